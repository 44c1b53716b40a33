import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebounce, createSeasonSwitcher, createThrottle } from './season-change'

describe('season change (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function setup(initial = 1) {
    let season = initial
    const apply = vi.fn((next: number) => {
      season = next
    })
    const onChange = vi.fn()
    const switcher = createSeasonSwitcher({ current: () => season, apply, onChange })
    return { switcher, apply, onChange, season: () => season }
  }

  it('applies after 150 ms and clears the flag 200 ms later', () => {
    const { switcher, apply, onChange, season } = setup()
    expect(switcher.request(2)).toBe(true)
    expect(onChange).toHaveBeenLastCalledWith(2)
    vi.advanceTimersByTime(149)
    expect(apply).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(apply).toHaveBeenCalledWith(2)
    expect(season()).toBe(2)
    expect(switcher.pending()).toBe(2)
    vi.advanceTimersByTime(199)
    expect(switcher.request(3)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(switcher.pending()).toBeNull()
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(switcher.request(3)).toBe(true)
  })

  it('ignores the same season and a change while one is under way', () => {
    const { switcher, apply } = setup()
    expect(switcher.request(1)).toBe(false)
    expect(switcher.request(2)).toBe(true)
    expect(switcher.request(3)).toBe(false)
    vi.advanceTimersByTime(1_000)
    expect(apply).toHaveBeenCalledTimes(1)
    expect(apply).toHaveBeenCalledWith(2)
  })

  it('does nothing once the screen is gone', () => {
    const { switcher, apply } = setup()
    switcher.request(2)
    switcher.dispose()
    vi.advanceTimersByTime(1_000)
    expect(apply).not.toHaveBeenCalled()
    expect(switcher.request(3)).toBe(false)
  })
})

describe('episode selection and play throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('selects the last episode 500 ms after the last click', () => {
    const select = vi.fn()
    const debounce = createDebounce(select, 500)
    debounce.call('e1')
    vi.advanceTimersByTime(300)
    debounce.call('e2')
    vi.advanceTimersByTime(499)
    expect(select).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(select).toHaveBeenCalledExactlyOnceWith('e2')
  })

  it('lets one play click through per second', () => {
    let now = 0
    const throttle = createThrottle(1_000, () => now)
    const play = vi.fn()
    expect(throttle(play)).toBe(true)
    now = 999
    expect(throttle(play)).toBe(false)
    now = 1_000
    expect(throttle(play)).toBe(true)
    expect(play).toHaveBeenCalledTimes(2)
  })
})
