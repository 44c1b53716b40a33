import type { CatalogItem, ItemPage } from '@myflix/shared'
import { startLoopbackServer } from '@/testing/loopback-server'

export interface LoopbackCatalog {
  /** Every request path with its query, in order. */
  requests: string[]
  /** Sets the status answered for items pages at or after an offset (e.g. 500 to test failures). */
  failFrom(offset: number): void
  close(): Promise<void>
}

export const fakeItem = (index: number, categoryId = '7'): CatalogItem => ({
  id: String(index + 1),
  type: 'movie',
  name: `Filme ${index + 1}`,
  image: `/api/media/img/poster-${index + 1}`,
  plot: '',
  rating: '7.0',
  year: '2024',
  genre: null,
  stream_id: String(index + 1),
  container_extension: 'mp4',
  category_id: categoryId,
  category_ids: [categoryId],
  category_name: 'Teste',
  added: 1_700_000_000 - index,
})

/**
 * Serves GET /api/catalog/movie/items for one category of `total` items, and routes the page's
 * relative fetches to it (jsdom has no origin of its own to send them to).
 */
export async function startLoopbackCatalog(total: number): Promise<LoopbackCatalog> {
  let failingFrom = Number.POSITIVE_INFINITY
  const server = await startLoopbackServer(({ url }) => {
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 50)
    if (url.pathname !== '/api/catalog/movie/items' || offset >= failingFrom) {
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
