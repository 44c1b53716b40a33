import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PACE, paceDelayMs, pacedStream } from './paced-stream'

describe('paceDelayMs', () => {
  it('sends the burst at once, then no faster than the speed', () => {
    expect(paceDelayMs(0, 0, DEFAULT_PACE)).toBe(0)
    expect(paceDelayMs(30, 0, DEFAULT_PACE)).toBe(0)
    expect(paceDelayMs(34, 0, DEFAULT_PACE)).toBe(1000)
    expect(paceDelayMs(34, 600, DEFAULT_PACE)).toBe(400)
    expect(paceDelayMs(70, 20_000, DEFAULT_PACE)).toBe(0)
  })
})

describe('pacedStream', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const chunk = (i: number) => new Uint8Array([i])

  it('makes a chunk only when the reader asks for one', async () => {
    const made: number[] = []
    const stream = pacedStream(1000, 2, (i) => (made.push(i), chunk(i)), DEFAULT_PACE, Date.now)
    const reader = stream.getReader()
    for (let i = 0; i < 3; i++) expect((await reader.read()).value).toEqual(chunk(i))
    expect(made).toEqual([0, 1, 2])
    await reader.cancel()
    expect(made).toEqual([0, 1, 2])
  })

  it('holds back what is past the burst until the pace allows it, and ends after count', async () => {
    const pace = { burstSeconds: 10, speed: 4 }
    const reader = pacedStream(7, 2, chunk, pace, Date.now).getReader()
    // Chunks 0..5 start at 0..10 s of media: all within the burst.
    for (let i = 0; i < 6; i++) expect((await reader.read()).value).toEqual(chunk(i))
    // Chunk 6 starts at 12 s: (12 - 10) / 4 = 0.5 s after the start.
    let got: Uint8Array | undefined
    void reader.read().then((r) => (got = r.value))
    await vi.advanceTimersByTimeAsync(499)
    expect(got).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(got).toEqual(chunk(6))
    expect((await reader.read()).done).toBe(true)
  })

  it('drops its wait when cancelled, making nothing more', async () => {
    const made: number[] = []
    const pace = { burstSeconds: 0, speed: 1 }
    const reader = pacedStream(5, 2, (i) => (made.push(i), chunk(i)), pace, Date.now).getReader()
    await reader.read()
    const pending = reader.read()
    await reader.cancel()
    expect((await pending).done).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(made).toEqual([0])
  })
})
