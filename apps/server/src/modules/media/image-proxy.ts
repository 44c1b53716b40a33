import type { Context } from 'hono'
import { t } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { SessionEnv } from '../auth/require-session'
import { verifyImageToken } from './image-url'
import { BodySource, asProviderError, header, openUpstream } from './media-upstream'
import type { UpstreamDeps } from './media-upstream'

export interface ImageProxyDeps {
  secret: string
  upstream: UpstreamDeps
  logger: Logger
}

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024
const IMAGE_TIMEOUT_MS = 20_000
// Posters do not change under a URL; the browser and the service worker may keep them a day.
const IMAGE_CACHE = 'public, max-age=86400'

class TooLarge extends Error {}

/** GET and HEAD /api/media/img/:token: a poster or logo from an address we signed. */
export function createImageProxy({ secret, upstream, logger }: ImageProxyDeps) {
  const fail = (c: Context, status: 403 | 404 | 415 | 502, error: string) => {
    c.header('cache-control', 'no-store')
    return c.json({ success: false as const, error }, status)
  }

  return async function serve(c: Context<SessionEnv>): Promise<Response> {
    const target = verifyImageToken(secret, c.req.param('token') ?? '')
    if (!target) return fail(c, 403, t('media.forbidden'))
    const head = c.req.method === 'HEAD'
    let source: BodySource
    let answer: Awaited<ReturnType<typeof openUpstream>>
    try {
      answer = await openUpstream(
        new URL(target.url),
        {
          method: head ? 'HEAD' : 'GET',
          headers: { accept: 'image/avif,image/webp,image/*;q=0.8' },
          signal: AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(IMAGE_TIMEOUT_MS)]),
          headersTimeoutMs: IMAGE_TIMEOUT_MS,
          bodyTimeoutMs: IMAGE_TIMEOUT_MS,
        },
        upstream,
      )
      source = new BodySource(answer.body)
    } catch (error) {
      // The browser dropped the request (lazy images scrolled away, a navigation): nobody to answer.
      if (c.req.raw.signal.aborted) return fail(c, 502, t('media.imageFailed'))
      const failure = asProviderError(error)
      logger.warn(
        { cloudId: target.cloudId, kind: failure.kind, code: failure.code },
        'media: image failed',
      )
      return fail(
        c,
        502,
        failure.kind === 'blocked-address' ? t('media.blocked') : t('media.imageFailed'),
      )
    }
    if (answer.status !== 200) {
      source.discard()
      return answer.status === 404 || answer.status === 410
        ? fail(c, 404, t('media.imageFailed'))
        : fail(c, 502, t('media.imageFailed'))
    }
    const type = header(answer.headers, 'content-type')?.trim() ?? ''
    if (!/^image\/[\w.+-]+/i.test(type)) {
      source.discard()
      return fail(c, 415, t('media.notAnImage'))
    }
    const length = header(answer.headers, 'content-length')
    if (length && Number(length) > IMAGE_MAX_BYTES) {
      source.discard()
      return fail(c, 502, t('media.imageTooLarge'))
    }
    const headers = new Headers({
      'content-type': type,
      'cache-control': IMAGE_CACHE,
      'x-content-type-options': 'nosniff',
    })
    if (length && /^\d+$/.test(length)) headers.set('content-length', length)
    for (const name of ['last-modified', 'etag']) {
      const value = header(answer.headers, name)
      if (value) headers.set(name, value)
    }
    if (head) {
      source.discard()
      return new Response(null, { status: 200, headers })
    }
    let received = 0
    // Without a Content-Length the cap can only be enforced while streaming: the answer is cut.
    const body = source.toWebStream((chunk) => {
      received += chunk.length
      if (received > IMAGE_MAX_BYTES) throw new TooLarge('image over the size cap')
    })
    return new Response(body, { status: 200, headers })
  }
}
