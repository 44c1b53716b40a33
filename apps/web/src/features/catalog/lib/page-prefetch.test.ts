import { afterEach, describe, expect, it } from 'vitest'
import {
  apiPaths,
  routePath,
  type CatalogStatus,
  type CategoryCount,
  type ItemPage,
} from '@myflix/shared'
import {
  categoriesQueryOptions,
  itemsInfiniteQueryOptions,
  recentQueryOptions,
} from '@/lib/api/catalog/lists'
import { createQueryClient } from '@/lib/query-client'
import { useAppStore } from '@/stores/app-store'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { prefetchBrowse, prefetchHome } from './page-prefetch'

const status: CatalogStatus = {
  state: 'ready',
  fetchedAt: '2025-06-29T12:00:00.000Z',
  counts: { movie: 40, series: 20, live: 0 },
  progress: [],
  error: null,
}
const image = (name: string) => routePath(apiPaths.media.image, { token: name })
const movies = [
  testItem('1', { image: image('poster-1'), backdrop: [image('backdrop-1')] }),
  testItem('2', { image: image('poster-2') }),
]
const series = [testItem('9', { type: 'series', image: image('poster-9') })]
const categories: CategoryCount[] = [
  { id: '0', name: 'Vazia', count: 0 },
  ...['1', '2', '3', '4'].map((id) => ({ id, name: `Categoria ${id}`, count: 10 })),
]
const pageOf = (categoryId: string): ItemPage => ({
  items: [testItem(`${categoryId}01`, { image: image(`poster-${categoryId}01`) })],
  total: 1,
  offset: 0,
  limit: 50,
})

let server: LoopbackServer | undefined
afterEach(async () => {
  await server?.close()
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove()
  useAppStore.getState().clearAllData()
})

const remembered = { id: 'c1', name: 'Casa', url: 'http://panel.test', user: 'ana' }

/**
 * A signed-in server with movies and series in its snapshot (`up` false: every call fails), whose
 * status says `catalogStatus`.
 */
async function serve(up = true, catalogStatus = status) {
  server = await startLoopbackServer(({ url }) => {
    const ok = (data: unknown) => ({ status: 200, body: { success: true, data } })
    if (!up) return { status: 401, body: { success: false, error: 'Não autenticado' } }
    if (url.pathname === routePath(apiPaths.catalog.status, {})) return ok(catalogStatus)
    if (url.pathname === routePath(apiPaths.catalog.recent, { type: 'movie' })) return ok(movies)
    if (url.pathname === routePath(apiPaths.catalog.recent, { type: 'series' })) return ok(series)
    if (url.pathname === routePath(apiPaths.catalog.categories, { type: 'movie' })) {
      return ok(categories)
    }
    if (url.pathname === routePath(apiPaths.catalog.items, { type: 'movie' })) {
      return ok(pageOf(url.searchParams.get('category') ?? ''))
    }
    return { status: 404, body: { success: false, error: 'não há' } }
  })
  return server
}

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    priority: link.getAttribute('fetchpriority'),
  }))

describe('prefetchHome', () => {
  it("fills the home's own queries and preloads the hero's picture at high priority", async () => {
    await serve()
    const client = createQueryClient()
    await prefetchHome(client)
    expect(client.getQueryData(recentQueryOptions('real', 'movie').queryKey)).toEqual(movies)
    expect(client.getQueryData(recentQueryOptions('real', 'series').queryKey)).toEqual(series)
    expect(preloaded()).toEqual([{ href: image('backdrop-1'), priority: 'high' }])
  })

  it('asks for the recent lists beside the status when the device remembers a cloud', async () => {
    useAppStore.getState().setNuvem(remembered)
    const recentPaths = (['movie', 'series'] as const).map((type) =>
      routePath(apiPaths.catalog.recent, { type }),
    )
    let listsAsked: () => void = () => {}
    const bothAsked = new Promise<void>((resolve) => (listsAsked = resolve))
    let answeredBeforeStatus = false
    server = await startLoopbackServer(async ({ url }) => {
      const ok = (data: unknown) => ({ status: 200, body: { success: true, data } })
      if (url.pathname === routePath(apiPaths.catalog.status, {})) {
        // Answers once both lists are asked for; a prefetch that waits for this answer first
        // gets it after 2 s, and asks for them only then.
        answeredBeforeStatus = await Promise.race([
          bothAsked.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000)),
        ])
        return ok(status)
      }
      const seen = server?.requests ?? []
      if (recentPaths.every((path) => seen.some((request) => request.includes(path)))) listsAsked()
      return ok(url.pathname === recentPaths[0] ? movies : series)
    })
    const client = createQueryClient()
    await prefetchHome(client)
    expect(answeredBeforeStatus).toBe(true)
    expect(client.getQueryData(recentQueryOptions('real', 'movie').queryKey)).toEqual(movies)
    expect(preloaded()).toEqual([{ href: image('backdrop-1'), priority: 'high' }])
  })

  it('drops the lists asked for ahead when the status says the demo', async () => {
    useAppStore.getState().setNuvem(remembered)
    await serve(true, { ...status, state: 'loading', counts: { movie: 0, series: 0, live: 0 } })
    const client = createQueryClient()
    await prefetchHome(client)
    expect(client.getQueryData(recentQueryOptions('real', 'movie').queryKey)).toBeUndefined()
    expect(client.getQueryData(recentQueryOptions('real', 'series').queryKey)).toBeUndefined()
    // The demo's own lists, which the page shows.
    const demo = client.getQueryData(recentQueryOptions('demo', 'movie').queryKey)
    expect(demo?.length).toBeGreaterThan(0)
  })

  it('leaves a session that cannot read the catalogue to the page', async () => {
    const { requests } = await serve(false)
    await prefetchHome(createQueryClient())
    expect(requests).toEqual([`GET ${routePath(apiPaths.catalog.status, {})}`])
    expect(preloaded()).toEqual([])
  })
})

describe('prefetchBrowse', () => {
  it('asks for the first sections with titles and preloads the first poster', async () => {
    await serve()
    const client = createQueryClient()
    await prefetchBrowse('movie', client)
    expect(client.getQueryData(categoriesQueryOptions('real', 'movie').queryKey)).toEqual(
      categories,
    )
    const cached = (id: string) =>
      client.getQueryData(itemsInfiniteQueryOptions('real', 'movie', id).queryKey) !== undefined
    expect(['0', '1', '2', '3', '4'].map(cached)).toEqual([false, true, true, true, false])
    expect(preloaded()).toEqual([{ href: image('poster-101'), priority: 'high' }])
  })
})
