import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AccountInfo } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

export const USER_INFO_QUERY_KEY = ['functions', 'get-user-info'] as const

/** POST /api/functions/get-user-info: the active cloud's account (spec §3 cloud user data). */
export function getUserInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return fetchEnvelope<AccountInfo>('/api/functions/get-user-info', { method: 'POST', signal })
}

export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: USER_INFO_QUERY_KEY, queryFn: ({ signal }) => getUserInfo(signal) })

export function useUserInfo() {
  return useQuery(userInfoQueryOptions())
}
