import { PAGE_SIZE, type ItemPage } from '@myflix/shared'

/** Spec §4 "Paged loading" and §9 constants. */
export const PAGING = {
  pageSize: PAGE_SIZE,
  /** A page shorter than this ends the list, whatever the total says. */
  hasMoreMinimum: 20,
  loadMoreMarginPx: 200,
  prefetchMarginPx: 400,
  /** Where the prefetch sentinel sits, as a share of the loaded list. */
  prefetchAt: 0.7,
} as const

/** hasMore after a page: only a page of at least 20 items may have a successor (and not past total). */
export function pageHasMore(page: Pick<ItemPage, 'items' | 'offset' | 'total'>): boolean {
  if (page.items.length < PAGING.hasMoreMinimum) return false
  return page.offset + page.items.length < page.total
}

/** TanStack `getNextPageParam`: the next offset, or undefined when the list has ended. */
export function nextPageOffset(page: ItemPage): number | undefined {
  return pageHasMore(page) ? page.offset + page.items.length : undefined
}

/** The index of the loaded item that carries the prefetch sentinel (70 % of the list). */
export function prefetchIndex(loaded: number): number {
  if (loaded <= 0) return -1
  return Math.min(loaded - 1, Math.floor(loaded * PAGING.prefetchAt))
}

export interface PagingState {
  hasMore: boolean
  /** A page (the first or a later one) is being fetched. */
  isFetching: boolean
  /** The last fetch failed: the list stops growing. */
  isError: boolean
}

/** One fetch at a time, never after an error, never past the end. */
export function canLoadMore(state: PagingState): boolean {
  return state.hasMore && !state.isFetching && !state.isError
}

/** What a sentinel that came within its margin asks for: nothing, or the next page. */
export function onSentinel(state: PagingState): 'fetch' | 'ignore' {
  return canLoadMore(state) ? 'fetch' : 'ignore'
}
