import { describe, expect, it } from 'vitest'
import {
  GUIDE_REFETCH_MAX_MS,
  GUIDE_REFETCH_MIN_MS,
  formatClock,
  formatTimeRange,
  localDayRange,
  nowNextAt,
  programmeAt,
  programmeProgress,
  programmeState,
  refetchDelay,
} from './programme-time'

const show = (start: number, end: number, title = `P${start}`) => ({ start, end, title })

describe('formatClock', () => {
  it('reads HH:mm on a 24-hour clock in the time zone asked for', () => {
    // 2026-11-22 12:05:00 UTC
    const at = Date.UTC(2026, 10, 22, 12, 5) / 1000
    expect(formatClock(at, 'UTC')).toBe('12:05')
    expect(formatClock(at, 'America/Sao_Paulo')).toBe('09:05')
    expect(formatClock(at + 12 * 3600, 'UTC')).toBe('00:05')
  })

  it("writes a programme's times as 'HH:mm–HH:mm'", () => {
    const at = Date.UTC(2026, 10, 22, 20, 0) / 1000
    expect(formatTimeRange({ start: at, end: at + 5400, title: 'Filme' }, 'UTC')).toBe(
      '20:00–21:30',
    )
  })
})

describe('programmeState and programmeProgress', () => {
  const programme = show(1_000, 2_800)

  it('is future before its start, on from its start, past from its end', () => {
    expect(programmeState(programme, 999)).toBe('future')
    expect(programmeState(programme, 1_000)).toBe('now')
    expect(programmeState(programme, 2_799)).toBe('now')
    expect(programmeState(programme, 2_800)).toBe('past')
  })

  it('goes from 0 to 1 over the programme, clamped outside it', () => {
    expect(programmeProgress(programme, 500)).toBe(0)
    expect(programmeProgress(programme, 1_000)).toBe(0)
    expect(programmeProgress(programme, 1_450)).toBe(0.25)
    expect(programmeProgress(programme, 2_800)).toBe(1)
    expect(programmeProgress(programme, 9_000)).toBe(1)
  })

  it('treats an empty programme as not begun, then done', () => {
    expect(programmeProgress(show(100, 100), 99)).toBe(0)
    expect(programmeProgress(show(100, 100), 100)).toBe(1)
  })
})

describe('programmeAt', () => {
  const day = [show(0, 100), show(100, 200), show(250, 300)]

  it('finds the programme on at a time, and none in a gap or outside the list', () => {
    expect(programmeAt(day, 150)?.start).toBe(100)
    expect(programmeAt(day, 100)?.start).toBe(100)
    expect(programmeAt(day, 220)).toBeNull()
    expect(programmeAt(day, 300)).toBeNull()
    expect(programmeAt([], 10)).toBeNull()
  })
})

describe('nowNextAt', () => {
  const entry = { now: show(0, 100, 'Jornal'), next: show(100, 200, 'Futebol') }

  it('keeps the answer while its programme is on', () => {
    expect(nowNextAt(entry, 50)).toEqual(entry)
  })

  it('moves the next to now once the programme on has ended', () => {
    expect(nowNextAt(entry, 120)).toEqual({ now: entry.next, next: null })
  })

  it('shows only a next that has not begun when nothing is on, and nothing after both', () => {
    expect(nowNextAt({ now: null, next: show(100, 200) }, 40)).toEqual({
      now: null,
      next: show(100, 200),
    })
    expect(nowNextAt(entry, 500)).toEqual({ now: null, next: null })
    expect(nowNextAt(undefined, 500)).toEqual({ now: null, next: null })
  })
})

describe('localDayRange', () => {
  it('runs from the local midnight of the day to the next', () => {
    const at = new Date(2026, 10, 22, 15, 42, 10).getTime()
    const { from, to } = localDayRange(at)
    expect(new Date(from * 1000)).toEqual(new Date(2026, 10, 22, 0, 0, 0))
    expect(new Date(to * 1000)).toEqual(new Date(2026, 10, 23, 0, 0, 0))
    expect(from * 1000).toBeLessThanOrEqual(at)
    expect(to * 1000).toBeGreaterThan(at)
  })

  it('puts midnight itself in the day it starts', () => {
    const midnight = new Date(2026, 0, 1, 0, 0, 0).getTime()
    expect(localDayRange(midnight).from * 1000).toBe(midnight)
  })
})

describe('refetchDelay', () => {
  const nowMs = 1_000_000

  it('waits until the programme on ends, a second past it', () => {
    expect(refetchDelay({ now: show(900, 1_060), next: null }, nowMs)).toBe(61_000)
  })

  it('waits for the next to start when nothing is on', () => {
    expect(refetchDelay({ now: null, next: show(1_030, 1_200) }, nowMs)).toBe(31_000)
  })

  it('never asks sooner than the minimum nor later than the maximum', () => {
    expect(refetchDelay({ now: show(0, 999), next: null }, nowMs)).toBe(GUIDE_REFETCH_MIN_MS)
    expect(refetchDelay({ now: show(0, 90_000), next: null }, nowMs)).toBe(GUIDE_REFETCH_MAX_MS)
  })

  it('does not ask again for a channel the guide has nothing for', () => {
    expect(refetchDelay({ now: null, next: null }, nowMs)).toBe(false)
    expect(refetchDelay(undefined, nowMs)).toBe(false)
  })
})
