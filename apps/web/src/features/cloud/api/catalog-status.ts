import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogStatus } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

export const CATALOG_STATUS_QUERY_KEY = ['catalog', 'status'] as const

/** GET /api/catalog/status: the active cloud's snapshot state and ingest progress. */
export function getCatalogStatus(signal?: AbortSignal): Promise<CatalogStatus> {
  return fetchEnvelope<CatalogStatus>('/api/catalog/status', { signal })
}

export const catalogStatusQueryOptions = () =>
  queryOptions({
    queryKey: CATALOG_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => getCatalogStatus(signal),
  })

export function useCatalogStatus() {
  return useQuery(catalogStatusQueryOptions())
}
