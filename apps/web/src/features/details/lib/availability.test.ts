import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AVAILABILITY, AvailabilityChecker, startDelay, type Probe } from './availability'

const targets = (...ids: string[]) => ids.map((id) => ({ id, ext: 'mp4', seriesId: '1' }))

/** A probe whose answers the test settles by hand, recording how many run at once. */
function manualProbe() {
  const pending = new Map<string, { resolve: (ok: boolean) => void; signal: AbortSignal }>()
  let maxInFlight = 0
  const probe: Probe = (target, signal) =>
    new Promise<boolean>((resolve) => {
      pending.set(target.id, { resolve, signal })
      maxInFlight = Math.max(maxInFlight, pending.size)
    }).finally(() => pending.delete(target.id))
  return { probe, pending, maxInFlight: () => maxInFlight }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('episode availability checker', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits 800 ms after the last request, then checks in batches of 3', async () => {
    const { probe, pending, maxInFlight } = manualProbe()
    const checker = new AvailabilityChecker(probe)
    checker.request(targets('1', '2'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs - 100)
    checker.request(targets('3', '4', '5'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs - 1)
    expect(pending.size).toBe(0)
    expect(checker.get('1')).toBe('unknown')

    await vi.advanceTimersByTimeAsync(1)
    expect([...pending.keys()]).toEqual(['1', '2', '3'])
    expect(checker.get('1')).toBe('checking')
    expect(checker.get('4')).toBe('unknown')

    for (const id of ['1', '2', '3']) pending.get(id)?.resolve(id !== '2')
    await settle()
    expect([...pending.keys()]).toEqual(['4', '5'])
    expect(checker.get('1')).toBe('available')
    expect(checker.get('2')).toBe('unavailable')
    pending.get('4')?.resolve(true)
    pending.get('5')?.resolve(true)
    await settle()
    expect(maxInFlight()).toBe(3)
    expect(checker.get('5')).toBe('available')
  })

  it('caches answers for 15 minutes', async () => {
    const probe = vi.fn<Probe>(async () => true)
    const checker = new AvailabilityChecker(probe)
    checker.request(targets('1'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(checker.get('1')).toBe('available')

    checker.request(targets('1'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.cacheMs - 1)
    expect(probe).toHaveBeenCalledTimes(1)
    expect(checker.get('1')).toBe('available')

    await vi.advanceTimersByTimeAsync(1)
    expect(checker.get('1')).toBe('unknown')
    checker.request(targets('1'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(probe).toHaveBeenCalledTimes(2)
  })

  it('gives a check 3 s, then counts it as a failure', async () => {
    const probe = vi.fn<Probe>(() => new Promise<boolean>(() => undefined))
    const checker = new AvailabilityChecker(probe)
    checker.request(targets('1'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs + AVAILABILITY.timeoutMs - 1)
    expect(checker.get('1')).toBe('checking')
    expect(probe.mock.calls[0]?.[1].aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(probe.mock.calls[0]?.[1].aborted).toBe(true)
    expect(checker.get('1')).toBe('unknown')
  })

  it('opens the breaker after 10 failures in a row, for 60 s', async () => {
    const probe = vi.fn<Probe>(async (target) => {
      if (target.id === 'ok') return true
      throw new Error('502')
    })
    const checker = new AvailabilityChecker(probe)
    const events: string[] = []
    checker.subscribe((event) => events.push(event))

    // 9 failures, one success (resets the count), then 9 more: still closed.
    checker.request(targets(...Array.from({ length: 9 }, (_, i) => `a${i}`), 'ok'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    checker.request(targets(...Array.from({ length: 9 }, (_, i) => `b${i}`)))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(checker.isOpen()).toBe(false)
    expect(probe).toHaveBeenCalledTimes(19)

    checker.request(targets('c0', 'c1', 'c2'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(checker.isOpen()).toBe(true)
    expect(checker.get('c1')).toBe('circuit-open')
    expect(checker.get('ok')).toBe('available')

    // While open nothing is checked.
    checker.request(targets('d0'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(probe).toHaveBeenCalledTimes(22)

    await vi.advanceTimersByTimeAsync(AVAILABILITY.breakerOpenMs)
    expect(checker.isOpen()).toBe(false)
    expect(events).toContain('closed')
    expect(checker.get('d0')).toBe('unknown')
    checker.request(targets('d0'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(probe).toHaveBeenCalledTimes(23)
  })

  it('aborts running checks and starts no more on dispose', async () => {
    const { probe, pending } = manualProbe()
    const checker = new AvailabilityChecker(probe)
    checker.request(targets('1', '2', '3', '4'))
    await vi.advanceTimersByTimeAsync(AVAILABILITY.debounceMs)
    expect(pending.size).toBe(3)
    const signals = [...pending.values()].map((entry) => entry.signal)
    expect(signals.some((signal) => signal.aborted)).toBe(false)
    checker.dispose()
    await settle()
    expect(signals.every((signal) => signal.aborted)).toBe(true)
    await vi.advanceTimersByTimeAsync(AVAILABILITY.timeoutMs * 3)
    expect(pending.size).toBe(3)
  })

  it('starts card checks between 3 and 5 s', () => {
    expect(startDelay(() => 0)).toBe(3_000)
    expect(startDelay(() => 0.5)).toBe(4_000)
    expect(startDelay(() => 1)).toBe(5_000)
  })
})
