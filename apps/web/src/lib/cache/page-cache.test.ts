import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CLOUD_CREDENTIALS_KEY,
  createPageCache,
  PAGE_CACHE,
  pageKey,
  parsePageKey,
  type PageCache,
} from './page-cache'
import { DAY, HOUR } from './ttl-store'

let clock = 0
let cache: PageCache | undefined

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  clock = 5_000_000
})

afterEach(async () => {
  await cache?.close()
  vi.useRealTimers()
})

describe('store B (myflix-content-cache)', () => {
  it('names pages as the spec does and reads the names back', () => {
    expect(pageKey('movie', 2, '7')).toBe('movie-page-2-cat-7')
    expect(pageKey('series', 1, null)).toBe('series-page-1-cat-all')
    expect(parsePageKey('live-page-3-cat-all')).toEqual({ type: 'live', page: 3, categoryId: null })
    expect(parsePageKey('movie-page-1-cat-a-b')).toEqual({
      type: 'movie',
      page: 1,
      categoryId: 'a-b',
    })
    expect(parsePageKey('cloud-credentials')).toBeNull()
  })

  it('opens version 2 with the content store, replacing a version 1 store', async () => {
    const v1 = indexedDB.open(PAGE_CACHE.dbName, 1)
    v1.onupgradeneeded = () => v1.result.createObjectStore('content', { autoIncrement: true })
    await new Promise((resolve) => (v1.onsuccess = resolve))
    v1.result.close()

    const store = (cache = createPageCache({ now: () => clock }))
    expect(await store.set(pageKey('movie', 1, null), { items: [] })).toBe(true)
    expect(await store.get(pageKey('movie', 1, null))).toEqual({ items: [] })
  })

  it('pages live 24 h', async () => {
    const store = (cache = createPageCache({ now: () => clock }))
    await store.set('movie-page-1-cat-all', [1])
    clock += DAY - 1
    expect(await store.get('movie-page-1-cat-all')).toEqual([1])
    clock += 1
    expect(await store.get('movie-page-1-cat-all')).toBeNull()
  })

  it('keeps the cloud summary for 30 days and never a password', async () => {
    const store = (cache = createPageCache({ now: () => clock }))
    const cloud = {
      id: 'c1',
      cloud_name: 'Casa',
      xtream_url: 'http://painel.example',
      xtream_user: 'ana',
      xtreamPass: 'segredo',
    }
    await store.saveCloudSummary(cloud)
    const [entry] = await store.entries()
    expect(entry?.key).toBe(CLOUD_CREDENTIALS_KEY)
    expect(entry?.ttl).toBe(30 * DAY)
    expect(JSON.stringify(entry)).not.toContain('segredo')
    clock += 29 * DAY
    expect(await store.readCloudSummary()).toEqual({
      id: 'c1',
      cloud_name: 'Casa',
      xtream_url: 'http://painel.example',
      xtream_user: 'ana',
    })
    clock += DAY
    expect(await store.readCloudSummary()).toBeNull()
  })

  it('purges expired entries every hour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const store = (cache = createPageCache({ now: () => clock }))
    await store.set('movie-page-1-cat-all', [1], HOUR / 2)
    await store.set('movie-page-2-cat-all', [2])
    const stop = store.startHourlyPurge()
    await vi.waitFor(async () => expect((await store.entries()).length).toBe(2))

    clock += HOUR
    vi.advanceTimersByTime(HOUR)
    await vi.waitFor(async () =>
      expect((await store.entries()).map((entry) => entry.key)).toEqual(['movie-page-2-cat-all']),
    )

    stop()
    clock += DAY
    vi.advanceTimersByTime(HOUR)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await store.entries()).toHaveLength(1)
  })
})
