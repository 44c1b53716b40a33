import { dropOldest } from '../../lib/ttl-cache'

/**
 * What the image proxy remembers about failures, so a dead poster costs the provider one fetch and
 * the browser a few milliseconds, not a held connection per page view:
 * - dead images: an image URL that failed answers the same failure at once until it expires;
 * - host breakers: consecutive failures (time-outs, refusals, 5xx) of one image host open its
 *   breaker for a cool-down; then one probe may pass (half-open), and its outcome closes or reopens it.
 * Per process; bounded, the oldest entries go first.
 */

export interface DeadImage {
  status: 404 | 415 | 502
  error: string
  /** Epoch ms when the image may be tried again. */
  until: number
}

export type BreakerState =
  { state: 'closed' } | { state: 'probe' } | { state: 'open'; retryAt: number }

export interface ImageHealthOptions {
  deadTtlMs: number
  maxDeadImages: number
  /** Consecutive failures that open a host's breaker. */
  failureThreshold: number
  coolDownMs: number
  maxHosts: number
  now?: () => number
}

interface Breaker {
  failures: number
  /** Epoch ms until which the breaker is open; 0 when closed. */
  openUntil: number
  probing: boolean
}

export function createImageHealth(options: ImageHealthOptions) {
  const now = options.now ?? Date.now
  const dead = new Map<string, DeadImage>()
  const breakers = new Map<string, Breaker>()

  return {
    /** The remembered failure of this image URL, while it lasts. */
    deadImage(url: string): DeadImage | undefined {
      const entry = dead.get(url)
      if (entry && entry.until > now()) return entry
      dead.delete(url)
      return undefined
    },

    rememberDead(url: string, status: DeadImage['status'], error: string): void {
      dead.delete(url)
      dead.set(url, { status, error, until: now() + options.deadTtlMs })
      dropOldest(dead, options.maxDeadImages)
    },

    /** Whether `host` is refused now, without claiming the half-open breaker's probe. */
    openUntil(host: string): number | null {
      const breaker = breakers.get(host)
      if (!breaker || breaker.openUntil === 0) return null
      if (breaker.openUntil > now() || breaker.probing) return Math.max(breaker.openUntil, now())
      return null
    },

    /**
     * Whether a fetch from `host` may start. `probe` means this caller is the half-open breaker's
     * one trial: it must report its outcome (hostAnswered or hostFailed), or release it.
     */
    admit(host: string): BreakerState {
      const retryAt = this.openUntil(host)
      if (retryAt !== null) return { state: 'open', retryAt }
      const breaker = breakers.get(host)
      if (!breaker || breaker.openUntil === 0) return { state: 'closed' }
      breaker.probing = true
      return { state: 'probe' }
    },

    /** The host answered (any HTTP status below 500): its breaker closes. */
    hostAnswered(host: string): void {
      breakers.delete(host)
    },

    /** A time-out, a refused or reset connection, or a 5xx from `host`. */
    hostFailed(host: string): void {
      const breaker = breakers.get(host) ?? {
        failures: 0,
        openUntil: 0,
        probing: false,
      }
      breakers.delete(host)
      breakers.set(host, breaker)
      breaker.failures += 1
      if (breaker.probing || breaker.failures >= options.failureThreshold) {
        breaker.openUntil = now() + options.coolDownMs
        breaker.probing = false
      }
      dropOldest(breakers, options.maxHosts)
    },

    /** A probe that ended with no verdict on the host (the browser went away): another may try. */
    releaseProbe(host: string): void {
      const breaker = breakers.get(host)
      if (breaker) breaker.probing = false
    },
  }
}

export type ImageHealth = ReturnType<typeof createImageHealth>
