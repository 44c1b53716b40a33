/** Drops the oldest keys past `max`: a Map keeps insertion order, so the first keys are the oldest. */
export function dropOldest(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return
    map.delete(key)
  }
}

export interface TtlCacheOptions<T> {
  ttlMs: number
  maxEntries: number
  /** With `weigh`: the oldest go first while the entries' total weight is above this. */
  maxWeight?: number
  /** An entry's weight (its size in bytes, say); a value heavier than `maxWeight` is not kept. */
  weigh?: (value: T) => number
}

/**
 * A small in-memory cache of provider answers: entries expire after `ttlMs`, the oldest go first
 * past `maxEntries` (or past `maxWeight`), and concurrent misses for one key share a single
 * provider call.
 */
export function createTtlCache<T>({ ttlMs, maxEntries, maxWeight, weigh }: TtlCacheOptions<T>) {
  const entries = new Map<string, { value: T; expires: number; weight: number }>()
  const pending = new Map<string, Promise<T>>()
  const limit = maxWeight ?? Infinity
  let total = 0

  function remove(key: string): void {
    const entry = entries.get(key)
    if (!entry) return
    total -= entry.weight
    entries.delete(key)
  }

  function keep(key: string, value: T): void {
    const weight = weigh?.(value) ?? 0
    if (weight > limit) return
    entries.set(key, { value, expires: Date.now() + ttlMs, weight })
    total += weight
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && total <= limit) return
      remove(oldest)
    }
  }

  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && hit.expires > Date.now()) return hit.value
      remove(key)
      const running = pending.get(key)
      if (running) return running
      const loading: Promise<T> = load()
        .then((value) => {
          // A load that `dropPrefix` forgot while it ran read what was dropped: not kept.
          if (pending.get(key) === loading) keep(key, value)
          return value
        })
        .finally(() => {
          if (pending.get(key) === loading) pending.delete(key)
        })
      pending.set(key, loading)
      return loading
    },
    /** Forgets every entry whose key starts with the prefix (e.g. a deleted cloud's id). */
    dropPrefix(prefix: string): void {
      for (const key of entries.keys()) if (key.startsWith(prefix)) remove(key)
      for (const key of pending.keys()) if (key.startsWith(prefix)) pending.delete(key)
    },
    get size(): number {
      return entries.size
    },
    /** The kept entries' total weight (0 without `weigh`). */
    get weight(): number {
      return total
    },
  }
}
