import { describe, expect, it } from 'vitest'
import { CATCHUP_LEAD_SECONDS } from '@myflix/shared'
import {
  ARCHIVE_LAG_S,
  catchupAt,
  catchupClock,
  firstAt,
  programmeLength,
  programmePosition,
  reachableSpans,
  startOffset,
} from './catchup-timeline'
import { planSeek as planTimelineSeek, type TimeSpan } from './stream-timeline'

// Yesterday's match: 20:00 to 21:45 (unix seconds on the minute), asked well after it ended.
const start = 1_764_100_800
const programme = { start, end: start + 105 * 60 }
const later = programme.end + 86_400
/** A stream asked from the beginning: its time 0 is two minutes before the kick-off. */
const fromBeginning = start - CATCHUP_LEAD_SECONDS

const ranges = (...spans: [number, number][]) => ({
  length: spans.length,
  start: (i: number) => spans[i]![0],
  end: (i: number) => spans[i]![1],
})

describe('programme time', () => {
  it('is the stream time plus where the stream starts, within the programme', () => {
    expect(programmeLength(programme)).toBe(6_300)
    expect(programmePosition(programme, fromBeginning, 0)).toBe(0)
    expect(programmePosition(programme, fromBeginning, 150)).toBe(30)
    expect(programmePosition(programme, start + 3_000, 12.5)).toBe(3_012.5)
    // The tail after the end counts as the end; nonsense as the stream's start.
    expect(programmePosition(programme, start + 6_000, 900)).toBe(6_300)
    expect(programmePosition(programme, start + 600, Number.NaN)).toBe(600)
  })

  it('asks first from a resume instant inside the programme, else from its beginning', () => {
    expect(firstAt(programme, undefined)).toBeUndefined()
    expect(firstAt(programme, null)).toBeUndefined()
    expect(firstAt(programme, start)).toBeUndefined()
    expect(firstAt(programme, start - 60)).toBeUndefined()
    expect(firstAt(programme, start + 1_234.7)).toBe(start + 1_234)
    expect(firstAt(programme, programme.end + 60)).toBe(programme.end - 1)
    expect(firstAt(programme, Number.NaN)).toBeUndefined()
  })

  it('starts a stream at the instant asked, or at its time 0 from the beginning', () => {
    // The server rounds the stream's start down to the minute.
    expect(startOffset(start + 1_234, start + 1_200)).toBe(34)
    expect(startOffset(undefined, fromBeginning)).toBe(0)
    expect(startOffset(start, start + 60)).toBe(0)
  })
})

/** A seek in programme time, as the player plans it: natively, or asking /catchup for `at`. */
function planSeek(
  target: number,
  context: { programme: typeof programme; streamStart: number; reachable: TimeSpan[]; now: number },
) {
  const clock = catchupClock(context.programme, context.streamStart, context.now)
  const plan = planTimelineSeek(target, clock, context.reachable)
  return plan.kind === 'native'
    ? plan
    : { kind: 'request', at: catchupAt(context.programme, plan.position) }
}

describe('seeking in a programme', () => {
  const hls = { programme, streamStart: fromBeginning, now: later }

  it('seeks natively inside what the stream reaches', () => {
    const reachable = [{ start: 0, end: 6_720 }]
    expect(planSeek(1_800, { ...hls, reachable })).toEqual({
      kind: 'native',
      time: 1_800 + CATCHUP_LEAD_SECONDS,
    })
    // The beginning is the stream's own start, lead included.
    expect(planSeek(0, { ...hls, reachable })).toEqual({ kind: 'native', time: 0 })
  })

  it('asks for a new stream from the instant the stream cannot reach', () => {
    const buffered = [{ start: 0, end: 300 }]
    expect(planSeek(3_600.6, { ...hls, reachable: buffered })).toEqual({
      kind: 'request',
      at: start + 3_600,
    })
    // Before a stream asked from the middle: from the beginning again, lead included.
    const middle = { programme, streamStart: start + 3_600, now: later, reachable: buffered }
    expect(planSeek(0, middle)).toEqual({ kind: 'request', at: undefined })
    expect(planSeek(-30, middle)).toEqual({ kind: 'request', at: undefined })
    expect(planSeek(120, middle)).toEqual({ kind: 'request', at: start + 120 })
    // Nothing held yet (the stream is loading) reaches nothing.
    expect(planSeek(10, { ...hls, reachable: [] })).toEqual({ kind: 'request', at: start + 10 })
  })

  it('keeps to the programme and, on air, to what the archive already holds', () => {
    const reachable = [{ start: 0, end: 100_000 }]
    expect(planSeek(99_999, { ...hls, reachable })).toEqual({
      kind: 'native',
      time: programme.end - 1 - fromBeginning,
    })
    // Restarted ten minutes in: → past now goes to the latest the archive has.
    const onAir = { programme, streamStart: fromBeginning, now: start + 600, reachable: [] }
    expect(planSeek(3_000, onAir)).toEqual({ kind: 'request', at: start + 600 - ARCHIVE_LAG_S })
  })
})

describe('reachableSpans', () => {
  const video = { seekable: ranges([0, 6_000]), buffered: ranges([10, 40], [60, 90]) }

  it('reads the seekable spans of HLS and the buffered ones of MPEG-TS', () => {
    expect(reachableSpans(video as unknown as HTMLMediaElement, 'm3u8')).toEqual([
      { start: 0, end: 6_000 },
    ])
    expect(reachableSpans(video as unknown as HTMLMediaElement, 'TS')).toEqual([
      { start: 10, end: 40 },
      { start: 60, end: 90 },
    ])
  })
})
