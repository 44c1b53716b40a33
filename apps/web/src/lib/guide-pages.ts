import { GUIDE_NOW_IDS_MAX } from '@myflix/shared'

// The guide is asked for in fixed, aligned pages of a channel list, never in a window around the
// rows shown: a scroll by a row or a zap inside a page then asks for nothing new, and one cached
// page serves every screen that shows those channels (/tv, the player's overlay and its list).

/** Channels per now/next request (at most the API's GUIDE_NOW_IDS_MAX). */
export const GUIDE_PAGE_SIZE = Math.min(50, GUIDE_NOW_IDS_MAX)

export const pageOf = (index: number, size: number = GUIDE_PAGE_SIZE) => Math.floor(index / size)

/** The ids of one page of the list. */
export const pageIds = (ids: readonly string[], page: number): string[] =>
  ids.slice(page * GUIDE_PAGE_SIZE, (page + 1) * GUIDE_PAGE_SIZE)

/** The pages of `size` rows holding the rows from `first` to `last` (inclusive). */
export function pagesSpanning(
  first: number,
  last: number,
  size: number = GUIDE_PAGE_SIZE,
): number[] {
  if (last < first || last < 0) return []
  const pages: number[] = []
  for (let page = pageOf(Math.max(0, first), size); page <= pageOf(last, size); page += 1) {
    pages.push(page)
  }
  return pages
}

/** The ids of each page holding the rows from `first` to `last` of `ids`: one request each. */
export const pagesOfRows = (ids: readonly string[], first: number, last: number): string[][] =>
  pagesSpanning(first, Math.min(last, ids.length - 1)).map((page) => pageIds(ids, page))
