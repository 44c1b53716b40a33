import type { Context } from 'hono'
import { t } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { SessionEnv } from '../auth/require-session'
import { readImageToken } from './image-url'
import { BodySource, asProviderError, header, openUpstream } from './media-upstream'
import type { UpstreamDeps } from './media-upstream'
import { SANDBOX_HEADERS, inlineDisposition, sniffImageType } from './safe-content'
import { SVG_MAX_BYTES, SvgBusy, SvgRefused, looksLikeSvg, rasteriseSvg } from './svg-raster'

export interface ImageProxyDeps {
  secret: string
  upstream: UpstreamDeps
  logger: Logger
  /** Whether the cloud an image token names is this user's. */
  ownsCloud: (userId: string, cloudId: string) => Promise<boolean>
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 20_000
// Posters do not change under a URL, and a URL lives 30-60 days; private, since the URL only opens
// for the account it was made for.
const IMAGE_CACHE = 'private, max-age=604800'

/** Enough for a raster signature, or an SVG's opening tag after an XML prolog. */
const HEAD_BYTES = 1024

class TooLarge extends Error {}

/** The first bytes of a body, at least `bytes` of them when the body is that long. */
async function readHead(source: BodySource, bytes: number): Promise<Buffer> {
  const parts: Buffer[] = []
  let size = 0
  while (size < bytes) {
    const chunk = await source.next()
    if (!chunk) break
    parts.push(chunk)
    size += chunk.length
  }
  const head = Buffer.concat(parts)
  if (head.length > 0) source.unshift(head)
  return head
}

/** GET and HEAD /api/media/img/:token: a poster or logo from an address we signed. */
export function createImageProxy({ secret, upstream, logger, ownsCloud }: ImageProxyDeps) {
  const fail = (c: Context, status: 403 | 404 | 410 | 415 | 502 | 503, error: string) => {
    c.header('cache-control', 'no-store')
    return c.json({ success: false as const, error }, status)
  }

  const headersFor = (type: string) =>
    new Headers({
      ...SANDBOX_HEADERS,
      'content-type': type,
      'cache-control': IMAGE_CACHE,
      'content-disposition': inlineDisposition('poster', type),
    })

  function upstreamFailure(c: Context, error: unknown, cloudId: string): Response {
    // The browser dropped the request (lazy images scrolled away, a navigation): nobody to answer.
    if (c.req.raw.signal.aborted) return fail(c, 502, t('media.imageFailed'))
    const failure = asProviderError(error)
    logger.warn({ cloudId, kind: failure.kind, code: failure.code }, 'media: image failed')
    return fail(
      c,
      502,
      failure.kind === 'blocked-address' ? t('media.blocked') : t('media.imageFailed'),
    )
  }

  async function serveSvg(c: Context, source: BodySource, cloudId: string): Promise<Response> {
    try {
      const svg = await source.readCapped(SVG_MAX_BYTES)
      if (!svg) return fail(c, 502, t('media.imageTooLarge'))
      const png = await rasteriseSvg(svg)
      const headers = headersFor('image/png')
      headers.set('content-length', String(png.length))
      const body = new Uint8Array(png)
      return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers })
    } catch (error) {
      source.discard()
      if (error instanceof SvgBusy) return fail(c, 503, t('media.imageFailed'))
      if (!(error instanceof SvgRefused)) return upstreamFailure(c, error, cloudId)
      logger.warn({ cloudId, reason: error.message }, 'media: svg image refused')
      return fail(c, 415, t('media.notAnImage'))
    }
  }

  return async function serve(c: Context<SessionEnv>): Promise<Response> {
    const reading = readImageToken(secret, c.req.param('token') ?? '')
    if (!reading.ok)
      return reading.reason === 'expired'
        ? fail(c, 410, t('media.expired'))
        : fail(c, 403, t('media.forbidden'))
    const target = reading.target
    if (!(await ownsCloud(c.var.user.id, target.cloudId))) return fail(c, 403, t('media.forbidden'))
    let answer: Awaited<ReturnType<typeof openUpstream>>
    try {
      // Always a GET: only the first bytes tell what the image is, so a HEAD reads them too.
      answer = await openUpstream(
        new URL(target.url),
        {
          method: 'GET',
          headers: { accept: 'image/avif,image/webp,image/*;q=0.8' },
          signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(IMAGE_TIMEOUT_MS)]),
          headersTimeoutMs: IMAGE_TIMEOUT_MS,
          bodyTimeoutMs: IMAGE_TIMEOUT_MS,
        },
        upstream,
      )
    } catch (error) {
      return upstreamFailure(c, error, target.cloudId)
    }
    const source = new BodySource(answer.body)
    if (answer.status !== 200) {
      source.discard()
      return answer.status === 404 || answer.status === 410
        ? fail(c, 404, t('media.imageFailed'))
        : fail(c, 502, t('media.imageFailed'))
    }
    const length = header(answer.headers, 'content-length')
    if (length && Number(length) > IMAGE_MAX_BYTES) {
      source.discard()
      return fail(c, 502, t('media.imageTooLarge'))
    }
    let start: Buffer
    try {
      start = await readHead(source, HEAD_BYTES)
    } catch (error) {
      source.discard()
      return upstreamFailure(c, error, target.cloudId)
    }
    // What the bytes are decides, never the declared type: an HTML page or a script is refused,
    // an SVG is drawn into a PNG.
    const type = sniffImageType(start)
    if (!type) {
      if (looksLikeSvg(start)) return serveSvg(c, source, target.cloudId)
      source.discard()
      return fail(c, 415, t('media.notAnImage'))
    }
    const headers = headersFor(type)
    if (length && /^\d+$/.test(length)) headers.set('content-length', length)
    for (const name of ['last-modified', 'etag']) {
      const value = header(answer.headers, name)
      if (value) headers.set(name, value)
    }
    if (c.req.method === 'HEAD') {
      source.discard()
      return new Response(null, { status: 200, headers })
    }
    let received = 0
    // Without a Content-Length the cap can only be enforced while streaming: the answer is cut.
    const body = source.toWebStream({
      onChunk: (chunk) => {
        received += chunk.length
        if (received > IMAGE_MAX_BYTES) throw new TooLarge('image over the size cap')
      },
    })
    return new Response(body, { status: 200, headers })
  }
}
