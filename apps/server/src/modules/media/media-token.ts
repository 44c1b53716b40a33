import { z } from 'zod'
import { CryptoError, createSealer } from '../../lib/crypto'

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
}

/** A URL found in an HLS playlist: an absolute provider URL, only readable by us. */
export interface ResourceClaims {
  t: 'res'
  u: string
  c: string
  url: string
  /** Hosts (host:port) the URL may point at: the cloud's own and those of its redirect chain. */
  h: string[]
  x: number
}

export type MediaClaims = PlayClaims | ResourceClaims

const claimsSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('play'),
    u: z.string().min(1),
    c: z.string().min(1),
    k: z.enum(['movie', 'series', 'live']),
    i: z.string().regex(/^[\w-]{1,64}$/),
    e: z.string().regex(/^[a-z0-9]{1,8}$/),
    x: z.number().int(),
  }),
  z.object({
    t: z.literal('res'),
    u: z.string().min(1),
    c: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
    h: z.array(z.string()),
    x: z.number().int(),
  }),
])

export type TokenReading =
  { ok: true; claims: MediaClaims } | { ok: false; reason: 'invalid' | 'expired' }

export interface MediaTokens {
  /** AES-GCM sealed claims, URL-safe (`v1.<iv>.<body>.<tag>`). */
  issue(claims: MediaClaims): string
  read(token: string, nowSeconds: number): TokenReading
}

/**
 * Stream tokens are sealed, not just signed: resource tokens carry provider URLs, and those hold the
 * provider user name and password in their path.
 */
export function createMediaTokens(secret: string): MediaTokens {
  const sealer = createSealer(secret, 'media-stream')
  return {
    issue: (claims) => sealer.seal(JSON.stringify(claims)),
    read(token, nowSeconds) {
      let parsed: unknown
      try {
        parsed = JSON.parse(sealer.open(token))
      } catch (error) {
        if (error instanceof CryptoError || error instanceof SyntaxError)
          return { ok: false, reason: 'invalid' }
        throw error
      }
      const result = claimsSchema.safeParse(parsed)
      if (!result.success) return { ok: false, reason: 'invalid' }
      if (result.data.x <= nowSeconds) return { ok: false, reason: 'expired' }
      return { ok: true, claims: result.data }
    },
  }
}
