import { describe, expect, it } from 'vitest'
import {
  blockGeometry,
  chunksOf,
  mergeProgrammes,
  nowOffset,
  rulerTicks,
  scrollLeftFor,
  widthOf,
  xOf,
} from './timeline'

const HOUR = 3600
// A day from a midnight on a half-hour boundary of the epoch (any UTC midnight is one).
const day = { from: 20_000 * 86_400, to: 20_001 * 86_400 }

describe('timeline', () => {
  it('draws 4 px a minute: a half hour is 120 px, a day 5,760 px', () => {
    expect(xOf(day.from + 1800, day)).toBe(120)
    expect(widthOf(day)).toBe(5760)
  })

  it('cuts a day into four 6-hour chunks, and a 25-hour day into five, the last short', () => {
    expect(chunksOf(day)).toEqual(
      [0, 1, 2, 3].map((i) => ({
        from: day.from + i * 6 * HOUR,
        to: day.from + (i + 1) * 6 * HOUR,
      })),
    )
    const long = { from: day.from, to: day.from + 25 * HOUR }
    expect(chunksOf(long).at(-1)).toEqual({ from: day.from + 24 * HOUR, to: long.to })
  })

  it('marks every half hour on the clock', () => {
    const ticks = rulerTicks({ from: day.from + 600, to: day.from + 2 * HOUR })
    expect(ticks.map((time) => (time - day.from) / 60)).toEqual([30, 60, 90])
    expect(rulerTicks(day)).toHaveLength(48)
  })

  it("gives a block its duration's width, clipped to the span", () => {
    const programme = { start: day.from + HOUR, end: day.from + 2 * HOUR, title: 'A' }
    expect(blockGeometry(programme, day)).toEqual({ left: 240, width: 240 })
    const overnight = { start: day.from - HOUR, end: day.from + 1800, title: 'B' }
    expect(blockGeometry(overnight, day)).toEqual({ left: 0, width: 120 })
    const late = { start: day.to - 1800, end: day.to + HOUR, title: 'C' }
    expect(blockGeometry(late, day)).toEqual({ left: 5760 - 120, width: 120 })
    expect(blockGeometry({ start: day.to, end: day.to + 60, title: 'D' }, day)).toBeNull()
  })

  it('places the now line inside the day only', () => {
    expect(nowOffset(day.from + 2 * HOUR, day)).toBe(480)
    expect(nowOffset(day.to, day)).toBeNull()
    expect(nowOffset(day.from - 1, day)).toBeNull()
  })

  it('scrolls so a time sits a quarter into the viewport, within the day', () => {
    expect(scrollLeftFor(day.from + 12 * HOUR, day, 1000)).toBe(12 * 240 - 250)
    expect(scrollLeftFor(day.from, day, 1000)).toBe(0)
    expect(scrollLeftFor(day.to - 60, day, 1000)).toBe(5760 - 1000)
  })

  it('keeps a programme crossing two chunks once, in start order', () => {
    const crossing = { start: 100, end: 300, title: 'X' }
    const merged = mergeProgrammes([
      [{ start: 0, end: 100, title: 'W' }, crossing],
      [crossing, { start: 300, end: 400, title: 'Y' }],
    ])
    expect(merged.map((programme) => programme.title)).toEqual(['W', 'X', 'Y'])
  })
})
