import type { Context } from 'hono'
import { t } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { SessionEnv } from '../auth/require-session'
import type { ProviderError } from '../provider/provider-error'
import {
  declaresPlaylist,
  isFinished,
  isMultivariant,
  mightBePlaylist,
  rewritePlaylist,
  startsLikePlaylist,
} from './hls-playlist'
import { BodySource, asProviderError, header, openUpstream } from './media-upstream'
import type { UpstreamAnswer, UpstreamDeps } from './media-upstream'
import { HLS_TYPE, SANDBOX_HEADERS, inlineDisposition, streamContentType } from './safe-content'
import { createStreamLimiter } from './stream-limiter'
import type { MediaCaller, MediaService, StreamTarget } from './media.service'
import type { MediaScope } from './play-address'
import {
  PROCESSED_QUERY,
  isProcessed,
  processingQuery,
  type ProcessedStreams,
  type StreamRefusal,
} from './processed-stream'

export interface StreamProxyDeps {
  media: MediaService
  upstream: UpstreamDeps
  /** Issue 20: links whose claims carry a recipe, and `?sub=` of a title's link. */
  processed: ProcessedStreams
  logger: Logger
  /** Streams open at once per user (the app's player and external links together). */
  streamsPerUser?: number
}

export const PLAYLIST_MAX_BYTES = 1024 * 1024
const HEADERS_TIMEOUT_MS = 30_000
// The service worker and any shared cache must never keep a stream (nor a playlist with tokens).
const NO_STORE = 'private, no-store'
const PASSED_STATUSES = new Set([200, 206, 416])
/**
 * A player holds one or two connections (a segment and the next, or two ranges while seeking);
 * this leaves room for a second screen and an external player, and refuses a client that opens
 * hundreds.
 */
export const STREAMS_PER_USER = 8

type Failure = 400 | 403 | 404 | 410 | 429 | 502 | 503

function fail(c: Context, status: Failure, error: string) {
  c.header('cache-control', NO_STORE)
  return c.json({ success: false as const, error }, status)
}

function extensionOf(target: StreamTarget): string {
  if (target.claims.t === 'play') return target.claims.e
  return /\.([a-z0-9]{1,8})$/i.exec(target.url.pathname)?.[1]?.toLowerCase() ?? ''
}

/** The headers a player needs, normalised (`Accept-Ranges: 0-N` is a panel quirk for "bytes"). */
function mediaHeaders(answer: UpstreamAnswer, target: StreamTarget): Headers {
  const extension = extensionOf(target)
  const out = new Headers({
    ...SANDBOX_HEADERS,
    'cache-control': NO_STORE,
    'content-type': streamContentType(header(answer.headers, 'content-type') ?? '', extension),
    'content-disposition': inlineDisposition('stream', extension),
  })
  const length = header(answer.headers, 'content-length')
  if (length && /^\d+$/.test(length)) out.set('content-length', length)
  // Panels send Content-Range on full 200 answers too; it only means something on 206 and 416.
  const range = header(answer.headers, 'content-range')
  if (range && answer.status !== 200) out.set('content-range', range)
  const accept = header(answer.headers, 'accept-ranges')?.trim().toLowerCase()
  if (accept === 'none') out.set('accept-ranges', 'none')
  else if (accept || answer.status === 206) out.set('accept-ranges', 'bytes')
  for (const name of ['last-modified', 'etag']) {
    const value = header(answer.headers, name)
    if (value) out.set(name, value)
  }
  return out
}

