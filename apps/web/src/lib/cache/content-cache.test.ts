import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_CACHE, createContentCache, type ContentCache } from './content-cache'
import { DAY, entrySize } from './ttl-store'

let clock = 0
let cache: ContentCache | undefined

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  clock = 1_000_000
})

afterEach(async () => {
  await cache?.close()
  vi.restoreAllMocks()
})

/** A value whose JSON takes exactly `bytes` bytes. */
const blob = (bytes: number) => 'x'.repeat(bytes - 2)

describe('store A (myflix-cache)', () => {
  it('creates content-cache with the timestamp and ttl indexes', async () => {
    cache = createContentCache({ now: () => clock })
    await cache.set('movies-list', [1])
    const request = indexedDB.open(CONTENT_CACHE.dbName)
    const db = await new Promise<IDBDatabase>((resolve) => {
      request.onsuccess = () => resolve(request.result)
    })
    const store = db.transaction(CONTENT_CACHE.storeName).objectStore(CONTENT_CACHE.storeName)
    expect(db.version).toBe(1)
    expect([...store.indexNames].sort()).toEqual(['timestamp', 'ttl'])
    db.close()
  })

  it('keeps an entry for its ttl (24 h by default) and drops it after', async () => {
    cache = createContentCache({ now: () => clock })
    await cache.set('movies-list', [{ id: '1' }])
    const [entry] = await cache.entries()
    expect(entry).toMatchObject({ key: 'movies-list', ttl: DAY, timestamp: clock })
    expect(entry?.size).toBe(entrySize([{ id: '1' }]))

    clock += DAY - 1
    expect(await cache.get('movies-list')).toEqual([{ id: '1' }])
    clock += 1
    expect(await cache.get('movies-list')).toBeNull()
    expect(await cache.entries()).toEqual([])
  })

  it('honours a shorter ttl', async () => {
    cache = createContentCache({ now: () => clock })
    await cache.set('series-list', ['a'], CONTENT_CACHE.shortTtl)
    clock += CONTENT_CACHE.shortTtl
    expect(await cache.get('series-list')).toBeNull()
  })

  it('cleanup removes expired entries, then the oldest, until usage is under 80 %', async () => {
    cache = createContentCache({ limitBytes: 1000, now: () => clock })
    await cache.set('expired', blob(100), 10)
    for (const key of ['a', 'b', 'c', 'd', 'e']) {
      clock += 1
      await cache.set(key, blob(150))
    }
    clock += 10
    // 100 expired + 5 × 150 = 850 bytes; live 750 ≥ 800? no: only the expired one must go.
    expect(await cache.cleanup()).toBe(1)
    expect((await cache.entries()).map((entry) => entry.key).sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ])

    clock += 1
    await cache.set('f', blob(150))
    // 900 bytes: cleanup must bring it under 800 by dropping the oldest ('a').
    expect(await cache.cleanup()).toBe(1)
    const left = await cache.entries()
    expect(left.map((entry) => entry.key).sort()).toEqual(['b', 'c', 'd', 'e', 'f'])
    expect(left.reduce((sum, entry) => sum + entry.size, 0)).toBeLessThan(800)
  })

  it('cleans up on its own when a write passes the limit', async () => {
    cache = createContentCache({ limitBytes: 1000, now: () => clock })
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
      clock += 1
      await cache.set(key, blob(200))
    }
    const { size } = await cache.stats()
    expect(size).toBeLessThanOrEqual(1000)
    expect(await cache.get('g')).not.toBeNull()
    expect(await cache.get('a')).toBeNull()
  })

  it('logs and answers null, false and zero when IndexedDB fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = new IDBFactory()
    vi.spyOn(broken, 'open').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    globalThis.indexedDB = broken
    cache = createContentCache({ now: () => clock })
    expect(await cache.set('movies-list', [1])).toBe(false)
    expect(await cache.get('movies-list')).toBeNull()
    expect(await cache.stats()).toEqual({ count: 0, size: 0 })
    expect(await cache.cleanup()).toBe(0)
    expect(await cache.clear()).toBe(false)
    expect(warn).toHaveBeenCalled()
    expect(String(warn.mock.calls[0]?.[0])).toContain('myflix-cache')
  })
})
