import { describe, expect, it } from 'vitest'
import {
  archiveDaysFrom,
  catchupMinutes,
  catchupOffer,
  catchupStreamStart,
  CATCHUP_LEAD_SECONDS,
} from './catchup-rules'

const DAY = 86_400
const now = 1_800_000_000

describe('archiveDaysFrom', () => {
  it('reads days, rounding a fraction up', () => {
    expect(archiveDaysFrom(7)).toBe(7)
    expect(archiveDaysFrom(1.5)).toBe(2)
  })
  it('reads a number above 31 as hours', () => {
    expect(archiveDaysFrom(72)).toBe(3)
    expect(archiveDaysFrom(168)).toBe(7)
    expect(archiveDaysFrom(36)).toBe(2)
  })
  it('caps at 14 days and refuses nonsense', () => {
    expect(archiveDaysFrom(30)).toBe(14)
    expect(archiveDaysFrom(24 * 60)).toBe(14)
    expect(archiveDaysFrom(0)).toBe(0)
    expect(archiveDaysFrom(-3)).toBe(0)
    expect(archiveDaysFrom(Number.NaN)).toBe(0)
  })
})

describe('catchupOffer', () => {
  it('offers a programme that ended within the archive', () => {
    expect(catchupOffer({ start: now - DAY, end: now - DAY + 3600 }, 2, now)).toBe('replay')
  })
  it('offers a restart of the programme on now', () => {
    expect(catchupOffer({ start: now - 600, end: now + 1200 }, 1, now)).toBe('restart')
  })
  it('offers nothing without archive, beyond it, or for the future', () => {
    expect(catchupOffer({ start: now - 7200, end: now - 3600 }, 0, now)).toBe('none')
    expect(catchupOffer({ start: now - 7200, end: now - 3600 }, undefined, now)).toBe('none')
    expect(catchupOffer({ start: now - 3 * DAY, end: now - 3 * DAY + 60 }, 2, now)).toBe('none')
    expect(catchupOffer({ start: now + 60, end: now + 3600 }, 7, now)).toBe('none')
  })
  it('never reaches further back than 14 days, whatever the channel says', () => {
    expect(catchupOffer({ start: now - 20 * DAY, end: now - 20 * DAY + 60 }, 60, now)).toBe('none')
  })
})

describe('catchup stream bounds', () => {
  it('starts early, on the minute, when played from the beginning', () => {
    const start = 1_800_000_030
    expect(catchupStreamStart(start, start)).toBe(
      Math.floor((start - CATCHUP_LEAD_SECONDS) / 60) * 60,
    )
  })
  it('starts on the minute of a point inside the programme', () => {
    expect(catchupStreamStart(1_800_000_000, 1_800_000_000 + 1_234)).toBe(1_800_001_200)
  })
  it('covers the programme and its tail in whole minutes', () => {
    expect(catchupMinutes(1_800_000_000, 1_800_003_600)).toBe(65)
    expect(catchupMinutes(1_800_000_000, 1_800_003_601)).toBe(66)
  })
})
