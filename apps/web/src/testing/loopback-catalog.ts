import { apiPaths, routePath, type CatalogStatus, type ItemPage } from '@myflix/shared'
import { testItem } from './catalog-item'
import { startLoopbackServer } from './loopback-server'

export interface LoopbackCatalog {
  /** Every request path with its query, in order. */
  requests: string[]
  /** Sets the status answered for items pages at or after an offset (e.g. 500 to test failures). */
  failFrom(offset: number): void
  close(): Promise<void>
}

const fakeItem = (index: number, categoryId = '7') =>
  testItem(String(index + 1), {
    image: routePath(apiPaths.media.image, { token: `poster-${index + 1}` }),
    year: '2024',
    category_id: categoryId,
    category_ids: [categoryId],
    category_name: 'Teste',
    added: 1_700_000_000 - index,
  })

/** The path of the movie pages this catalogue serves. */
export const MOVIE_ITEMS_PATH = routePath(apiPaths.catalog.items, { type: 'movie' })

/**
 * Serves a snapshot of `total` movies (so the lists read the server, not the demo) and their pages
 * for one category, and routes the page's relative fetches to it (jsdom has no origin of its own).
 */
export async function startLoopbackCatalog(total: number): Promise<LoopbackCatalog> {
  let failingFrom = Number.POSITIVE_INFINITY
  const status: CatalogStatus = {
    state: 'ready',
    fetchedAt: '2025-06-29T12:00:00.000Z',
    counts: { movie: total, series: 0, live: 0 },
    progress: [],
    error: null,
  }
  const server = await startLoopbackServer(({ url }) => {
    if (url.pathname === routePath(apiPaths.catalog.status, {})) {
      return { status: 200, body: { success: true, data: status } }
    }
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 50)
    if (url.pathname !== MOVIE_ITEMS_PATH || offset >= failingFrom) {
      return { status: 502, body: { success: false, error: 'falhou' } }
    }
    const count = Math.max(0, Math.min(limit, total - offset))
    const page: ItemPage = {
      items: Array.from({ length: count }, (_, i) => fakeItem(offset + i)),
      total,
      offset,
      limit,
    }
    return { status: 200, body: { success: true, data: page } }
  })
  return {
    // Path and query, as this catalogue's tests read them.
    get requests() {
      return server.requests.map((request) => request.slice(request.indexOf(' ') + 1))
    },
    failFrom(offset) {
      failingFrom = offset
    },
    close: () => server.close(),
  }
}
