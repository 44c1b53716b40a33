import type { Context } from 'hono'
import { t } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { SessionEnv } from '../auth/require-session'
import { createImageGate, type ImageGate, type ImagePass } from './image-gate'
import type { DeadImage } from './image-health'
import { readImageToken, type ImageTarget } from './image-url'
import { BodySource, asProviderError, header, openUpstream } from './media-upstream'
import type { UpstreamDeps } from './media-upstream'
import { ProviderError } from '../provider/provider-error'
import { SANDBOX_HEADERS, inlineDisposition, sniffImageType } from './safe-content'
import { SVG_MAX_BYTES, SvgBusy, SvgRefused, looksLikeSvg, rasteriseSvg } from './svg-raster'

export interface ImageProxyDeps {
  secret: string
  upstream: UpstreamDeps
  logger: Logger
  /** Whether the scope an image token names (a cloud, a panel) is this user's. */
  mayUse: (userId: string, scope: string) => Promise<boolean>
  /** What is known of dead images and hosts, and the fetch slots; one per server. */
  gate?: ImageGate
}

type Remember = (status: DeadImage['status'], error: string) => Response

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
/**
 * Connect, status line and first bytes: a poster host that has not begun to answer by then is
 * taken for dead (a healthy one answers in well under a second), so a dead link holds the
 * browser's connection this long at most, once.
 */
export const IMAGE_ANSWER_MS = 2_500
/** The whole transfer, and the longest silence while the body streams. */
const IMAGE_TOTAL_MS = 20_000
const IMAGE_BODY_SILENCE_MS = 10_000

/**
 * Posters do not change under a URL, and a URL opens until its token expires (30-60 days): the
 * browser may keep it that long without asking again. Private, since the URL only opens for the
 * account it was made for.
 */
function imageCache(expiresAt: number): string {
  const seconds = Math.max(0, expiresAt - Math.floor(Date.now() / 1000))
  return `private, max-age=${seconds}, immutable`
}

/** Enough for a raster signature, or an SVG's opening tag after an XML prolog. */
const HEAD_BYTES = 1024

class TooLarge extends Error {}

