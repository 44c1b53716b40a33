import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchCatalogStatus, refreshCatalog } from '@/lib/api/catalog/status'
import { invalidateContentQueries } from '@/lib/content-queries'
import { refreshContent } from '../lib/refresh-content'

/** Refreshes the catalogue in place and, once the new snapshot is served, refetches every list. */
export function useRefreshCatalog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (onStarted?: () => void) =>
      refreshContent({
        startRefresh: (signal) => refreshCatalog(undefined, signal),
        readStatus: fetchCatalogStatus,
        onStarted,
      }),
    onSuccess: () => invalidateContentQueries(queryClient),
  })
}
