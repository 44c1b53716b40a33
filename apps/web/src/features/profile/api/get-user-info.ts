import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AccountInfo } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** POST /api/functions/get-user-info: the active cloud's account (spec §3 cloud user data). */
export function getUserInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return fetchEnvelope<AccountInfo>('/api/functions/get-user-info', { method: 'POST', signal })
}

// The same key the cloud flow fills after processing, so the account shows at once when known.
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['functions', 'get-user-info'] as const,
    queryFn: ({ signal }) => getUserInfo(signal),
  })

export function useUserInfo() {
  return useQuery(userInfoQueryOptions())
}
