import { createKeyedSlots } from '../../lib/keyed-slots'
import { createImageHealth, type DeadImage, type ImageHealth } from './image-health'

/**
 * Images must never starve the API: a browser on HTTP/1.1 opens 6 connections to us, and every
 * poster that hangs upstream holds one of them, so the app's own calls queue behind dead posters.
 * Hence: few upstream fetches per user and per host (a user's fourth poster waits for a slot, not
 * its browser socket for a provider), a short wait for a slot, then "busy"; and what is known dead
 * answers before any of that.
 */
export const IMAGE_LIMITS = {
  perUser: 4,
  perHost: 8,
  /** Longest wait for a slot; past it the image answers 503 and the browser falls back. */
  queueWaitMs: 500,
  deadTtlMs: 10 * 60_000,
  maxDeadImages: 20_000,
  failureThreshold: 3,
  coolDownMs: 30_000,
  maxHosts: 1_000,
} as const

export type Admission =
  | { kind: 'dead'; dead: DeadImage }
  | { kind: 'host-down'; retryAt: number }
  | { kind: 'busy' }
  | { kind: 'go'; pass: ImagePass }

/** A fetch let through: its slots, and the host's verdict it owes when it is the breaker's probe. */
export interface ImagePass {
  host: string
  /** The host answered (a status below 500), failed (time-out, refused, 5xx) or was never judged. */
  judge(verdict: 'answered' | 'failed' | 'unjudged'): void
  /** Gives the slots back (safe to call more than once). */
  release(): void
}

const hostKey = (host: string) => `host:${host}`

export function createImageGate(limits: typeof IMAGE_LIMITS = IMAGE_LIMITS) {
  const health: ImageHealth = createImageHealth(limits)
  const slots = createKeyedSlots()

  async function acquire(userId: string, host: string, signal: AbortSignal) {
    const wait = AbortSignal.any([signal, AbortSignal.timeout(limits.queueWaitMs)])
    const user = await slots.acquire(`user:${userId}`, limits.perUser, wait)
    try {
      const hostSlot = await slots.acquire(hostKey(host), limits.perHost, wait)
      return () => {
        hostSlot()
        user()
      }
    } catch (error) {
      user()
      throw error
    }
  }

  return {
    health,
    /** Whether `url` may be fetched now for `userId`; `signal` is the browser's request. */
    async admit(userId: string, url: string, signal: AbortSignal): Promise<Admission> {
      const host = new URL(url).host
      const refusal = (): Admission | null => {
        const known = health.deadImage(url)
        if (known) return { kind: 'dead', dead: known }
        const retryAt = health.openUntil(host)
        return retryAt === null ? null : { kind: 'host-down', retryAt }
      }
      const before = refusal()
      if (before) return before
      let release: () => void
      try {
        release = await acquire(userId, host, signal)
      } catch {
        return { kind: 'busy' }
      }
      // While this one waited, others may have learnt that the image or its host is dead.
      const learnt = refusal()
      if (learnt) {
        release()
        return learnt
      }
      // A host that failed and has not answered since takes one fetch at a time: its fetches time
      // out together, and one more beside them would only fail after them, holding the browser's
      // connection again, before the breaker opens.
      if (health.failing(host) && slots.active(hostKey(host)) > 1) {
        release()
        return { kind: 'busy' }
      }
      const breaker = health.admit(host)
      if (breaker.state === 'open') {
        release()
        return { kind: 'host-down', retryAt: breaker.retryAt }
      }
      const probe = breaker.state === 'probe'
      let judged = false
      const pass: ImagePass = {
        host,
        judge(verdict) {
          if (judged) return
          judged = true
          if (verdict === 'answered') health.hostAnswered(host)
          else if (verdict === 'failed') health.hostFailed(host)
          else if (probe) health.releaseProbe(host)
        },
        release,
      }
      return { kind: 'go', pass }
    },
  }
}

export type ImageGate = ReturnType<typeof createImageGate>
