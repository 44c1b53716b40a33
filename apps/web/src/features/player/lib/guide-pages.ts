import { GUIDE_NOW_IDS_MAX } from '@myflix/shared'

// Now/next is asked for in fixed pages of the channel list, not in a window around the channel:
// a zap inside a page then needs no request, and the same page serves the overlay and the list.

/** Channels per now/next request (at most the API's GUIDE_NOW_IDS_MAX). */
export const GUIDE_PAGE_SIZE = Math.min(50, GUIDE_NOW_IDS_MAX)

export const pageOf = (index: number) => Math.floor(index / GUIDE_PAGE_SIZE)

/** The ids of one page of the list. */
export const pageIds = (ids: readonly string[], page: number): string[] =>
  ids.slice(page * GUIDE_PAGE_SIZE, (page + 1) * GUIDE_PAGE_SIZE)

/**
 * The pages a zap from the channel at `index` may need: its own first, then those of the channels
 * ↑ and ↓ lead to (the list wraps around), each once.
 */
export function pagesAround(count: number, index: number): number[] {
  if (count === 0 || index < 0) return []
  const around = [index, (index - 1 + count) % count, (index + 1) % count].map(pageOf)
  return [...new Set(around)]
}

/** The pages holding the rows from `first` to `last` (inclusive). */
export function pagesSpanning(first: number, last: number): number[] {
  if (first < 0 || last < first) return []
  const pages: number[] = []
  for (let page = pageOf(first); page <= pageOf(last); page += 1) pages.push(page)
  return pages
}
