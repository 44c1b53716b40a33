// What the player shows and seeks in is the title's time: a movie's, an episode's, a programme's
// of the archive. The element plays one stream at a time, whose time 0 may be anywhere in the title:
// a catch-up stream starts where the server was asked (issue 19), a remuxed or transcoded stream
// where its URL said (`?t=`, issue 20). A seek the playing stream holds is the element's; any other
// asks for a new stream from there.

/** A stretch of stream time the element holds (one range of `seekable` or `buffered`). */
export type TimeSpan = { start: number; end: number }

/** How the playing stream's clock lies on the title's. */
export interface TimelineClock {
  /** The title's length in seconds; NaN while unknown. */
  length: number
  /** The latest second a seek may reach, when short of the length (a programme still on air). */
  latest?: number
  /** The title's second at the element's `currentTime`. */
  position: (currentTime: number) => number
  /** The element's time, in the playing stream, of the title's second `position`. */
  streamTime: (position: number) => number
}

/** A seek: in the stream playing (`time`, the element's), or a new stream from the title's `position`. */
export type SeekPlan = { kind: 'native'; time: number } | { kind: 'restart'; position: number }

export const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value))

const known = (seconds: number) => Number.isFinite(seconds) && seconds > 0

/** A seek to the title's second `target`, kept within the title and what can be reached of it. */
export function planSeek(
  target: number,
  clock: TimelineClock,
  reachable: readonly TimeSpan[],
): SeekPlan {
  const end = Math.min(known(clock.length) ? clock.length : Infinity, clock.latest ?? Infinity)
  const position = clamp(Number.isFinite(target) ? target : 0, 0, end)
  const time = clock.streamTime(position)
  const inside = reachable.some((span) => time >= span.start && time <= span.end)
  if (time >= 0 && inside) return { kind: 'native', time }
  return { kind: 'restart', position }
}

/** The spans of a `TimeRanges`. */
export function spans(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>): TimeSpan[] {
  return Array.from({ length: ranges.length }, (_, i) => ({
    start: ranges.start(i),
    end: ranges.end(i),
  }))
}

/** Everywhere: a stream played as it is seeks anywhere by itself (the element fetches what it needs). */
export const ANYWHERE: readonly TimeSpan[] = [{ start: 0, end: Infinity }]

/**
 * A stream whose time 0 is the title's second `offset`: a remuxed or transcoded stream started
 * there, or (offset 0) the title played as it is. `length` is the title's (a processed stream's
 * element only knows what has arrived so far); null when unknown.
 */
export function offsetClock(offset: number, length: number | null): TimelineClock {
  const end = length !== null && known(length) ? length : Infinity
  return {
    length: length ?? Number.NaN,
    position: (currentTime) =>
      clamp(offset + (Number.isFinite(currentTime) ? currentTime : 0), 0, end),
    streamTime: (position) => position - offset,
  }
}

/**
 * Where a processed stream starts again for `position`: a second before the end at the latest, so
 * a restart never asks for an empty stream.
 */
export function restartSecond(position: number, length: number): number {
  const last = known(length) ? Math.max(0, length - 1) : Infinity
  return Math.floor(clamp(position, 0, last))
}
