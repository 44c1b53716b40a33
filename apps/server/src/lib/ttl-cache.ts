/** Drops the oldest keys past `max`: a Map keeps insertion order, so the first keys are the oldest. */
export function dropOldest(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return
    map.delete(key)
  }
}

/**
 * A small in-memory cache of provider answers: entries expire after `ttlMs`, the oldest go first
 * past `maxEntries`, and concurrent misses for one key share a single provider call.
 */
export function createTtlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: T; expires: number }>()
  const pending = new Map<string, Promise<T>>()

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expires > Date.now()) return hit.value
      entries.delete(key)
      const running = pending.get(key)
      if (running) return running
      const loading = load()
        .then((value) => {
          entries.set(key, { value, expires: Date.now() + ttlMs })
          dropOldest(entries, maxEntries)
          return value
        })
        .finally(() => pending.delete(key))
      pending.set(key, loading)
      return loading
    },
    /** Forgets every entry whose key starts with the prefix (e.g. a deleted cloud's id). */
    dropPrefix(prefix: string): void {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key)
    },
    get size(): number {
      return entries.size
    },
  }
}
