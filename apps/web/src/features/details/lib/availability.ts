/** Spec §4 episode availability states. */
export type Availability = 'unknown' | 'checking' | 'available' | 'unavailable' | 'circuit-open'

/** Spec §9 episode constants. */
export const AVAILABILITY = {
  batchSize: 3,
  timeoutMs: 3_000,
  debounceMs: 800,
  cacheMs: 15 * 60_000,
  breakerFailures: 10,
  breakerOpenMs: 60_000,
  startMinMs: 3_000,
  startMaxMs: 5_000,
} as const

export interface EpisodeTarget {
  id: string
  ext: string
  seriesId: string
}

/**
 * Resolves true when the episode answers, false when the provider says it is not there (a definite
 * 4xx); rejects when the check itself failed (network, 5xx, time-out) — only those feed the breaker.
 */
export type Probe = (target: EpisodeTarget, signal: AbortSignal) => Promise<boolean>

export class ProbeFailure extends Error {}

interface Clock {
  now: () => number
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}

/** A random delay in [min, max] (spec §9: card checks start after 3-5 s). */
export const startDelay = (random: () => number = Math.random) =>
  AVAILABILITY.startMinMs +
  Math.round(random() * (AVAILABILITY.startMaxMs - AVAILABILITY.startMinMs))

/**
 * Checks episodes in the background: requests are debounced (800 ms), run 3 at a time with a 3 s
 * time-out each, and answers are cached for 15 min. After 10 failed checks in a row the breaker opens
 * for 60 s: nothing is checked and unchecked episodes read 'circuit-open' ('(Sistema ocupado)').
 */
export class AvailabilityChecker {
  private readonly cache = new Map<string, { value: boolean; at: number }>()
  private readonly checking = new Set<string>()
  private queue: EpisodeTarget[] = []
  private debounce: unknown = null
  private running = false
  private failures = 0
  private openUntil = 0
  private disposed = false
  private readonly controllers = new Set<AbortController>()
  private readonly listeners = new Set<(event: 'change' | 'closed') => void>()

  constructor(
    private readonly probe: Probe,
    private readonly clock: Clock = systemClock,
  ) {}

  get(id: string): Availability {
    const cached = this.cache.get(id)
    if (cached && this.clock.now() - cached.at < AVAILABILITY.cacheMs) {
      return cached.value ? 'available' : 'unavailable'
    }
    if (this.checking.has(id)) return 'checking'
    return this.isOpen() ? 'circuit-open' : 'unknown'
  }

  isOpen(): boolean {
    return this.clock.now() < this.openUntil
  }

  /** Queues episodes whose answer is not cached; the run starts 800 ms after the last request. */
  request(targets: readonly EpisodeTarget[]): void {
    if (this.disposed) return
    const queued = new Set(this.queue.map((target) => target.id))
    for (const target of targets) {
      const state = this.get(target.id)
      if ((state === 'unknown' || state === 'circuit-open') && !queued.has(target.id)) {
        this.queue.push(target)
        queued.add(target.id)
      }
    }
    if (this.queue.length === 0) return
    if (this.debounce !== null) this.clock.clearTimeout(this.debounce)
    this.debounce = this.clock.setTimeout(() => {
      this.debounce = null
      void this.drain()
    }, AVAILABILITY.debounceMs)
  }

  /** 'change' when states move; 'closed' when the breaker closes again (time to re-request). */
  subscribe(listener: (event: 'change' | 'closed') => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  dispose(): void {
    this.disposed = true
    if (this.debounce !== null) this.clock.clearTimeout(this.debounce)
    for (const controller of this.controllers) controller.abort()
    this.queue = []
    this.listeners.clear()
  }

  private emit(event: 'change' | 'closed' = 'change') {
    for (const listener of this.listeners) listener(event)
  }

  private async drain() {
    if (this.running) return
    this.running = true
    try {
      while (this.queue.length > 0 && !this.disposed) {
        if (this.isOpen()) {
          this.queue = []
          break
        }
        const batch = this.queue.splice(0, AVAILABILITY.batchSize)
        for (const target of batch) this.checking.add(target.id)
        this.emit()
        await Promise.all(batch.map((target) => this.check(target)))
        this.emit()
      }
    } finally {
      this.running = false
    }
  }

  private async check(target: EpisodeTarget) {
    const controller = new AbortController()
    this.controllers.add(controller)
    const timer = this.clock.setTimeout(() => controller.abort(), AVAILABILITY.timeoutMs)
    try {
      const value = await new Promise<boolean>((resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(new ProbeFailure('timeout')))
        this.probe(target, controller.signal).then(resolve, reject)
      })
      this.cache.set(target.id, { value, at: this.clock.now() })
      this.failures = 0
    } catch {
      if (this.disposed) return
      this.failures += 1
      if (this.failures >= AVAILABILITY.breakerFailures) {
        this.openUntil = this.clock.now() + AVAILABILITY.breakerOpenMs
        this.failures = 0
        this.emit()
        this.clock.setTimeout(() => {
          if (!this.disposed) this.emit('closed')
        }, AVAILABILITY.breakerOpenMs)
      }
    } finally {
      this.clock.clearTimeout(timer)
      this.controllers.delete(controller)
      this.checking.delete(target.id)
    }
  }
}
