import type { CatalogItem, ItemPage } from '@myflix/shared'

// A real HTTP server on 127.0.0.1 for component tests. The web tsconfig has no Node types, so
// node:http is imported by a non-literal specifier and typed by the little it is used for.
interface NodeRequest {
  url?: string
}
interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): void
  end(body: string): void
}
interface NodeServer {
  listen(port: number, host: string, done: () => void): void
  address(): { port: number }
  close(done: () => void): void
}
type NodeHttp = { createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer }

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
  image: null,
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
  const specifier = 'node:http'
  const http = (await import(/* @vite-ignore */ specifier)) as NodeHttp
  const requests: string[] = []
  let failingFrom = Number.POSITIVE_INFINITY
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push(`${url.pathname}${url.search}`)
    const offset = Number(url.searchParams.get('offset') ?? 0)
    const limit = Number(url.searchParams.get('limit') ?? 50)
    if (url.pathname !== '/api/catalog/movie/items' || offset >= failingFrom) {
      res.writeHead(502, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ success: false, error: 'falhou' }))
      return
    }
    const count = Math.max(0, Math.min(limit, total - offset))
    const page: ItemPage = {
      items: Array.from({ length: count }, (_, i) => fakeItem(offset + i)),
      total,
      offset,
      limit,
    }
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ success: true, data: page }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init)
  return {
    requests,
    failFrom(offset) {
      failingFrom = offset
    },
    close: () =>
      new Promise<void>((resolve) => {
        globalThis.fetch = realFetch
        server.close(() => resolve())
      }),
  }
}
