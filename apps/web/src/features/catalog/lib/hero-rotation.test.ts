import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHeroRotation } from './hero-rotation'

describe('hero rotation (spec §4: 5 s, hover pauses, dot pauses 10 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('advances every 5 s and wraps around', () => {
    const seen: number[] = []
    const rotation = createHeroRotation(3, (i) => seen.push(i))
    vi.advanceTimersByTime(4_999)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1])
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([1, 2, 0])
    expect(rotation.index).toBe(0)
    rotation.dispose()
  })

  it('holds while hovered and resumes a full interval after the pointer leaves', () => {
    const seen: number[] = []
    const rotation = createHeroRotation(3, (i) => seen.push(i))
    vi.advanceTimersByTime(3_000)
    rotation.setHovered(true)
    vi.advanceTimersByTime(60_000)
    expect(seen).toEqual([])
    rotation.setHovered(false)
    vi.advanceTimersByTime(4_999)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1])
    rotation.dispose()
  })

  it('selects a dot at once and pauses 10 s before rotating again', () => {
    const seen: number[] = []
    const rotation = createHeroRotation(6, (i) => seen.push(i))
    rotation.select(4)
    expect(seen).toEqual([4])
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([4])
    vi.advanceTimersByTime(5_000)
    expect(seen).toEqual([4, 5])
    rotation.dispose()
  })

  it('restarts the 10 s pause on a second dot click and ignores out-of-range dots', () => {
    const seen: number[] = []
    const rotation = createHeroRotation(3, (i) => seen.push(i))
    rotation.select(1)
    vi.advanceTimersByTime(8_000)
    rotation.select(2)
    rotation.select(7)
    vi.advanceTimersByTime(14_999)
    expect(seen).toEqual([1, 2])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([1, 2, 0])
    rotation.dispose()
  })

  it('does not rotate a single slide and stops after dispose', () => {
    const one: number[] = []
    createHeroRotation(1, (i) => one.push(i))
    const seen: number[] = []
    const rotation = createHeroRotation(3, (i) => seen.push(i))
    rotation.dispose()
    vi.advanceTimersByTime(30_000)
    expect(one).toEqual([])
    expect(seen).toEqual([])
  })
})
