import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths, routePath, type ContentType } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { fetchEndpoint } from '../api/endpoint'
import { NETWORK_FAILURE } from '../api/transport'
import { categoriesEndpoint, itemsEndpoint, statusEndpoint } from '../api/catalog/endpoints'
import { contentCache } from './content-cache'
import { clearCopies, fetchWithOfflineCopy, OFFLINE_COPY_HEADER, readCopy } from './offline-copy'
import { pageCache } from './page-cache'

const page = { items: [testItem('1')], total: 1, offset: 0, limit: 50 }
let server: LoopbackServer

const pathOf = {
  movieItems: routePath(apiPaths.catalog.items, { type: 'movie' }),
  status: routePath(apiPaths.catalog.status, {}),
  seriesCategories: routePath(apiPaths.catalog.categories, { type: 'series' }),
}

/** A page of movies as the app reads it (50 at a time), and where it is asked for. */
const moviePage = (offset: number, categoryId: string | null = null) =>
  ({ type: 'movie' as ContentType, categoryId, offset, limit: 50 }) as const
const readPage = (offset: number, categoryId?: string | null) =>
  fetchEndpoint(itemsEndpoint, moviePage(offset, categoryId))
const pagePath = (offset: number, categoryId: string | null = null) =>
  routePath(apiPaths.catalog.items, { type: 'movie' }, { offset, limit: 50, category: categoryId })

beforeEach(async () => {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname === pathOf.movieItems) return { status: 200, body: ok(page) }
    if (url.pathname === pathOf.status) return { status: 500, body: failed('boom') }
    if (url.pathname === pathOf.seriesCategories) {
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
    const path = pagePath(0, '7')
    expect(await readPage(0, '7')).toEqual(page)
    expect(await copyOf('pages', 'movie-page-1-cat-7')).toEqual(ok(page))

    await server.stop()
    const offline = await fetchWithOfflineCopy(
      path,
      {},
      itemsEndpoint.offline?.(moviePage(0, '7')) ?? null,
    )
    expect(offline.status).toBe(200)
    expect(offline.headers.get(OFFLINE_COPY_HEADER)).toBe('1')
    expect(await readPage(0, '7')).toEqual(page)
    // Another page was never read: the network error stands.
    await expect(readPage(50)).rejects.toMatchObject({ code: NETWORK_FAILURE })
    // The network was asked every time it was up, never after.
    expect(server.requests).toEqual([`GET ${path}`])
  })

  it('does not keep error answers, and passes them through', async () => {
    await expect(fetchEndpoint(statusEndpoint, undefined)).rejects.toMatchObject({ status: 500 })
    await expect(fetchEndpoint(categoriesEndpoint, 'series')).rejects.toThrow('sem nuvem')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await contentCache.entries()).toEqual([])
  })

  it('never answers an aborted request from the copy', async () => {
    await readPage(0)
    expect(await copyOf('pages', 'movie-page-1-cat-all')).not.toBeNull()
    await server.stop()
    const controller = new AbortController()
    controller.abort()
    const target = itemsEndpoint.offline?.(moviePage(0)) ?? null
    await expect(
      fetchWithOfflineCopy(pagePath(0), { signal: controller.signal }, target),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('clearCopies empties both stores', async () => {
    await readPage(0)
    await fetchEndpoint(categoriesEndpoint, 'movie')
    expect(await copyOf('content', 'movies-list')).toEqual(ok([]))
    expect(await copyOf('pages', 'movie-page-1-cat-all')).not.toBeNull()
    expect(await clearCopies()).toBe(true)
    expect(await pageCache.entries()).toEqual([])
    expect(await contentCache.entries()).toEqual([])
  })

  it('never writes after a clear the copy of an answer read before it', async () => {
    // Sign-out clears the copies while the last answer is still being kept.
    await fetchWithOfflineCopy(pagePath(0), {}, itemsEndpoint.offline?.(moviePage(0)) ?? null)
    expect(await clearCopies()).toBe(true)
    await readPage(50)
    expect(await copyOf('pages', 'movie-page-2-cat-all')).not.toBeNull()
    expect(await readCopy({ store: 'pages', key: 'movie-page-1-cat-all' })).toBeNull()
  })
})
