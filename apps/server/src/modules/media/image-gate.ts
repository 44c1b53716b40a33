import { createKeyedSlots } from '../../lib/keyed-slots'
import { createImageHealth, type DeadImage, type ImageHealth } from './image-health'

/**
 * Images must never starve the API: a browser on HTTP/1.1 opens 6 connections to us, and every
 * poster that hangs upstream holds one of them, so the app's own calls queue behind dead posters.
 * Hence: few upstream fetches per user and per host (a user's fifth poster waits for a slot, not
 * its browser socket for a provider), a short wait for a slot, then "busy"; a host that has kept
 * fetches waiting without a word for a while gets no more until it speaks (they answer "busy" at
 * once); and what is known dead answers before any of that.
 */
export const IMAGE_LIMITS = {
  perUser: 4,
  perHost: 8,
  /** Longest wait for a slot; past it the image answers 503 and the browser falls back. */
  queueWaitMs: 500,
  /** A host waited on this long, that has not answered meanwhile, is silent. */
  silentMs: 1_000,
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

/** Per host, since when fetches wait for its first bytes, and when it last gave some. */
function createListening(silentMs: number) {
  const hosts = new Map<string, { waiting: number[]; answeredAt: number }>()
  return {
    /** A fetch from `host` starts; the function ends it, saying whether the host answered. */
    start(host: string): (answered: boolean) => void {
      const entry = hosts.get(host) ?? { waiting: [], answeredAt: 0 }
      hosts.set(host, entry)
      const started = Date.now()
      entry.waiting.push(started)
      return (answered) => {
        entry.waiting.splice(entry.waiting.indexOf(started), 1)
        if (answered) entry.answeredAt = Date.now()
        if (entry.waiting.length === 0) hosts.delete(host)
      }
    },
    /** Fetches have waited on `host` for `silentMs`, and it has said nothing meanwhile. */
    silent(host: string): boolean {
      const entry = hosts.get(host)
      if (!entry) return false
      const since = Date.now() - silentMs
      return Math.min(...entry.waiting) <= since && entry.answeredAt <= since
    },
  }
}

export function createImageGate(limits: typeof IMAGE_LIMITS = IMAGE_LIMITS) {
  const health: ImageHealth = createImageHealth(limits)
  const slots = createKeyedSlots()
  const listening = createListening(limits.silentMs)

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
        if (retryAt !== null) return { kind: 'host-down', retryAt }
        // Its fetches time out together: one more beside them would only fail after them,
        // holding the browser's connection again, before the breaker opens.
        return listening.silent(host) ? { kind: 'busy' } : null
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
      const breaker = health.admit(host)
      if (breaker.state === 'open') {
        release()
        return { kind: 'host-down', retryAt: breaker.retryAt }
      }
      const probe = breaker.state === 'probe'
      const heard = listening.start(host)
      let judged = false
      const pass: ImagePass = {
        host,
        judge(verdict) {
          if (judged) return
          judged = true
          heard(verdict === 'answered')
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
