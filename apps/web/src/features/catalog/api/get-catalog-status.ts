import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogStatus } from '@myflix/shared'
import { ApiError } from '@/lib/api-client'
import { catalogKeys, getCatalogData } from './catalog-request'

/** GET /api/catalog/status; null when the user has no active cloud (the server answers 404). */
export async function getCatalogStatus(signal?: AbortSignal): Promise<CatalogStatus | null> {
  try {
    return await getCatalogData<CatalogStatus>('/api/catalog/status', signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** While an ingest runs, poll so real lists replace the demo ones as soon as they land. */
export const STATUS_POLL_MS = 2_000

export const catalogStatusQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.status(),
    queryFn: ({ signal }) => getCatalogStatus(signal),
    staleTime: 5_000,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'loading' ? STATUS_POLL_MS : false),
  })

export const useCatalogStatus = () => useQuery(catalogStatusQueryOptions())
