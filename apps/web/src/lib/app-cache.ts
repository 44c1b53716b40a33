// The app's own caches, behind one module: today the Cache Storage (service worker) and the cached
// lists spec §3 names in local storage; the IndexedDB stores of spec §9 join here when they exist.
// Favourites, settings, the stored cloud and the session are not caches and are never touched.

/** Spec §3 cache stats. Sizes in bytes; quota figures null when the browser does not tell. */
export type CacheStats = {
  itemCount: number
  totalSize: number
  quotaUsed: number | null
  quotaAvailable: number | null
}

/** Spec §3 "Cached lists" kept in local storage. */
export const CACHED_LIST_KEYS = ['movies-list', 'series-list', 'channels-list'] as const

async function cacheStorageStats(): Promise<{ count: number; size: number }> {
  if (typeof caches === 'undefined') return { count: 0, size: 0 }
  let count = 0
  let size = 0
  for (const name of await caches.keys()) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      count += 1
      const response = await cache.match(request)
      const length = Number(response?.headers.get('content-length'))
      size += Number.isFinite(length) ? length : 0
    }
  }
  return { count, size }
}

function localListStats(storage: Storage): { count: number; size: number } {
  let count = 0
  let size = 0
  for (const key of CACHED_LIST_KEYS) {
    const value = storage.getItem(key)
    if (value === null) continue
    count += 1
    // UTF-16 in the browser's storage: two bytes per code unit.
    size += (key.length + value.length) * 2
  }
  return { count, size }
}

/** Errors are logged and read as zero (spec §8 Other: cache errors return zero). */
export async function getCacheStats(storage: Storage = localStorage): Promise<CacheStats> {
  const [stored, estimate] = await Promise.all([
    cacheStorageStats().catch((error: unknown) => {
      console.warn('cache stats failed', error)
      return { count: 0, size: 0 }
    }),
    navigator.storage?.estimate?.().catch(() => undefined),
  ])
  const local = localListStats(storage)
  return {
    itemCount: stored.count + local.count,
    totalSize: stored.size + local.size,
    quotaUsed: estimate?.usage ?? null,
    quotaAvailable: estimate?.quota ?? null,
  }
}

/** Removes every app cache; answers false when something could not be removed. */
export async function clearAppCache(storage: Storage = localStorage): Promise<boolean> {
  for (const key of CACHED_LIST_KEYS) storage.removeItem(key)
  if (typeof caches === 'undefined') return true
  try {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)))
    return true
  } catch (error) {
    console.warn('cache clear failed', error)
    return false
  }
}
