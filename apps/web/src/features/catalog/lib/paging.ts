/** Spec §4 "Paged loading" and §9 constants (which page follows which: lib/api/catalog/paging.ts). */
export const PAGING = {
  loadMoreMarginPx: 200,
  prefetchMarginPx: 400,
  /** Where the prefetch sentinel sits, as a share of the loaded list. */
  prefetchAt: 0.7,
} as const

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
