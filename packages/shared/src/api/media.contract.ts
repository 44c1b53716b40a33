import { z } from 'zod'
import { defineRoute } from './define-route'
import { mediaPaths } from './media.paths'
import { browserCodecsSchema, playbackPlanSchema } from '../player/playback-path'

// Playback goes through our media proxy with short-lived signed URLs that carry no provider credentials.

/**
 * POST /api/media/play → Envelope<PlayResponse>. For a movie or an episode, `candidates` lists signed URLs
 * in the order the player tries them (spec §4: same path with .mp4, then .mkv, then the original
 * extension; duplicates removed). For live, `format` picks hls or ts (default: hls when the account's
 * allowed_output_formats has m3u8).
 */
export const playRequestSchema = z.object({
  type: z.enum(['movie', 'episode', 'live']),
  id: z.string().min(1),
  /** The title's own container extension, when the client knows it. */
  ext: z.string().max(10).optional(),
  format: z.enum(['hls', 'ts']).optional(),
  /**
   * Episodes: the series they belong to. While parental control holds, an episode plays only with
   * the series it belongs to, and only when that series is not adult.
   */
  seriesId: z.string().max(64).optional(),
  /**
   * What this browser decodes (issue 20). With it the server probes the stream and answers `media`:
   * direct, or remuxed/transcoded on the server. Without it, the candidates are played as they are.
   */
  codecs: browserCodecsSchema.optional(),
  /** The audio track chosen in the 'Áudio' menu (its `index`). */
  audio: z.number().int().min(0).max(31).optional(),
  /** Languages to prefer when no track is chosen, in order (ISO 639: 'por', then the last chosen). */
  audioLanguages: z.array(z.string().max(16)).max(4).optional(),
})
export type PlayRequest = z.infer<typeof playRequestSchema>

export const playCandidateSchema = z.object({
  url: z.string(),
  /** The container or format this URL serves: mp4, mkv, avi, webm, m3u8, ts… */
  ext: z.string(),
})

export const playResponseSchema = z.object({
  candidates: z.array(playCandidateSchema).min(1),
  /** Seconds until these URLs stop working. */
  expiresIn: z.number().int().positive(),
  /**
   * Present when the request said what the browser decodes and the probe answered. A path other
   * than `direct` has one candidate (fragmented MP4) whose URL takes `?t=<seconds>` to start there.
   */
  media: playbackPlanSchema.optional(),
})
export type PlayResponse = z.infer<typeof playResponseSchema>

const unixSeconds = z.number().int().min(0).max(4_102_444_800)

/**
 * POST /api/media/catchup → Envelope<CatchupResponse> (issue 19): a programme of an archive channel,
 * from `at` (default: its beginning). The server checks the channel's archive, the parental rules and
 * the window (`catchupOffer` in guide/catchup-rules), then builds the panel's timeshift address in
 * the panel's timezone. Seeking past what one answer holds asks again with a new `at`.
 */
export const catchupRequestSchema = z
  .object({
    /** The channel's stream id. */
    id: z.string().min(1).max(64),
    /** The programme's bounds, unix seconds. */
    start: unixSeconds,
    end: unixSeconds,
    /** Where to play from, inside the programme; absent plays it from the beginning. */
    at: unixSeconds.optional(),
  })
  .refine((r) => r.end > r.start, { message: 'end before start', path: ['end'] })
export type CatchupRequest = z.infer<typeof catchupRequestSchema>

export const catchupResponseSchema = playResponseSchema.extend({
  /**
   * The instant (unix seconds) at the stream's time 0: the player shows and seeks in programme time
   * as `streamStart + currentTime`, and seeks to `at - streamStart` when the stream lets it.
   */
  streamStart: unixSeconds,
})
export type CatchupResponse = z.infer<typeof catchupResponseSchema>

/**
 * POST /api/media/external → Envelope<ExternalLinkResponse>: for one of the caller's own candidate
 * URLs, a link an external player (VLC) can open without the browser's session cookie. It plays that
 * title only, for `expiresIn` seconds, and stops when the session that asked for it ends.
 */
export const externalLinkRequestSchema = z.object({
  /** A candidate URL from POST /api/media/play. */
  url: z.string().min(1).max(4096),
})

export const externalLinkResponseSchema = z.object({
  /** Path on our origin (/api/media/x/…). */
  url: z.string(),
  expiresIn: z.number().int().positive(),
})
export type ExternalLinkResponse = z.infer<typeof externalLinkResponseSchema>

const tokenParams = z.object({ token: z.string().min(1) })

/** The routes of media.paths.ts with their schemas. */
export const mediaRoutes = {
  play: defineRoute(mediaPaths.play, {
    body: playRequestSchema,
    data: playResponseSchema,
  }),
  catchup: defineRoute(mediaPaths.catchup, {
    body: catchupRequestSchema,
    data: catchupResponseSchema,
  }),
  external: defineRoute(mediaPaths.external, {
    body: externalLinkRequestSchema,
    data: externalLinkResponseSchema,
  }),
  stream: defineRoute(mediaPaths.stream, {
    params: tokenParams,
  }),
  externalStream: defineRoute(mediaPaths.externalStream, {
    params: tokenParams,
  }),
  image: defineRoute(mediaPaths.image, {
    params: tokenParams,
  }),
}
