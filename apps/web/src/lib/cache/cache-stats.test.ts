import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath } from '@myflix/shared'
import { clearAllCaches, getCacheStats } from './cache-stats'
import { contentCache } from './content-cache'
import { pageCache } from './page-cache'
import { entrySize } from './ttl-store'

const POSTER = routePath(apiPaths.media.image, { token: 'a' })

/** A small in-memory Cache Storage: jsdom has none. */
function fakeCacheStorage(contents: Record<string, Record<string, number>>) {
  const storage = {
    keys: async () => Object.keys(contents),
    open: async (name: string) => ({
      keys: async () => Object.keys(contents[name] ?? {}).map((url) => new Request(url)),
      match: async (request: Request) =>
        new Response('x', {
          headers: { 'content-length': String(contents[name]?.[request.url] ?? 0) },
        }),
    }),
    delete: async (name: string) => {
      const found = name in contents
      delete contents[name]
      return found
    },
  }
  vi.stubGlobal('caches', storage)
  return contents
}

function stubEstimate(estimate: () => Promise<StorageEstimate>) {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate } })
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'storage')
  await contentCache.clear()
  await pageCache.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('cache stats', () => {
  it('adds up both stores and the poster cache, and reports the storage estimate', async () => {
    fakeCacheStorage({
      'myflix-posters': { [`http://localhost${POSTER}`]: 1200, 'http://localhost/b': 800 },
      'workbox-precache-v2-http://localhost/': { 'http://localhost/index.html': 5000 },
    })
    stubEstimate(async () => ({ usage: 4096, quota: 1_000_000 }))
    await contentCache.set('movies-list', [{ id: 1 }])
    await pageCache.set('movie-page-1-cat-all', { items: ['a', 'b'] })

    expect(await getCacheStats()).toEqual({
      itemCount: 4,
      totalSize: entrySize([{ id: 1 }]) + entrySize({ items: ['a', 'b'] }) + 2000,
      quotaUsed: 4096,
      quotaAvailable: 1_000_000,
    })
  })

  it('answers zeros when storage cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('caches', {
      keys: () => Promise.reject(new Error('gone')),
    })
    stubEstimate(() => Promise.reject(new Error('denied')))
    expect(await getCacheStats()).toEqual({
      itemCount: 0,
      totalSize: 0,
      quotaUsed: 0,
      quotaAvailable: 0,
    })
  })

  it('clears the caches but keeps the shell, favourites, settings and the session', async () => {
    const contents = fakeCacheStorage({
      'myflix-posters': { [`http://localhost${POSTER}`]: 10 },
      'workbox-precache-v2-http://localhost/': { 'http://localhost/index.html': 10 },
    })
    localStorage.setItem('myflix-favorites', '[{"id":"1"}]')
    localStorage.setItem('myflix-storage', '{"state":{}}')
    await contentCache.set('series-list', [1])
    await pageCache.set('series-page-1-cat-all', [1])

    expect(await clearAllCaches()).toBe(true)
    expect(await contentCache.entries()).toEqual([])
    expect(await pageCache.entries()).toEqual([])
    expect(Object.keys(contents)).toEqual(['workbox-precache-v2-http://localhost/'])
    expect(localStorage.getItem('myflix-favorites')).toBe('[{"id":"1"}]')
    expect(localStorage.getItem('myflix-storage')).toBe('{"state":{}}')
  })

  it('answers false when a cache cannot be cleared', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('caches', { keys: () => Promise.reject(new Error('gone')) })
    expect(await clearAllCaches()).toBe(false)
  })
})