/** GET and HEAD /api/media/img/:token: a poster or logo from an address we signed. */
export function createImageProxy({
  secret,
  upstream,
  logger,
  mayUse,
  gate = createImageGate(),
}: ImageProxyDeps) {
  const fail = (c: Context, status: 403 | 404 | 410 | 415 | 502 | 503, error: string) => {
    c.header('cache-control', 'no-store')
    return c.json({ success: false as const, error }, status)
  }

  /**
   * A failure the gate remembers: the same answer, at once, until it expires. The browser may keep
   * it as long (it will not ask again meanwhile); an error status, never a stand-in picture, so the
   * web shows its own fallback poster and the service worker (200 only) never stores it.
   */
  const dead = (c: Context, image: DeadImage) => {
    const seconds = Math.max(1, Math.ceil((image.until - Date.now()) / 1000))
    c.header('cache-control', `private, max-age=${seconds}`)
    return c.json({ success: false as const, error: image.error }, image.status)
  }

  const hostDown = (c: Context, retryAt: number) => {
    const seconds = String(Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)))
    c.header('cache-control', `private, max-age=${seconds}`)
    c.header('retry-after', seconds)
    return c.json({ success: false as const, error: t('media.imageFailed') }, 503)
  }

  const headersFor = (type: string, expiresAt: number) =>
    new Headers({
      ...SANDBOX_HEADERS,
      'content-type': type,
      'cache-control': imageCache(expiresAt),
      'content-disposition': inlineDisposition('poster', type),
    })

  async function serveSvg(
    c: Context,
    source: BodySource,
    target: ImageTarget,
    remember: Remember,
  ): Promise<Response> {
    try {
      const svg = await source.readCapped(SVG_MAX_BYTES)
      if (!svg) return remember(502, t('media.imageTooLarge'))
      const png = await rasteriseSvg(svg)
      const headers = headersFor('image/png', target.expiresAt)
      headers.set('content-length', String(png.length))
      const body = new Uint8Array(png)
      return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers })
    } catch (error) {
      source.discard()
      if (error instanceof SvgBusy) return fail(c, 503, t('media.imageFailed'))
      if (!(error instanceof SvgRefused)) return fail(c, 502, t('media.imageFailed'))
      logger.warn({ scope: target.scope, reason: error.message }, 'media: svg image refused')
      return remember(415, t('media.notAnImage'))
    }
  }

  /** Fetches an image the gate let through; `pass` is judged on every path, released by the caller. */
  async function fetchImage(
    c: Context,
    target: ImageTarget,
    pass: ImagePass,
    held: { byBody: boolean },
  ): Promise<Response> {
    const remember: Remember = (status, error) => {
      gate.health.rememberDead(target.url, status, error)
      return dead(c, gate.health.deadImage(target.url)!)
    }
    const upstreamFailure = (error: unknown) => {
      // The browser dropped the request (lazy images scrolled away, a navigation): nobody to
      // answer, and nothing learnt about the image or its host.
      if (c.req.raw.signal.aborted) {
        pass.judge('unjudged')
        return fail(c, 502, t('media.imageFailed'))
      }
      const failure = asProviderError(error)
      logger.warn(
        { scope: target.scope, kind: failure.kind, code: failure.code },
        'media: image failed',
      )
      if (failure.kind === 'blocked-address') {
        pass.judge('unjudged')
        return remember(502, t('media.blocked'))
      }
      pass.judge('failed')
      return remember(502, t('media.imageFailed'))
    }

    const answerDeadline = new AbortController()
    const timer = setTimeout(
      () => answerDeadline.abort(new ProviderError('timeout', { code: 'image-answer' })),
      IMAGE_ANSWER_MS,
    )
    let answer: Awaited<ReturnType<typeof openUpstream>>
    let source: BodySource
    let start: Buffer
    try {
      // Always a GET: only the first bytes tell what the image is, so a HEAD reads them too.
      answer = await openUpstream(
        new URL(target.url),
        {
          method: 'GET',
          headers: { accept: 'image/avif,image/webp,image/*;q=0.8' },
          signal: AbortSignal.any([
            c.req.raw.signal,
            answerDeadline.signal,
            AbortSignal.timeout(IMAGE_TOTAL_MS),
          ]),
          headersTimeoutMs: IMAGE_ANSWER_MS,
          bodyTimeoutMs: IMAGE_BODY_SILENCE_MS,
        },
        upstream,
      )
      source = new BodySource(answer.body)
      if (answer.status >= 500) {
        source.discard()
        pass.judge('failed')
        return remember(502, t('media.imageFailed'))
      }
      pass.judge('answered')
      if (answer.status !== 200) {
        source.discard()
        return answer.status === 404 || answer.status === 410
          ? remember(404, t('media.imageFailed'))
          : remember(502, t('media.imageFailed'))
      }
      const length = header(answer.headers, 'content-length')
      if (length && Number(length) > IMAGE_MAX_BYTES) {
        source.discard()
        return remember(502, t('media.imageTooLarge'))
      }
      try {
        start = await source.readHead(HEAD_BYTES)
      } catch (error) {
        source.discard()
        throw error
      }
    } catch (error) {
      return upstreamFailure(error)
    } finally {
      clearTimeout(timer)
    }
    // What the bytes are decides, never the declared type: an HTML page or a script is refused,
    // an SVG is drawn into a PNG.
    const type = sniffImageType(start)
    if (!type) {
      if (looksLikeSvg(start)) return serveSvg(c, source, target, remember)
      source.discard()
      return remember(415, t('media.notAnImage'))
    }
    const headers = headersFor(type, target.expiresAt)
    const length = header(answer.headers, 'content-length')
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
      onEnd: pass.release,
    })
    held.byBody = true
    return new Response(body, { status: 200, headers })
  }

  return async function serve(c: Context<SessionEnv>): Promise<Response> {
    const reading = readImageToken(secret, c.req.param('token') ?? '')
    if (!reading.ok)
      return reading.reason === 'expired'
        ? fail(c, 410, t('media.expired'))
        : fail(c, 403, t('media.forbidden'))
    const target = reading.target
    if (!(await mayUse(c.var.user.id, target.scope))) return fail(c, 403, t('media.forbidden'))
    const admission = await gate.admit(c.var.user.id, target.url, c.req.raw.signal)
    if (admission.kind === 'dead') return dead(c, admission.dead)
    if (admission.kind === 'host-down') return hostDown(c, admission.retryAt)
    if (admission.kind === 'busy') return fail(c, 503, t('media.imageFailed'))
    const { pass } = admission
    const held = { byBody: false }
    try {
      return await fetchImage(c, target, pass, held)
    } finally {
      // Whatever happened, the host is not left waited on; a streamed body gives its slots back
      // when it ends, every other answer now.
      pass.judge('unjudged')
      if (!held.byBody) pass.release()
    }
  }
}