export function createStreamProxy({
  media,
  upstream,
  processed,
  logger,
  streamsPerUser = STREAMS_PER_USER,
}: StreamProxyDeps) {
  const limiter = createStreamLimiter(streamsPerUser)

  function upstreamFailure(c: Context, error: ProviderError, cloudId: string) {
    // Kind and code only: the address holds the provider password.
    logger.warn(
      { cloudId, kind: error.kind, code: error.code, status: error.status },
      'media: upstream failed',
    )
    return fail(
      c,
      502,
      error.kind === 'blocked-address' ? t('media.blocked') : t('media.upstreamFailed'),
    )
  }

  async function servePlaylist(
    c: Context,
    source: BodySource,
    answer: UpstreamAnswer,
    target: StreamTarget,
    scope: MediaScope,
  ) {
    const headers = {
      ...SANDBOX_HEADERS,
      'content-type': HLS_TYPE,
      'cache-control': NO_STORE,
      'content-disposition': inlineDisposition('stream', 'm3u8'),
    }
    if (answer.status !== 200) {
      // Never hand out raw playlist bytes: their URIs can carry the provider credentials.
      source.discard()
      return fail(c, 502, t('media.upstreamFailed'))
    }
    if (c.req.method === 'HEAD') {
      source.discard()
      return c.body(null, 200, headers)
    }
    let bytes: Buffer | null
    try {
      bytes = await source.readCapped(PLAYLIST_MAX_BYTES)
    } catch (error) {
      source.discard()
      return upstreamFailure(c, asProviderError(error), target.claims.c)
    }
    if (!bytes) return fail(c, 502, t('media.playlistTooLarge'))
    const text = bytes.toString('utf8')
    if (!startsLikePlaylist(bytes)) return fail(c, 502, t('media.upstreamFailed'))
    const hosts = [...new Set([...target.allowedHosts, ...answer.chain, answer.url.host])]
    const keep = isMultivariant(text) || isFinished(text)
    const body = rewritePlaylist(text, answer.url, (url, role) =>
      media.issueResource(scope, target.claims, url, hosts, keep || role === 'playlist'),
    )
    return c.body(body, 200, headers)
  }

  async function open(c: Context, target: StreamTarget, method: 'GET' | 'HEAD') {
    const forwarded: Record<string, string> = {}
    for (const name of ['range', 'if-range']) {
      const value = c.req.header(name)
      if (value) forwarded[name] = value
    }
    return openUpstream(
      target.url,
      {
        method,
        headers: forwarded,
        signal: c.req.raw.signal,
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
        // A paused player stops reading for as long as it likes; the client leaving ends it instead.
        bodyTimeoutMs: 0,
      },
      upstream,
    )
  }

  async function serve(c: Context, caller: MediaCaller): Promise<Response> {
    const query = processingQuery(
      c.req.query(PROCESSED_QUERY.start),
      c.req.query(PROCESSED_QUERY.sub),
    )
    if (!query) return fail(c, 400, t('common.invalidData'))
    const target = await media.resolve(caller, c.req.param('token') ?? '', c.req.query('e'))
    if (!target.ok) return fail(c, target.status as Failure, target.error)
    const release = limiter.acquire(target.claims.u)
    if (!release) return fail(c, 429, t('media.tooManyStreams'))
    const slot = { release, handedToStream: false }
    const answer = (result: Response | StreamRefusal) =>
      result instanceof Response ? result : fail(c, result.refused, result.error)
    try {
      if (query.sub !== null)
        return answer(await processed.subtitle(target, c.req.method, query.sub))
      if (isProcessed(target)) {
        const { signal } = c.req.raw
        const result = await processed.stream(target, c.req.method, query.start, signal, release)
        if ('refused' in result) return answer(result)
        slot.handedToStream = result.streaming
        return result.response
      }
      return await proxy(c, caller, target, slot)
    } finally {
      if (!slot.handedToStream) release()
    }
  }

  /**
   * Opens the provider address and answers with its stream. A streamed body takes the user's slot
   * with it (released when the stream ends); every other answer leaves it to `serve`.
   */
  async function proxy(
    c: Context,
    caller: MediaCaller,
    target: StreamTarget,
    slot: { release: () => void; handedToStream: boolean },
  ): Promise<Response> {
    const head = c.req.method === 'HEAD'
    let answer: UpstreamAnswer
    try {
      answer = await open(c, target, head ? 'HEAD' : 'GET')
      // Some panels refuse HEAD; the headers of a GET we do not read tell the same.
      if (head && (answer.status === 405 || answer.status === 501)) {
        new BodySource(answer.body).discard()
        answer = await open(c, target, 'GET')
      }
    } catch (error) {
      if (c.req.raw.signal.aborted) return c.body(null, 502)
      return upstreamFailure(c, asProviderError(error), target.claims.c)
    }
    const source = new BodySource(answer.body)
    if (answer.status === 404 || answer.status === 410) {
      source.discard()
      return fail(c, 404, t('media.notFound'))
    }
    if (!PASSED_STATUSES.has(answer.status)) {
      source.discard()
      logger.warn({ cloudId: target.claims.c, status: answer.status }, 'media: upstream refused')
      return fail(c, 502, t('media.upstreamFailed'))
    }
    const type = header(answer.headers, 'content-type') ?? ''
    if (declaresPlaylist(type, answer.url))
      return servePlaylist(c, source, answer, target, caller.scope)
    if (!head && answer.status === 200 && mightBePlaylist(type)) {
      const first = await source.next().catch(() => null)
      if (first) source.unshift(first)
      if (first && startsLikePlaylist(first))
        return servePlaylist(c, source, answer, target, caller.scope)
    }
    const headers = mediaHeaders(answer, target)
    if (head || answer.status === 416) {
      source.discard()
      return new Response(null, { status: answer.status, headers })
    }
    slot.handedToStream = true
    return new Response(source.toWebStream({ onEnd: slot.release }), {
      status: answer.status,
      headers,
    })
  }

  // Hono routes HEAD to the GET handler.
  return {
    /** GET and HEAD /api/media/s/:token: the app's player, with the session cookie. */
    session: (c: Context<SessionEnv>) => serve(c, { scope: 'session', userId: c.var.user.id }),
    /** GET and HEAD /api/media/x/:token: an external player, with the link alone. */
    external: (c: Context) => serve(c, { scope: 'external' }),
  }
}
