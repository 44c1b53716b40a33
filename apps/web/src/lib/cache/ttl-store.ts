import { openDB, type IDBPDatabase, type IDBPTransaction } from 'idb'

/** Spec §3 cache entry: `size` is the JSON byte length, what the size limits count. */
export interface CacheEntry<T = unknown> {
  key: string
  data: T
  timestamp: number
  ttl: number
  size: number
}

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

export interface TtlStoreOptions {
  dbName: string
  version: number
  storeName: string
  upgrade: (
    db: IDBPDatabase,
    oldVersion: number,
    tx: IDBPTransaction<unknown, string[], 'versionchange'>,
  ) => void
  now?: () => number
}

/** One IndexedDB object store of entries that expire; every failure is logged and answered softly. */
export interface TtlStore {
  get<T>(key: string): Promise<T | null>
  set(key: string, data: unknown, ttl: number): Promise<boolean>
  remove(keys: string[]): Promise<boolean>
  /** Every entry, expired ones included (cleanups decide what to drop). */
  entries(): Promise<CacheEntry[]>
  purgeExpired(): Promise<number>
  clear(): Promise<boolean>
  stats(): Promise<{ count: number; size: number }>
  close(): Promise<void>
}

/** Spec §8 Other: cache errors are logged and answer false, null or zero. */
export function logCacheError(operation: string, error: unknown): void {
  console.warn(`[cache] ${operation} failed`, error)
}

const encoder = new TextEncoder()

export function entrySize(data: unknown): number {
  return encoder.encode(JSON.stringify(data) ?? '').length
}

export const isExpired = (entry: CacheEntry, now: number) => now - entry.timestamp >= entry.ttl

export function createTtlStore({
  dbName,
  version,
  storeName,
  upgrade,
  now = Date.now,
}: TtlStoreOptions): TtlStore {
  let opening: Promise<IDBPDatabase> | null = null

  const db = () => {
    // A failed open is not remembered: the next call tries again (private mode, a blocked upgrade).
    opening ??= openDB(dbName, version, {
      upgrade: (database, oldVersion, _newVersion, tx) => upgrade(database, oldVersion, tx),
    }).catch((error: unknown) => {
      opening = null
      throw error
    })
    return opening
  }

  async function soft<T>(operation: string, fallback: T, run: () => Promise<T>): Promise<T> {
    // No IndexedDB at all (an old or locked-down browser, Node): a cache that is simply absent.
    if (!('indexedDB' in globalThis)) return fallback
    try {
      return await run()
    } catch (error) {
      logCacheError(`${dbName} ${operation}`, error)
      return fallback
    }
  }

  const entries = () =>
    soft('entries', [] as CacheEntry[], async () => (await db()).getAll(storeName))

  const remove = (keys: string[]) =>
    soft('remove', false, async () => {
      const tx = (await db()).transaction(storeName, 'readwrite')
      await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done])
      return true
    })

  return {
    get: <T>(key: string) =>
      soft('get', null as T | null, async () => {
        const entry = (await (await db()).get(storeName, key)) as CacheEntry<T> | undefined
        if (!entry) return null
        if (!isExpired(entry, now())) return entry.data
        await (await db()).delete(storeName, key)
        return null
      }),
    set: (key, data, ttl) =>
      soft('set', false, async () => {
        const entry: CacheEntry = { key, data, timestamp: now(), ttl, size: entrySize(data) }
        await (await db()).put(storeName, entry)
        return true
      }),
    remove,
    entries,
    purgeExpired: () =>
      soft('purge', 0, async () => {
        const at = now()
        const expired = (await entries()).filter((entry) => isExpired(entry, at))
        if (expired.length === 0) return 0
        return (await remove(expired.map((entry) => entry.key))) ? expired.length : 0
      }),
    clear: () =>
      soft('clear', false, async () => {
        await (await db()).clear(storeName)
        return true
      }),
    stats: () =>
      soft('stats', { count: 0, size: 0 }, async () => {
        const all = await entries()
        return { count: all.length, size: all.reduce((sum, entry) => sum + entry.size, 0) }
      }),
    close: async () => {
      const pending = opening
      opening = null
      if (pending) (await pending.catch(() => null))?.close()
    },
  }
}
