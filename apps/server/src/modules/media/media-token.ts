import { z } from 'zod'
import { CryptoError, createSealer, createSigner } from '../../lib/crypto'
import { TIMESHIFT_MINUTES_MAX, TIMESHIFT_START } from '../provider/timeshift-url'
import type { TimeshiftForm } from '../provider/timeshift-url'

/** Provider path segment of a stream: /movie/…, /series/… (episodes) or /live/…. */
export type StreamKind = 'movie' | 'series' | 'live'

/** A title to play: the provider URL is rebuilt server-side from the cloud's credentials. */
export interface PlayClaims {
  t: 'play'
  /** user id */
  u: string
  /** cloud id */
  c: string
  k: StreamKind
  /** provider stream id */
  i: string
  /** container extension */
  e: string
  /** expiry, unix seconds */
  x: number
  /** External-player links only: the session that made the link, which must still exist. */
  s?: string
  /** Catch-up (issue 19): the channel's archive from this minute, not its live stream. */
  ts?: TimeshiftClaims
  /**
   * Issue 20: remux or transcode the stream (at `e`, the extension that was probed) into fragmented
   * MP4 this way. Everything the stream needs is here, so any instance serves it.
   */
  r?: RecipeClaims
}

/** A `StreamRecipe` in the token (`live` is the claims' kind). */
export interface RecipeClaims {
  /** The video copied or made H.264. */
  v: 'copy' | 'h264'
  /** The audio copied or made AAC stereo. */
  a: 'copy' | 'aac'
  /** ffmpeg's input index of the audio stream to keep; null: none. */
  s: number | null
  /** 1: the probe found a container whose header lists every stream (StreamRecipe.headerComplete). */
  h?: 1
  /** 1: the probe found an interleaved AVI or an MPEG-TS (StreamRecipe.inOrder). */
  o?: 1
}

/** Which catch-up address a play token leads to (built by timeshift-url.ts when played). */
export interface TimeshiftClaims {
  /** The address form the panel answered when probed. */
  f: TimeshiftForm
  /** The start on the panel's wall clock, `YYYY-MM-DD:HH-MM`. */
  s: string
  /** Minutes of archive asked for. */
  d: number
}

/**
 * A URL found in an HLS playlist: an absolute provider URL, only readable by us. The sealed part
 * holds no expiry, so the same segment keeps the same path at every reload of a live playlist (hls.js
 * stops when a segment's path changes); the expiry travels in the query, signed for that path.
 */
export interface ResourceClaims {
  t: 'res'
  u: string
  c: string
  url: string
  /** Hosts (host:port) the URL may point at: the cloud's own and those of its redirect chain. */
  h: string[]
  s?: string
  x: number
}

export type MediaClaims = PlayClaims | ResourceClaims

const sessionId = z.string().min(1).max(200).optional()

const playSchema = z.object({
  t: z.literal('play'),
  u: z.string().min(1),
  c: z.string().min(1),
  k: z.enum(['movie', 'series', 'live']),
  i: z.string().regex(/^[\w-]{1,64}$/),
  e: z.string().regex(/^[a-z0-9]{1,8}$/),
  x: z.number().int(),
  s: sessionId,
  ts: z
    .object({
      f: z.enum(['rest', 'php']),
      s: z.string().regex(TIMESHIFT_START),
      d: z.number().int().min(1).max(TIMESHIFT_MINUTES_MAX),
    })
    .optional(),
  r: z
    .object({
      v: z.enum(['copy', 'h264']),
      a: z.enum(['copy', 'aac']),
      s: z.number().int().min(0).max(4096).nullable(),
      h: z.literal(1).optional(),
      o: z.literal(1).optional(),
    })
    .optional(),
})

const resourceSchema = z.object({
  t: z.literal('res'),
  u: z.string().min(1),
  c: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }),
  h: z.array(z.string()),
  s: sessionId,
})

export type TokenReading =
  { ok: true; claims: MediaClaims } | { ok: false; reason: 'invalid' | 'expired' }

export interface MediaTokens {
  /**
   * A play token is AES-GCM sealed claims, URL-safe (`v1.<iv>.<body>.<tag>`). A resource token is the
   * same for its claims without the expiry, sealed stably, followed by `?e=<expiry>.<signature>`.
   */
  issue(claims: MediaClaims): string
  /** `expiry` is the `e` query parameter, which resource tokens need. */
  read(token: string, nowSeconds: number, expiry?: string): TokenReading
}

const EXPIRY = /^(\d{1,12})\.([\w-]{43})$/

/**
 * Stream tokens are sealed, not just signed: resource tokens carry provider URLs, and those hold the
 * provider user name and password in their path. `purpose` keeps tokens of one kind of link (with a
 * session, or for an external player) from being read as the other.
 */
export function createMediaTokens(secret: string, purpose = 'media-stream'): MediaTokens {
  const sealer = createSealer(secret, purpose)
  const signer = createSigner(secret, `${purpose}:expiry`)

  function open(token: string): unknown {
    try {
      return JSON.parse(sealer.open(token))
    } catch (error) {
      if (error instanceof CryptoError || error instanceof SyntaxError) return null
      throw error
    }
  }

  return {
    issue(claims) {
      if (claims.t === 'play') return sealer.seal(JSON.stringify(claims))
      const { x, ...stable } = claims
      const token = sealer.sealStable(JSON.stringify(stable))
      return `${token}?e=${x}.${signer.sign(`${token}.${x}`)}`
    },
    read(token, nowSeconds, expiry) {
      const parsed = open(token)
      const kind = (parsed as { t?: unknown } | null)?.t
      if (kind === 'play') {
        const play = playSchema.safeParse(parsed)
        if (!play.success) return { ok: false, reason: 'invalid' }
        if (play.data.x <= nowSeconds) return { ok: false, reason: 'expired' }
        return { ok: true, claims: play.data }
      }
      const resource = resourceSchema.safeParse(parsed)
      const signed = EXPIRY.exec(expiry ?? '')
      if (!resource.success || !signed || !signer.verify(`${token}.${signed[1]}`, signed[2]!))
        return { ok: false, reason: 'invalid' }
      const x = Number(signed[1])
      if (x <= nowSeconds) return { ok: false, reason: 'expired' }
      return { ok: true, claims: { ...resource.data, x } }
    },
  }
}
