import { useCallback, useMemo } from 'react'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { useItems } from '@/lib/api/catalog/lists'
import { onSentinel } from '../lib/paging'

/**
 * One category's items, page by page (spec §4): `loadMore` fetches the next page only when the
 * paging rules allow it (one fetch at a time, not after an error, not past the end).
 */
export function usePagedItems(
  type: ContentType,
  categoryId: string | null,
  options: { enabled?: boolean } = {},
) {
  const query = useItems(type, categoryId, options)
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = query
  const items = useMemo<CatalogItem[]>(
    () => data?.pages.flatMap((page) => page.items) ?? [],
    [data],
  )
  const total = data?.pages[0]?.total ?? null
  const hasMore = hasNextPage && !isError

  const loadMore = useCallback(() => {
    // cancelRefetch false: a second sentinel firing before the state catches up joins the fetch
    // under way instead of restarting it, so there is one fetch at a time.
    if (onSentinel({ hasMore: hasNextPage, isFetching, isError }) === 'fetch') {
      void fetchNextPage({ cancelRefetch: false })
    }
  }, [hasNextPage, isFetching, isError, fetchNextPage])

  return {
    items,
    total,
    hasMore,
    loadMore,
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    isFetchingMore: query.isFetchingNextPage,
    isError,
    pagesLoaded: data?.pages.length ?? 0,
  }
}
