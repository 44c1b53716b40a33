import type { Logger } from '../../lib/logger'
import { dropOldest } from '../../lib/ttl-cache'
import type { TypeIndex } from '../catalog/catalog-index'
import type { CloudCredentials } from '../clouds/clouds.types'
import { accountScope } from '../provider/account-scope'
import { isProviderError } from '../provider/provider-error'
import type { ProviderFactory } from '../provider/provider-factory'
import type { GuideSource } from './guide.types'

// Whose guide a request reads: the account's scope, its credentials, the panel's timezone (asked
// once per account and kept, since XMLTV times without an offset are read in it) and the longest
// catch-up of its channels (read once per served channel list).

export interface GuideSources {
  /** The source of the cloud whose channels these are (asks the panel its timezone once). */
  of(cloud: CloudCredentials, live: TypeIndex): Promise<GuideSource>
  /**
   * The same, or undefined when the panel's timezone is not known yet and `deadline` (epoch ms)
   * passes first: the lookup goes on, for the next request.
   */
  before(
    cloud: CloudCredentials,
    live: TypeIndex,
    deadline: number,
  ): Promise<GuideSource | undefined>
}

interface Zone {
  zone: Promise<string | null>
  expires: number
}

const ZONES_MAX = 1_000

export function createGuideSources(deps: {
  providers: Pick<ProviderFactory, 'forCloud'>
  logger: Logger
  /** How long a timezone is kept. Default 24 h. */
  zoneTtlMs?: number
  /** How long a failed lookup is remembered as "unknown". Default 60 s. */
  zoneRetryMs?: number
  now?: () => number
}): GuideSources {
  const { providers, logger } = deps
  const now = deps.now ?? Date.now
  const ttlMs = deps.zoneTtlMs ?? 24 * 60 * 60_000
  const retryMs = deps.zoneRetryMs ?? 60_000
  const zones = new Map<string, Zone>()
  const archives = new WeakMap<TypeIndex['snapshot'], number>()
  const tuning = { retries: 0, headersTimeoutMs: 5_000, totalTimeoutMs: 5_000 }

  async function lookUp(cloud: CloudCredentials): Promise<string | null> {
    const client = providers.forCloud(cloud, tuning)
    try {
      return (await client.accountInfo()).server_info.timezone
    } finally {
      await client.close()
    }
  }

  function timezoneOf(cloud: CloudCredentials, scope: string): Promise<string | null> {
    const hit = zones.get(scope)
    if (hit && hit.expires > now()) return hit.zone
    const entry: Zone = { zone: Promise.resolve(null), expires: Infinity }
    entry.zone = lookUp(cloud).then(
      (zone) => {
        entry.expires = now() + ttlMs
        return zone
      },
      (error: unknown) => {
        entry.expires = now() + retryMs
        const kind = isProviderError(error) ? error.kind : 'unexpected'
        logger.warn({ cloudId: cloud.id, kind }, 'guide: the panel timezone is unknown')
        return null
      },
    )
    zones.delete(scope)
    zones.set(scope, entry)
    dropOldest(zones, ZONES_MAX)
    return entry.zone
  }

  /** The longest catch-up of the list's channels, in days (0..14, as the normaliser bounds it). */
  function archiveDaysOf(live: TypeIndex): number {
    const found = archives.get(live.snapshot)
    if (found !== undefined) return found
    let days = 0
    for (const item of live.snapshot.items) days = Math.max(days, item.tv_archive_days ?? 0)
    archives.set(live.snapshot, days)
    return days
  }

  const sourceOf = (
    cloud: CloudCredentials,
    scope: string,
    live: TypeIndex,
    timezone: string | null,
  ) => ({
    scope,
    credentials: cloud,
    timezone,
    archiveDays: archiveDaysOf(live),
  })

  return {
    async of(cloud, live) {
      const scope = accountScope(cloud)
      return sourceOf(cloud, scope, live, await timezoneOf(cloud, scope))
    },
    async before(cloud, live, deadline) {
      const scope = accountScope(cloud)
      const timezone = await within(timezoneOf(cloud, scope), deadline - now())
      return timezone === undefined ? undefined : sourceOf(cloud, scope, live, timezone)
    },
  }
}

/** The promise's value, or undefined once `ms` passed. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), Math.max(0, ms))
    timer.unref()
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}
