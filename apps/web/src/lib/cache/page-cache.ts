import type { CloudSummary, ContentType } from '@myflix/shared'
import { createTtlStore, DAY, HOUR, logCacheError } from './ttl-store'

/** Spec §9 cache store B. */
export const PAGE_CACHE = {
  dbName: 'myflix-content-cache',
  version: 2,
  storeName: 'content',
  ttl: DAY,
  purgeEvery: HOUR,
  credentialsTtl: 30 * DAY,
} as const

export const CLOUD_CREDENTIALS_KEY = 'cloud-credentials'

/** Spec §9 page key: `{type}-page-{n}-cat-{categoryId or all}`, pages counted from 1. */
export const pageKey = (type: ContentType, page: number, categoryId: string | null) =>
  `${type}-page-${page}-cat-${categoryId ?? 'all'}`

const PAGE_KEY = /^(movie|series|live)-page-(\d+)-cat-(.+)$/

export function parsePageKey(
  key: string,
): { type: ContentType; page: number; categoryId: string | null } | null {
  const match = PAGE_KEY.exec(key)
  if (!match) return null
  const [, type, page, category] = match
  return {
    type: type as ContentType,
    page: Number(page),
    categoryId: category === 'all' ? null : (category ?? null),
  }
}

/** What may be kept of a cloud: never its password (spec issue 8). */
export type CloudCredentialsSummary = Pick<
  CloudSummary,
  'id' | 'cloud_name' | 'xtream_url' | 'xtream_user'
>

export function createPageCache({ now }: { now?: () => number } = {}) {
  const store = createTtlStore({
    dbName: PAGE_CACHE.dbName,
    version: PAGE_CACHE.version,
    storeName: PAGE_CACHE.storeName,
    now,
    upgrade: (db, oldVersion) => {
      // Version 1 had another entry shape; its contents are only a cache, so they are dropped.
      if (oldVersion < 2 && db.objectStoreNames.contains(PAGE_CACHE.storeName)) {
        db.deleteObjectStore(PAGE_CACHE.storeName)
      }
      db.createObjectStore(PAGE_CACHE.storeName, { keyPath: 'key' }).createIndex(
        'timestamp',
        'timestamp',
      )
    },
  })

  return {
    get: store.get,
    remove: store.remove,
    entries: store.entries,
    stats: store.stats,
    clear: store.clear,
    close: store.close,
    purgeExpired: store.purgeExpired,
    set: (key: string, data: unknown, ttl: number = PAGE_CACHE.ttl) => store.set(key, data, ttl),
    // Fields are picked one by one so nothing else a caller passes (a password) is ever written.
    saveCloudSummary: ({ id, cloud_name, xtream_url, xtream_user }: CloudCredentialsSummary) =>
      store.set(
        CLOUD_CREDENTIALS_KEY,
        { id, cloud_name, xtream_url, xtream_user },
        PAGE_CACHE.credentialsTtl,
      ),
    readCloudSummary: () => store.get<CloudCredentialsSummary>(CLOUD_CREDENTIALS_KEY),
    /** Purges expired entries now and every hour; returns the stop function. */
    startHourlyPurge(): () => void {
      const purge = () => void store.purgeExpired().catch((error) => logCacheError('purge', error))
      purge()
      const timer = setInterval(purge, PAGE_CACHE.purgeEvery)
      return () => clearInterval(timer)
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** The app's store B. */
export const pageCache = createPageCache()
