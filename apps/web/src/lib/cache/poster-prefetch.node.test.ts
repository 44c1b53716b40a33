// @vitest-environment node
// Runs in Node against a real loopback server; typechecked by tsconfig.node.json.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiPaths, routePath } from '@myflix/shared'
import { POSTER_PRELOAD, prefetchPosters } from './poster-prefetch'

// A real loopback server stands in for the poster proxy; it records when each poster was asked for.
let server: Server
let origin = ''
const hits: { path: string; at: number }[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push({ path: request.url ?? '', at: Date.now() })
    response.statusCode = request.url?.includes('missing') ? 404 : 200
    response.end('img')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const poster = (token: string) => routePath(apiPaths.media.image, { token })

// Relative proxy paths resolve against the loopback origin, as they would against the page.
const loopbackFetch: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init)

describe('poster prefetch', () => {
  it('loads at most the first 50 proxied posters, 10 per batch, with a gap between batches', async () => {
    hits.length = 0
    const urls = Array.from({ length: 60 }, (_, i) => poster(`p${i}`))
    const gaps: number[] = []
    const loaded = await prefetchPosters(
      [...urls.slice(0, 2), null, 'http://elsewhere.example/x.jpg', ...urls.slice(2)],
      {
        fetchImpl: loopbackFetch,
        sleep: async (ms) => {
          gaps.push(ms)
          await new Promise((resolve) => setTimeout(resolve, 30))
        },
      },
    )
    // 50 items were considered; two of them were not proxy URLs.
    expect(loaded).toBe(48)
    expect(hits).toHaveLength(48)
    expect(gaps).toEqual([1000, 1000, 1000, 1000])
    expect(hits.map((hit) => hit.path)).toEqual(urls.slice(0, 48))
    const firstOfSecondBatch = hits[POSTER_PRELOAD.batchSize]!.at
    expect(firstOfSecondBatch - hits[0]!.at).toBeGreaterThanOrEqual(25)
  })

  it('does not count failed posters and stops when aborted', async () => {
    hits.length = 0
    const controller = new AbortController()
    const urls = Array.from({ length: 30 }, (_, i) => poster(`${i < 5 ? 'missing' : 'ok'}${i}`))
    const loaded = await prefetchPosters(urls, {
      fetchImpl: loopbackFetch,
      signal: controller.signal,
      sleep: async () => controller.abort(),
    })
    expect(loaded).toBe(5)
    expect(hits).toHaveLength(10)
  })
})
