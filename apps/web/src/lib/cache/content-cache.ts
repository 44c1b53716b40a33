import type { ContentType } from '@myflix/shared'
import { createTtlStore, DAY, HOUR, isExpired, type TtlStore } from './ttl-store'

const MB = 1024 * 1024

/** Spec §9 cache store A. */
export const CONTENT_CACHE = {
  dbName: 'myflix-cache',
  version: 1,
  storeName: 'content-cache',
  limitBytes: 50 * MB,
  /** Cleanup stops once usage is under this share of the limit. */
  targetShare: 0.8,
  defaultTtl: DAY,
  /** Named by the spec next to the default, with no use shown; kept for short-lived entries. */
  shortTtl: 6 * HOUR,
} as const

/** Spec §3 cached lists kept in store A. */
export const LIST_KEYS = {
  movie: 'movies-list',
  series: 'series-list',
  live: 'channels-list',
} as const satisfies Record<ContentType, string>

export function createContentCache({
  limitBytes = CONTENT_CACHE.limitBytes,
  now,
}: { limitBytes?: number; now?: () => number } = {}) {
  const store: TtlStore = createTtlStore({
    dbName: CONTENT_CACHE.dbName,
    version: CONTENT_CACHE.version,
    storeName: CONTENT_CACHE.storeName,
    now,
    upgrade: (db) => {
      const contents = db.createObjectStore(CONTENT_CACHE.storeName, { keyPath: 'key' })
      contents.createIndex('timestamp', 'timestamp')
      contents.createIndex('ttl', 'ttl')
    },
  })

  /** Removes expired entries, then the oldest ones until usage is under 80 % of the limit. */
  async function cleanup(): Promise<number> {
    const at = (now ?? Date.now)()
    const all = await store.entries()
    const doomed = new Set(all.filter((entry) => isExpired(entry, at)).map((entry) => entry.key))
    let usage = all.reduce((sum, entry) => sum + (doomed.has(entry.key) ? 0 : entry.size), 0)
    const target = limitBytes * CONTENT_CACHE.targetShare
    const oldestFirst = all
      .filter((entry) => !doomed.has(entry.key))
      .sort((a, b) => a.timestamp - b.timestamp)
    for (const entry of oldestFirst) {
      if (usage < target) break
      doomed.add(entry.key)
      usage -= entry.size
    }
    if (doomed.size === 0) return 0
    return (await store.remove([...doomed])) ? doomed.size : 0
  }

  return {
    get: store.get,
    remove: store.remove,
    entries: store.entries,
    stats: store.stats,
    clear: store.clear,
    close: store.close,
    cleanup,
    /** Writes an entry; when the store would pass its limit, cleans up first. */
    async set(key: string, data: unknown, ttl: number = CONTENT_CACHE.defaultTtl) {
      const { size } = await store.stats()
      if (size >= limitBytes) await cleanup()
      const saved = await store.set(key, data, ttl)
      if (saved && (await store.stats()).size > limitBytes) await cleanup()
      return saved
    },
  }
}

export type ContentCache = ReturnType<typeof createContentCache>

/** The app's store A. */
export const contentCache = createContentCache()
