import { describe, expect, it } from 'vitest'
import { ANYWHERE, offsetClock, planSeek, restartSecond, spans } from './stream-timeline'

// A transcoded movie of 1:40:00, its stream started at 50:00 (`?t=3000`): the element's 0 is the
// movie's 3000, and 120 s of it have arrived.
const movie = 6_000
const fromMiddle = offsetClock(3_000, movie)
const arrived = [{ start: 0, end: 120 }]

describe('a processed stream’s clock', () => {
  it('is the title’s time: where the stream started plus the element’s time, within the title', () => {
    expect(fromMiddle.length).toBe(movie)
    expect(fromMiddle.position(0)).toBe(3_000)
    expect(fromMiddle.position(42.5)).toBe(3_042.5)
    expect(fromMiddle.position(Number.NaN)).toBe(3_000)
    expect(offsetClock(5_990, movie).position(30)).toBe(movie)
    expect(fromMiddle.streamTime(3_100)).toBe(100)
  })

  it('does without a length when the probe did not tell one', () => {
    const unknown = offsetClock(600, null)
    expect(unknown.length).toBeNaN()
    expect(unknown.position(7_200)).toBe(7_800)
  })
})

describe('planSeek', () => {
  it('seeks natively in what has arrived, in the element’s time', () => {
    expect(planSeek(3_060, fromMiddle, arrived)).toEqual({ kind: 'native', time: 60 })
    expect(planSeek(3_000, fromMiddle, arrived)).toEqual({ kind: 'native', time: 0 })
  })

  it('starts a new stream anywhere else: before its start, past what arrived', () => {
    expect(planSeek(2_990, fromMiddle, arrived)).toEqual({ kind: 'restart', position: 2_990 })
    expect(planSeek(3_600, fromMiddle, arrived)).toEqual({ kind: 'restart', position: 3_600 })
    expect(planSeek(600, fromMiddle, [])).toEqual({ kind: 'restart', position: 600 })
  })

  it('keeps within the title, and a programme on air within what aired', () => {
    expect(planSeek(-50, fromMiddle, arrived)).toEqual({ kind: 'restart', position: 0 })
    expect(planSeek(9_999, fromMiddle, arrived)).toEqual({ kind: 'restart', position: movie })
    expect(planSeek(Number.NaN, offsetClock(0, movie), arrived)).toEqual({
      kind: 'native',
      time: 0,
    })
    const onAir = { ...offsetClock(0, movie), latest: 1_000 }
    expect(planSeek(4_000, onAir, [])).toEqual({ kind: 'restart', position: 1_000 })
  })

  it('always seeks natively in a title played as it is, its length unknown or not', () => {
    expect(planSeek(4_321, offsetClock(0, movie), ANYWHERE)).toEqual({
      kind: 'native',
      time: 4_321,
    })
    expect(planSeek(4_321, offsetClock(0, Number.NaN), ANYWHERE)).toEqual({
      kind: 'native',
      time: 4_321,
    })
  })
})

describe('restartSecond', () => {
  it('is a whole second, at the latest one before the end', () => {
    expect(restartSecond(3_600.8, movie)).toBe(3_600)
    expect(restartSecond(movie, movie)).toBe(movie - 1)
    expect(restartSecond(-3, movie)).toBe(0)
    expect(restartSecond(7_000.5, Number.NaN)).toBe(7_000)
  })
})

describe('spans', () => {
  it('lists a TimeRanges', () => {
    const ranges = {
      length: 2,
      start: (i: number) => [0, 60][i]!,
      end: (i: number) => [30, 90][i]!,
    }
    expect(spans(ranges)).toEqual([
      { start: 0, end: 30 },
      { start: 60, end: 90 },
    ])
  })
})
