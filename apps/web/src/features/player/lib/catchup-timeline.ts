import { catchupStreamStart, type Programme } from '@myflix/shared'
import { clamp, spans, type TimeSpan, type TimelineClock } from './stream-timeline'

// A catch-up programme (issue 19) plays as one stream at a time, from an instant the server was
// asked for: the stream's time 0 is `streamStart` (unix seconds). The player shows and seeks in
// programme time, seconds from the programme's start (lib/stream-timeline.ts); a seek the stream
// cannot reach asks the server again for a stream from that instant.

type Bounds = Pick<Programme, 'start' | 'end'>

/**
 * How close to "now" a programme still on air can be asked for: the panel's archive is written a
 * little behind the broadcast.
 */
export const ARCHIVE_LAG_S = 60

export const programmeLength = (programme: Bounds) => Math.max(0, programme.end - programme.start)

/**
 * Seconds into the programme at `currentTime` of a stream whose time 0 is `streamStart`; the lead
 * before the programme counts as its start, the tail after it as its end.
 */
export function programmePosition(programme: Bounds, streamStart: number, currentTime: number) {
  const seconds = streamStart + (Number.isFinite(currentTime) ? currentTime : 0) - programme.start
  return clamp(seconds, 0, programmeLength(programme))
}

/**
 * The `at` of the first request: a resume instant inside the programme, or undefined (from its
 * beginning, lead included) for none, one at or before the start, or nonsense.
 */
export function firstAt(programme: Bounds, startAt: number | null | undefined): number | undefined {
  if (typeof startAt !== 'number' || !Number.isFinite(startAt)) return undefined
  const at = Math.floor(startAt)
  if (at <= programme.start) return undefined
  return Math.min(at, programme.end - 1)
}

/** Where the element starts in a stream answered for `at`: `at` itself, or its time 0. */
export function startOffset(at: number | undefined, streamStart: number): number {
  return at === undefined ? 0 : Math.max(0, at - streamStart)
}

/** The spans to seek natively in: MPEG-TS can only go where it has data, HLS anywhere listed. */
export function reachableSpans(
  video: Pick<HTMLMediaElement, 'seekable' | 'buffered'>,
  ext: string | undefined,
): TimeSpan[] {
  return spans(ext?.toLowerCase() === 'ts' ? video.buffered : video.seekable)
}

/**
 * A programme's clock for a stream whose time 0 is `streamStart`. Its second 0 is its beginning as
 * played from the start (the lead before it included); `now` (unix seconds) keeps a seek in a
 * programme on air to what the archive already holds.
 */
export function catchupClock(programme: Bounds, streamStart: number, now: number): TimelineClock {
  return {
    length: programmeLength(programme),
    latest: Math.max(0, now - ARCHIVE_LAG_S - programme.start),
    position: (currentTime) => programmePosition(programme, streamStart, currentTime),
    streamTime: (position) => instantOf(programme, position) - streamStart,
  }
}

const instantOf = (programme: Bounds, position: number) =>
  position <= 0
    ? catchupStreamStart(programme.start, programme.start)
    : Math.min(programme.start + position, programme.end - 1)

/** The `at` to ask /catchup for, to play from `position`: undefined from the beginning. */
export const catchupAt = (programme: Bounds, position: number): number | undefined =>
  position <= 0 ? undefined : Math.floor(instantOf(programme, position))
