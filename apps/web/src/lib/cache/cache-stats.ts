import { contentCache } from './content-cache'
import { clearCopies } from './offline-copy'
import { pageCache } from './page-cache'
import { logCacheError } from './ttl-store'

/** Spec §3 cache stats: entries and bytes of the app's caches, and the browser's storage figures. */
export interface CacheStats {
  itemCount: number
  totalSize: number
  quotaUsed: number
  quotaAvailable: number
}

/** The service worker's runtime caches (posters); the precached app shell is not a content cache. */
export const RUNTIME_CACHE_PREFIX = 'myflix-'

async function runtimeCacheNames(): Promise<string[]> {
  if (typeof caches === 'undefined') return []
  return (await caches.keys()).filter((name) => name.startsWith(RUNTIME_CACHE_PREFIX))
}

async function runtimeCacheStats(): Promise<{ count: number; size: number }> {
  let count = 0
  let size = 0
  for (const name of await runtimeCacheNames()) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      count += 1
      const length = Number((await cache.match(request))?.headers.get('content-length'))
      size += Number.isFinite(length) ? length : 0
    }
  }
  return { count, size }
}

async function storageEstimate(): Promise<{ usage: number; quota: number }> {
  try {
    const estimate = await navigator.storage?.estimate?.()
    return { usage: estimate?.usage ?? 0, quota: estimate?.quota ?? 0 }
  } catch (error) {
    logCacheError('storage estimate', error)
    return { usage: 0, quota: 0 }
  }
}

export async function getCacheStats(): Promise<CacheStats> {
  const [storeA, storeB, runtime, estimate] = await Promise.all([
    contentCache.stats(),
    pageCache.stats(),
    runtimeCacheStats().catch((error: unknown) => {
      logCacheError('runtime cache stats', error)
      return { count: 0, size: 0 }
    }),
    storageEstimate(),
  ])
  return {
    itemCount: storeA.count + storeB.count + runtime.count,
    totalSize: storeA.size + storeB.size + runtime.size,
    quotaUsed: estimate.usage,
    quotaAvailable: estimate.quota,
  }
}

/**
 * Empties both IndexedDB stores and the poster cache. Favourites, settings and the session live in
 * local storage and cookies and are never touched; the precached shell stays so the app still opens
 * offline. Answers false when any part could not be cleared.
 */
export async function clearAllCaches(): Promise<boolean> {
  const runtime = runtimeCacheNames()
    .then(async (names) =>
      (await Promise.all(names.map((name) => caches.delete(name)))).every(Boolean),
    )
    .catch((error: unknown) => {
      logCacheError('runtime cache clear', error)
      return false
    })
  const results = await Promise.all([clearCopies(), runtime])
  return results.every(Boolean)
}
