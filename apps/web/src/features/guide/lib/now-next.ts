import { GUIDE_NOW_IDS_MAX, type ChannelNowNext, type Programme } from '@myflix/shared'

export interface OnAir {
  now: Programme | null
  next: Programme | null
}

const airing = (programme: Programme | null, at: number): boolean =>
  programme !== null && programme.start <= at && at < programme.end

/**
 * What a channel shows at `at` from the now/next the server gave a while ago: once "now" has ended,
 * "next" is on (and what follows is unknown until the refetch); a programme not begun yet is next.
 */
export function onAirAt(entry: ChannelNowNext | undefined, at: number): OnAir {
  if (!entry) return { now: null, next: null }
  const { now, next } = entry
  if (airing(now, at)) return { now, next }
  if (airing(next, at)) return { now: next, next: null }
  const upcoming = [now, next].find((programme) => programme && programme.start > at)
  return { now: null, next: upcoming ?? null }
}

/** How much of a programme has gone by at `at`, between 0 and 1. */
export function progressAt(programme: Programme, at: number): number {
  const length = programme.end - programme.start
  if (length <= 0) return 1
  return Math.min(1, Math.max(0, (at - programme.start) / length))
}

/** Seconds after a boundary before asking: the server may read its clock a moment later. */
const GRACE_SECONDS = 5
/** Never sooner than this, even when a boundary is seconds away (or the clocks disagree). */
export const MIN_REFETCH_MS = 15_000
/** Nor later: a guide that arrives or changes meanwhile still shows up. */
export const MAX_REFETCH_MS = 30 * 60_000
/** When nothing shown has a time to wait for (no guide, or none for these channels). */
export const IDLE_REFETCH_MS = 10 * 60_000

/**
 * When to ask again for these channels' now/next: just after the earliest boundary they show (a
 * programme ending, or the next one starting), within [MIN_REFETCH_MS, MAX_REFETCH_MS].
 */
export function nextRefetchDelay(entries: readonly ChannelNowNext[], nowSeconds: number): number {
  let boundary = Number.POSITIVE_INFINITY
  for (const { now, next } of entries) {
    for (const time of [now?.end, next?.start]) {
      if (time !== undefined && time > nowSeconds && time < boundary) boundary = time
    }
  }
  if (boundary === Number.POSITIVE_INFINITY) return IDLE_REFETCH_MS
  const delay = (boundary - nowSeconds + GRACE_SECONDS) * 1000
  return Math.min(MAX_REFETCH_MS, Math.max(MIN_REFETCH_MS, delay))
}

/** Channels per now/next request: half the API's most, so batches stay aligned to catalogue pages. */
export const NOW_BATCH = Math.min(50, GUIDE_NOW_IDS_MAX)

/**
 * The now/next batches for the rows from `first` to `last` (indexes into `ids`, inclusive). Batches
 * are aligned blocks of NOW_BATCH ids, so scrolling by a row asks for nothing new: each block is one
 * query, cached, whichever of its rows is on screen.
 */
export function nowBatches(
  ids: readonly string[],
  first: number,
  last: number,
  size: number = NOW_BATCH,
): string[][] {
  if (ids.length === 0 || last < first) return []
  const from = Math.max(0, Math.floor(first / size))
  const to = Math.floor(Math.min(last, ids.length - 1) / size)
  const batches: string[][] = []
  for (let block = from; block <= to; block++) {
    batches.push(ids.slice(block * size, (block + 1) * size))
  }
  return batches
}
