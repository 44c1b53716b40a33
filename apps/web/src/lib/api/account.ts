import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths, type AccountInfo } from '@myflix/shared'
import { contentCopy } from '../cache/offline-copy'
import { defineEndpoint, fetchEndpoint } from './endpoint'

/** The provider account of the active cloud (spec §3 cloud user data); 404 without a cloud. */
export const userInfoEndpoint = defineEndpoint({
  route: apiPaths.account.userInfo,
  call: (_: void) => ({ params: {} }),
  offline: () => contentCopy('account', 'user-info'),
})

/** Follows the active cloud's catalogue: refetched with it (lib/content-queries.ts). */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => ['account', 'user-info'] as const,
}

export const getUserInfo = (signal?: AbortSignal): Promise<AccountInfo> =>
  fetchEndpoint(userInfoEndpoint, undefined, signal)

// The cloud flow fills this key after processing, so the account shows at once when known.
export const userInfoQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.userInfo(), queryFn: ({ signal }) => getUserInfo(signal) })

export const useUserInfo = () => useQuery(userInfoQueryOptions())
