import { STREAM_START_MAX_SECONDS, STREAM_START_PARAM, SUBTITLE_PARAM, t } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { Transcoder } from '../transcode/transcode.types'
import { failureReason, type MediaProbes } from './media-probes'
import type { PlayClaims, RecipeClaims } from './media-token'
import type { StreamTarget } from './media.service'
import { recipeOf, textSubtitles } from './playback-plan'
import { SANDBOX_HEADERS, inlineDisposition } from './safe-content'

// Issue 20: GET|HEAD of a link whose claims carry a recipe (ffmpeg's fragmented MP4 of the
// provider's stream, from `?t=` seconds), and `?sub=N` of a title's link (its N-th text subtitle as
// WebVTT). Both only need the token, so any instance answers them.

export interface ProcessedStreamDeps {
  transcoder: Pick<Transcoder, 'stream' | 'wouldRefuse'>
  probes: Pick<MediaProbes, 'probe' | 'subtitle'>
  logger: Logger
}

/** A refusal for the caller to answer as JSON with `cache-control: private, no-store`. */
export interface StreamRefusal {
  refused: 400 | 404 | 429 | 502 | 503
  error: string
}

export interface ProcessingQuery {
  /** Seconds into the title a processed stream starts at (0 when not asked). */
  start: number
  /** The text subtitle asked for, by position; null for the stream itself. */
  sub: number | null
}

const START = /^\d{1,6}(\.\d{1,3})?$/
const SUB = /^\d{1,2}$/

/** `?t=` and `?sub=` as they may be; null for anything else (a 400). */
export function processingQuery(
  start: string | undefined,
  sub: string | undefined,
): ProcessingQuery | null {
  if (start !== undefined && !(START.test(start) && Number(start) <= STREAM_START_MAX_SECONDS))
    return null
  if (sub !== undefined && !SUB.test(sub)) return null
  return {
    start: start === undefined ? 0 : Number(start),
    sub: sub === undefined ? null : Number(sub),
  }
}

export const PROCESSED_QUERY = { start: STREAM_START_PARAM, sub: SUBTITLE_PARAM } as const

const NO_STORE = 'private, no-store'
const MP4_HEADERS = {
  ...SANDBOX_HEADERS,
  'content-type': 'video/mp4',
  'cache-control': NO_STORE,
  // Made as it is sent: a byte range of it does not exist. A seek asks again with `?t=`.
  'accept-ranges': 'none',
  'content-disposition': inlineDisposition('stream', 'mp4'),
}
const VTT_HEADERS = {
  ...SANDBOX_HEADERS,
  'content-type': 'text/vtt; charset=utf-8',
  'cache-control': NO_STORE,
  'content-disposition': inlineDisposition('stream', 'vtt'),
}

export type ProcessedTarget = StreamTarget & { claims: PlayClaims & { r: RecipeClaims } }

export function isProcessed(target: StreamTarget): target is ProcessedTarget {
  return target.claims.t === 'play' && target.claims.r !== undefined
}

/** `body`, calling `onEnd` once however it ends (read to the end, failed, or cancelled). */
function endingWith(body: ReadableStream<Uint8Array>, onEnd: () => void) {
  const reader = body.getReader()
  // A cancel during a pending read ends that read too: both would call it.
  let ended = false
  const end = () => {
    if (ended) return
    ended = true
    onEnd()
  }
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read()
          if (!done) return controller.enqueue(value)
          end()
          controller.close()
        } catch (error) {
          end()
          controller.error(error)
        }
      },
      cancel(reason) {
        end()
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
}

export function createProcessedStreams({ transcoder, probes, logger }: ProcessedStreamDeps) {
  const busy: StreamRefusal = { refused: 429, error: t('media.transcodeBusy') }

  /**
   * The processed stream. `signal` is the request's: the viewer leaving ends ffmpeg. `onEnd`
   * releases the user's stream slot when a streamed answer ends; the caller releases it otherwise.
   */
  async function stream(
    target: ProcessedTarget,
    method: string,
    start: number,
    signal: AbortSignal,
    onEnd: () => void,
  ): Promise<{ response: Response; streaming: boolean } | StreamRefusal> {
    const recipe = recipeOf(target.claims)
    const userId = target.claims.u
    if (method === 'HEAD') {
      // The headers only: no ffmpeg for an availability check.
      if (recipe.video === 'h264' && transcoder.wouldRefuse(userId)) return busy
      return {
        response: new Response(null, { status: 200, headers: MP4_HEADERS }),
        streaming: false,
      }
    }
    let started: Awaited<ReturnType<typeof transcoder.stream>>
    try {
      started = await transcoder.stream(
        { url: target.url, allowedHosts: target.allowedHosts },
        recipe,
        { startSeconds: recipe.live ? 0 : start, userId, signal },
      )
    } catch (error) {
      // A viewer who left before the first bytes is no failure (and reads no answer).
      if (!signal.aborted)
        logger.warn(
          { cloudId: target.claims.c, reason: failureReason(error) },
          'media: processing did not start',
        )
      return { refused: 503, error: t('media.transcodeFailed') }
    }
    if (!started.ok) {
      // A full server is the limits doing their job; no ffmpeg to run is a fault.
      const unavailable = started.reason === 'unavailable'
      logger[unavailable ? 'warn' : 'info'](
        { cloudId: target.claims.c, reason: started.reason },
        'media: not processed',
      )
      return unavailable ? { refused: 503, error: t('media.transcodeFailed') } : busy
    }
    const body = endingWith(started.stream.body, onEnd)
    return { response: new Response(body, { status: 200, headers: MP4_HEADERS }), streaming: true }
  }

  /** The `index`-th text subtitle of a VOD title as WebVTT (cue times on the title's clock). */
  async function subtitle(
    target: StreamTarget,
    method: string,
    index: number,
  ): Promise<Response | StreamRefusal> {
    const none: StreamRefusal = { refused: 404, error: t('media.noSubtitle') }
    const { claims } = target
    if (claims.t !== 'play' || claims.k === 'live' || claims.ts) return none
    const source = { url: target.url, allowedHosts: target.allowedHosts }
    const probe = await probes.probe(claims, source)
    if (!probe) return { refused: 502, error: t('media.upstreamFailed') }
    const track = textSubtitles(probe, false)[index]
    if (!track) return none
    let text: string
    try {
      text = await probes.subtitle(claims, source, track.stream)
    } catch (error) {
      logger.warn(
        { cloudId: claims.c, reason: failureReason(error) },
        'media: subtitle not extracted',
      )
      return { refused: 502, error: t('media.upstreamFailed') }
    }
    return new Response(method === 'HEAD' ? null : text, { status: 200, headers: VTT_HEADERS })
  }

  return { stream, subtitle }
}

export type ProcessedStreams = ReturnType<typeof createProcessedStreams>
