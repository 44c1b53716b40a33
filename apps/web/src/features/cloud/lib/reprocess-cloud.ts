import { PROCESS_MAX_AGE_SECONDS } from '@myflix/shared'
import type { QueryClient } from '@tanstack/react-query'
import { accountKeys, getUserInfo } from '@/lib/api/account'
import { fetchCatalogStatus, refreshCatalog } from '@/lib/api/catalog/status'
import { processCloud } from './process-cloud'

/** The automatic refresh's work, loaded only when a reload asks for it (keeps it off the first chunk). */
export function reprocessCloud() {
  return processCloud(
    {
      startRefresh: (signal) => refreshCatalog(PROCESS_MAX_AGE_SECONDS, signal),
      readStatus: fetchCatalogStatus,
      fetchUserInfo: getUserInfo,
    },
    new AbortController().signal,
  )
}

/** Re-processes the cloud after a reload; the pages refetch with what it brought. */
export async function refreshAfterReload(queryClient: QueryClient): Promise<void> {
  const account = await reprocessCloud()
  queryClient.setQueryData(accountKeys.userInfo(), account)
  await queryClient.invalidateQueries()
}
