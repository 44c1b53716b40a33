import { apiRoutes, t, type AccountInfo } from '@myflix/shared'
import { createTtlCache } from '../../lib/ttl-cache'
import { ok } from '../../lib/contract-answer'
import type { FunctionFactory, ServerFunction } from '../functions/server-function'
import { withClient } from '../provider/provider-factory'
import { isProviderError } from '../provider/provider-error'

const USER_INFO_TTL_MS = 60_000
const route = apiRoutes.account.userInfo

/** get-user-info: the active cloud's account (spec §3 "cloud user data"), cached per cloud. */
const userInfoFunction: FunctionFactory = ({ clouds, providers, logger }) => {
  const cache = createTtlCache<AccountInfo>({ ttlMs: USER_INFO_TTL_MS, maxEntries: 1000 })
  clouds.onChange(({ cloudId }) => cache.dropPrefix(`${cloudId}:`))
  return async (c) => {
    const cloud = await clouds.getActive(c.var.user.id)
    if (!cloud) return c.json({ success: false as const, error: t('clouds.noActive') }, 404)
    try {
      const info = await cache.get(`${cloud.id}:account`, () =>
        withClient(providers.forCloud(cloud), (panel) => panel.accountInfo()),
      )
      return ok(c, route, info)
    } catch (error) {
      if (!isProviderError(error)) throw error
      logger.warn({ cloudId: cloud.id, kind: error.kind, status: error.status }, 'user info failed')
      return c.json({ success: false as const, error: error.toUserMessage() }, 502)
    }
  }
}

export const accountFunctions: ServerFunction[] = [{ route, make: userInfoFunction }]
