import { catchupStreamStart, type Programme } from '@myflix/shared'

// A catch-up programme (issue 19) plays as one stream at a time, from an instant the server was
// asked for: the stream's time 0 is `streamStart` (unix seconds). The player shows and seeks in
// programme time, seconds from the programme's start; a seek the stream cannot reach asks the
// server again for a stream from that instant.

/** A stretch of stream time the element holds (one range of `seekable` or `buffered`). */
export type TimeSpan = { start: number; end: number }

type Bounds = Pick<Programme, 'start' | 'end'>

/**
 * How close to "now" a programme still on air can be asked for: the panel's archive is written a
 * little behind the broadcast.
 */
export const ARCHIVE_LAG_S = 60

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

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
  const ranges = ext?.toLowerCase() === 'ts' ? video.buffered : video.seekable
  return Array.from({ length: ranges.length }, (_, i) => ({
    start: ranges.start(i),
    end: ranges.end(i),
  }))
}

/** A seek: in the stream playing (`time`, its seconds), or a new stream from `at` (undefined: the beginning). */
export type SeekPlan =
  { kind: 'native'; time: number } | { kind: 'request'; at: number | undefined }

export interface SeekContext {
  programme: Bounds
  /** The playing stream's time 0, unix seconds. */
  streamStart: number
  reachable: readonly TimeSpan[]
  /** The wall clock, unix seconds: a programme on air cannot be sought past what aired. */
  now: number
}

/**
 * A seek to `target` seconds into the programme. 0 is its beginning as played from the start (the
 * lead before it included); a target past what has aired goes to the latest the archive holds.
 */
export function planSeek(target: number, context: SeekContext): SeekPlan {
  const { programme, streamStart, reachable, now } = context
  const aired = Math.max(0, now - ARCHIVE_LAG_S - programme.start)
  const position = clamp(
    Number.isFinite(target) ? target : 0,
    0,
    Math.min(programmeLength(programme), aired),
  )
  const fromStart = position <= 0
  const instant = fromStart
    ? catchupStreamStart(programme.start, programme.start)
    : Math.min(programme.start + position, programme.end - 1)
  const time = instant - streamStart
  const inside = reachable.some((span) => time >= span.start && time <= span.end)
  if (time >= 0 && inside) return { kind: 'native', time }
  return { kind: 'request', at: fromStart ? undefined : Math.floor(instant) }
}
