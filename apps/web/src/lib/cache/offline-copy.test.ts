import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { fetchEnvelope } from '../fetch-envelope'
import { contentCache } from './content-cache'
import {
  clearCopies,
  copyTarget,
  fetchWithOfflineCopy,
  OFFLINE_COPY_HEADER,
  readCopy,
} from './offline-copy'
import { pageCache } from './page-cache'

describe('copyTarget', () => {
  it('names catalogue pages as spec §9 store B keys', () => {
    expect(copyTarget('GET', '/api/catalog/movie/items?offset=0&limit=50')).toEqual({
      store: 'pages',
      key: 'movie-page-1-cat-all',
      kind: 'page',
    })
    expect(copyTarget('GET', '/api/catalog/series/items?offset=100&limit=50&category=12')).toEqual({
      store: 'pages',
      key: 'series-page-3-cat-12',
      kind: 'page',
    })
  })

  it('keeps the lists, titles, related, episodes and account in store A', () => {
    const keyOf = (method: string, path: string, body?: unknown) =>
      copyTarget(method, path, body)?.key
    expect(keyOf('GET', '/api/catalog/status')).toBe('catalog-status')
    expect(keyOf('GET', '/api/catalog/movie/categories')).toBe('movies-list')
    expect(keyOf('GET', '/api/catalog/series/categories')).toBe('series-list')
    expect(keyOf('GET', '/api/catalog/live/categories')).toBe('channels-list')
    expect(keyOf('GET', '/api/catalog/movie/recent?limit=20')).toBe('movie-recent-20')
    expect(keyOf('GET', '/api/catalog/movie/items/a%2Fb')).toBe('movie-item-a/b')
    expect(keyOf('GET', '/api/catalog/series/items/9/related?limit=15')).toBe('series-related-9-15')
    expect(keyOf('POST', '/api/functions/get-series-episodes', { seriesId: '9' })).toBe(
      'series-episodes-9',
    )
    expect(keyOf('POST', '/api/functions/get-user-info')).toBe('user-info')
    expect(copyTarget('GET', '/api/catalog/movie/categories')?.store).toBe('content')
    // A related or episode list names the copy of its title, which parental control checks offline.
    expect(copyTarget('GET', '/api/catalog/series/items/9/related?limit=15')).toMatchObject({
      kind: 'related',
      titleKey: 'series-item-9',
    })
    expect(
      copyTarget('POST', '/api/functions/get-series-episodes', { seriesId: '9' }),
    ).toMatchObject({ kind: 'episodes', titleKey: 'series-item-9' })
  })

  it('keeps nothing else: writes, auth, clouds, search, media, odd pages, other origins', () => {
    for (const [method, path] of [
      ['POST', '/api/catalog/refresh'],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/clouds'],
      ['GET', '/api/parental'],
      ['GET', '/api/catalog/search?q=abc&type=all'],
      ['POST', '/api/media/play'],
      ['GET', '/api/media/img/abc.def'],
      ['GET', '/api/catalog/movie/items?offset=0&limit=1'],
      ['GET', '/api/catalog/movie/items?offset=25&limit=50'],
      ['GET', '/api/catalog/podcast/categories'],
      ['POST', '/api/functions/get-series-episodes'],
      ['POST', '/api/functions/validar-nuvem'],
      ['GET', 'http://elsewhere.example/api/catalog/status'],
    ] as const) {
      expect(copyTarget(method, path), `${method} ${path}`).toBeNull()
    }
  })
})

const page = { items: [{ id: '1', name: 'Filme 1' }], total: 1, offset: 0, limit: 50 }
let server: LoopbackServer

beforeEach(async () => {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname === '/api/catalog/movie/items') return { status: 200, body: ok(page) }
    if (url.pathname === '/api/catalog/status') return { status: 500, body: failed('boom') }
    if (url.pathname === '/api/catalog/series/categories') {
      return { status: 200, body: failed('sem nuvem') }
    }
    return { status: 200, body: ok([]) }
  })
})

afterEach(async () => {
  await server.close()
  await clearCopies()
})

const ok = (data: unknown) => ({ success: true, data })
const failed = (error: string) => ({ success: false, error })

/** Copies are written after the answer is handed back; wait for the write to land. */
async function copyOf(store: 'pages' | 'content', key: string): Promise<unknown> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const copy = await readCopy({ store, key })
    if (copy !== null) return copy
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return null
}

describe('fetchWithOfflineCopy', () => {
  it('keeps a page it read and answers it again once the network is gone', async () => {
    const path = '/api/catalog/movie/items?offset=0&limit=50&category=7'
    expect(await fetchEnvelope(path)).toEqual(page)
    expect(await copyOf('pages', 'movie-page-1-cat-7')).toEqual(ok(page))

    await server.stop()
    const offline = await fetchWithOfflineCopy(path)
    expect(offline.status).toBe(200)
    expect(offline.headers.get(OFFLINE_COPY_HEADER)).toBe('1')
    expect(await fetchEnvelope(path)).toEqual(page)
    // Another page was never read: the network error stands.
    await expect(fetchEnvelope('/api/catalog/movie/items?offset=50&limit=50')).rejects.toThrow(
      TypeError,
    )
    // The network was asked every time it was up, never after.
    expect(server.requests).toEqual([`GET ${path}`])
  })

  it('does not keep error answers, and passes them through', async () => {
    await expect(fetchEnvelope('/api/catalog/status')).rejects.toMatchObject({ status: 500 })
    await expect(fetchEnvelope('/api/catalog/series/categories')).rejects.toThrow('sem nuvem')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await contentCache.entries()).toEqual([])
  })

  it('never answers an aborted request from the copy', async () => {
    const path = '/api/catalog/movie/items?offset=0&limit=50'
    await fetchEnvelope(path)
    expect(await copyOf('pages', 'movie-page-1-cat-all')).not.toBeNull()
    await server.stop()
    const controller = new AbortController()
    controller.abort()
    await expect(fetchWithOfflineCopy(path, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  it('clearCopies empties both stores', async () => {
    await fetchEnvelope('/api/catalog/movie/items?offset=0&limit=50')
    await fetchEnvelope('/api/catalog/movie/categories')
    expect(await copyOf('content', 'movies-list')).toEqual(ok([]))
    expect(await copyOf('pages', 'movie-page-1-cat-all')).not.toBeNull()
    expect(await clearCopies()).toBe(true)
    expect(await pageCache.entries()).toEqual([])
    expect(await contentCache.entries()).toEqual([])
  })
})
