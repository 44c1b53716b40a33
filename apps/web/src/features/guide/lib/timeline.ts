import { CATCHUP_MAX_DAYS, GUIDE_DAYS_AHEAD, type Programme } from '@myflix/shared'

// The guide's geometry: one day across, at a fixed scale, fetched and rendered in chunks of time.

/** Width of one minute: a 30-minute slot is 120 px. */
export const PX_PER_MINUTE = 4
const PX_PER_SECOND = PX_PER_MINUTE / 60
/** The time the grid fetches and renders as one column: 6 hours. */
export const CHUNK_SECONDS = 6 * 60 * 60
/** The ruler's step. */
export const SLOT_SECONDS = 30 * 60
/** Channels per guide-window request (its own limit, GUIDE_WINDOW_LIMIT_MAX). */
export const WINDOW_PAGE_SIZE = 50

export interface Span {
  /** Unix seconds. */
  from: number
  to: number
}

/** Pixels from the start of the span to `seconds`. */
export const xOf = (seconds: number, span: Span): number => (seconds - span.from) * PX_PER_SECOND

export const widthOf = (span: Span): number => xOf(span.to, span)

/** The span cut into CHUNK_SECONDS columns from its start; the last one may be shorter. */
export function chunksOf(span: Span): Span[] {
  const chunks: Span[] = []
  for (let from = span.from; from < span.to; from += CHUNK_SECONDS) {
    chunks.push({ from, to: Math.min(span.to, from + CHUNK_SECONDS) })
  }
  return chunks
}

/** The ruler's marks inside `span`: every half hour on the clock (xx:00 and xx:30). */
export function rulerTicks(span: Span): number[] {
  const first = Math.ceil(span.from / SLOT_SECONDS) * SLOT_SECONDS
  const ticks: number[] = []
  for (let time = first; time < span.to; time += SLOT_SECONDS) ticks.push(time)
  return ticks
}

/**
 * Where a programme's block sits in `span`: its width is its duration, clipped to the span; null
 * when it lies outside.
 */
export function blockGeometry(
  programme: Programme,
  span: Span,
): { left: number; width: number } | null {
  const start = Math.max(programme.start, span.from)
  const end = Math.min(programme.end, span.to)
  if (end <= start) return null
  return { left: xOf(start, span), width: xOf(end, span) - xOf(start, span) }
}

/** The "now" line's offset, or null when now is outside the span shown. */
export function nowOffset(now: number, span: Span): number | null {
  return now >= span.from && now < span.to ? xOf(now, span) : null
}

/** Where to scroll so `time` sits a quarter into a viewport `width` px wide. */
export function scrollLeftFor(time: number, span: Span, width: number): number {
  return Math.max(0, Math.min(widthOf(span) - width, xOf(time, span) - width / 4))
}

/**
 * One channel's programmes from several chunks' answers: a programme crossing a chunk boundary
 * comes in both, and is kept once. Sorted by start.
 */
export function mergeProgrammes(lists: readonly (readonly Programme[])[]): Programme[] {
  const byStart = new Map<number, Programme>()
  for (const list of lists) {
    for (const programme of list) {
      const known = byStart.get(programme.start)
      if (!known || programme.end > known.end) byStart.set(programme.start, programme)
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start)
}

/**
 * The days ±1 reaches: back as far as any channel's archive is offered (the server keeps the guide
 * that far back for the longest archive of the account), the guide's days ahead.
 */
export const DAY_OFFSET_MIN = -CATCHUP_MAX_DAYS
export const DAY_OFFSET_MAX = GUIDE_DAYS_AHEAD
