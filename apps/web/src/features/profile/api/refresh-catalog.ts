import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogStatus } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'
import { invalidateContentQueries } from '@/lib/content-queries'
import { refreshContent } from '../lib/refresh-content'

/** POST /api/catalog/refresh: starts (or joins) a fresh load of the active cloud. */
export function refreshCatalog(signal?: AbortSignal): Promise<CatalogStatus> {
  return fetchEnvelope<CatalogStatus>('/api/catalog/refresh', { method: 'POST', signal })
}

/** GET /api/catalog/status. */
export function getCatalogStatus(signal?: AbortSignal): Promise<CatalogStatus> {
  return fetchEnvelope<CatalogStatus>('/api/catalog/status', { signal })
}

/** Refreshes the catalogue in place and, once the new snapshot is served, refetches every list. */
export function useRefreshCatalog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (onStarted?: () => void) =>
      refreshContent({ startRefresh: refreshCatalog, readStatus: getCatalogStatus, onStarted }),
    onSuccess: () => invalidateContentQueries(queryClient),
  })
}
