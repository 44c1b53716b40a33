import { describe, expect, it } from 'vitest'
import type { Programme } from '@myflix/shared'
import {
  GUIDE_REFETCH_IDLE_MS,
  GUIDE_REFETCH_MAX_MS,
  GUIDE_REFETCH_MIN_MS,
  addDays,
  dayStart,
  formatClock,
  formatTimeRange,
  localDayRange,
  nowNextAt,
  programmeAt,
  programmeProgress,
  programmeState,
  refetchDelay,
} from './programme-time'

const show = (start: number, end: number, title = `P${start}`): Programme => ({ start, end, title })

/** Unix seconds of a time on the device's clock (the tests hold in any time zone). */
const local = (day: number, hour: number, minute = 0) =>
  new Date(2025, 5, day, hour, minute).getTime() / 1000

describe('formatClock', () => {
  it('reads HH:mm on a 24-hour clock in the time zone asked for', () => {
    // 2026-11-22 12:05:00 UTC
    const at = Date.UTC(2026, 10, 22, 12, 5) / 1000
    expect(formatClock(at, 'UTC')).toBe('12:05')
    expect(formatClock(at, 'America/Sao_Paulo')).toBe('09:05')
    expect(formatClock(at + 12 * 3600, 'UTC')).toBe('00:05')
    expect(formatClock(0, 'UTC')).toBe('00:00')
  })

  it("reads the device's clock when no time zone is given", () => {
    expect(formatClock(local(14, 21, 5))).toBe('21:05')
    expect(formatClock(local(14, 0, 0))).toBe('00:00')
  })

  it("writes a programme's times as 'HH:mm – HH:mm'", () => {
    const at = Date.UTC(2026, 10, 22, 20, 0) / 1000
    expect(formatTimeRange({ start: at, end: at + 5400 }, 'UTC')).toBe('20:00 – 21:30')
    expect(formatTimeRange({ start: local(14, 20, 30), end: local(14, 21, 15) })).toBe(
      '20:30 – 21:15',
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
    expect(programmeProgress(show(1000, 2000), 1250)).toBe(0.25)
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
  const news = show(1000, 2000, 'Jornal')
  const film = show(2000, 4000, 'Filme')
  const entry = { now: news, next: film }

  it('keeps the answer while its programme is on', () => {
    expect(nowNextAt(entry, 1500)).toEqual(entry)
    expect(nowNextAt(entry, 1000)).toEqual(entry)
  })

  it('moves the next to now once the programme on has ended, before the refetch says what follows', () => {
    expect(nowNextAt(entry, 2000)).toEqual({ now: film, next: null })
    expect(nowNextAt(entry, 2500)).toEqual({ now: film, next: null })
  })

  it('shows a programme that has not begun as next, even the one the server called now', () => {
    expect(nowNextAt({ now: null, next: film }, 1500)).toEqual({ now: null, next: film })
    expect(nowNextAt(entry, 500)).toEqual({ now: null, next: news })
  })

  it('shows nothing once both have ended, or without an answer', () => {
    expect(nowNextAt(entry, 5000)).toEqual({ now: null, next: null })
    expect(nowNextAt(undefined, 1500)).toEqual({ now: null, next: null })
  })
})

describe('dayStart and addDays', () => {
  it("finds the day's midnight and moves by calendar days", () => {
    expect(dayStart(local(14, 21, 5))).toBe(local(14, 0))
    expect(dayStart(local(14, 0))).toBe(local(14, 0))
    expect(addDays(local(14, 0), 1)).toBe(local(15, 0))
    expect(addDays(local(14, 0), -3)).toBe(local(11, 0))
  })
})

describe('localDayRange', () => {
  it('runs from the local midnight of the day to the next', () => {
    const at = new Date(2026, 10, 22, 15, 42, 10).getTime()
    const { from, to } = localDayRange(at / 1000)
    expect(new Date(from * 1000)).toEqual(new Date(2026, 10, 22, 0, 0, 0))
    expect(new Date(to * 1000)).toEqual(new Date(2026, 10, 23, 0, 0, 0))
    expect(from * 1000).toBeLessThanOrEqual(at)
    expect(to * 1000).toBeGreaterThan(at)
  })

  it('puts midnight itself in the day it starts', () => {
    const midnight = new Date(2026, 0, 1, 0, 0, 0).getTime()
    expect(localDayRange(midnight / 1000).from * 1000).toBe(midnight)
  })
})

describe('refetchDelay', () => {
  const nowSeconds = 1_000
  const entry = (now: Programme | null, next: Programme | null) => ({ now, next })

  it('waits until the programme on ends, plus a grace', () => {
    expect(refetchDelay([entry(show(900, 1_060), null)], nowSeconds)).toBe(65_000)
  })

  it('waits for the next to start when nothing is on', () => {
    expect(refetchDelay([entry(null, show(1_030, 1_200))], nowSeconds)).toBe(35_000)
  })

  it('waits for the earliest boundary of a batch', () => {
    const entries = [entry(show(0, 3_600), show(3_600, 7_200)), entry(show(0, 1_800), null)]
    expect(refetchDelay(entries, 600)).toBe((1_800 - 600 + 5) * 1000)
  })

  it('waits for the end of a next already on (the screen shows it as now)', () => {
    expect(refetchDelay([entry(show(0, 900), show(900, 1_100))], nowSeconds)).toBe(105_000)
  })

  it('never asks sooner than the minimum nor later than the maximum', () => {
    expect(refetchDelay([entry(show(0, 1_001), null)], nowSeconds)).toBe(GUIDE_REFETCH_MIN_MS)
    expect(refetchDelay([entry(show(0, 90_000), null)], nowSeconds)).toBe(GUIDE_REFETCH_MAX_MS)
  })

  it('takes another look after the idle delay when nothing has a time ahead', () => {
    expect(refetchDelay([], nowSeconds)).toBe(GUIDE_REFETCH_IDLE_MS)
    expect(refetchDelay([entry(null, null), entry(show(0, 100), null)], nowSeconds)).toBe(
      GUIDE_REFETCH_IDLE_MS,
    )
    expect(GUIDE_REFETCH_IDLE_MS).toBeGreaterThanOrEqual(60_000)
  })
})
