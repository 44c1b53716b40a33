import { GUIDE_NOW_IDS_MAX } from '@myflix/shared'

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
