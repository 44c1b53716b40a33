import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { failure, json, PASS, USER, usePanels } from '../../../test/support/test-panel'
import { sendJson } from '../../../test/support/fixture-server'
import type { XtreamClient } from './xtream.client'

// The transport rules of provider-http.ts, exercised through the client over real HTTP.
const { panel, clientFor } = usePanels()

describe('retries', () => {
  const flaky = (failures: number, status: number, headers: Record<string, string> = {}) => {
    let seen = 0
    return (async () => {
      const fixture = await panel({
        get_series: (_req, res) => {
          seen += 1
          if (seen <= failures) {
            res.writeHead(status, headers)
            res.end('busy')
            return
          }
          sendJson(res, [{ series_id: 1, name: 'S' }])
        },
      })
      return fixture
    })()
  }

  it('429 (Retry-After: 0) then success', async () => {
    const fixture = await flaky(1, 429, { 'retry-after': '0' })
    expect((await clientFor(fixture).series()).items).toHaveLength(1)
    expect(fixture.requests).toHaveLength(2)
  })

  it('500 twice then success', async () => {
    const fixture = await flaky(2, 500)
    expect((await clientFor(fixture).series()).items).toHaveLength(1)
    expect(fixture.requests).toHaveLength(3)
  })

  it('gives up after the configured retries with the spec text', async () => {
    const fixture = await flaky(99, 503)
    const error = await failure(clientFor(fixture, { retries: 1 }).series())
    expect([error.kind, error.status, fixture.requests.length]).toEqual(['http', 503, 2])
    expect(error.toUserMessage()).toBe('API call failed with status: 503')
  })

  it('does not wait out a Retry-After beyond the cap', async () => {
    const fixture = await flaky(99, 429, { 'retry-after': '3600' })
    const error = await failure(clientFor(fixture).series())
    expect([error.kind, error.retryAfterMs, fixture.requests.length]).toEqual([
      'rate-limited',
      3_600_000,
      1,
    ])
  })

  it('retries a refused connection, then reports it as unreachable', async () => {
    const fixture = await panel({})
    await fixture.close()
    const client = clientFor(fixture, { retries: 1 })
    const error = await failure(client.liveCategories())
    expect([error.kind, error.code]).toEqual(['unreachable', 'ECONNREFUSED'])
    expect(error.toUserMessage()).toBe('Problema de conexão. Verifique sua internet.')
    for (const text of [error.message, error.stack ?? '', JSON.stringify(error)]) {
      expect(text).not.toContain(PASS)
      expect(text).not.toContain(USER)
    }
  })
})

describe('limits', () => {
  it('slow headers → timeout, without retrying', async () => {
    const fixture = await panel({
      get_live_streams: (_req, res) => {
        setTimeout(() => sendJson(res, []), 1_500)
      },
    })
    const started = Date.now()
    const error = await failure(clientFor(fixture, { headersTimeoutMs: 200 }).liveStreams())
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(1_200)
    expect(fixture.requests).toHaveLength(1)
  })

  it('a body that trickles past the whole-call budget → timeout', async () => {
    const fixture = await panel({
      get_live_streams: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('[')
        const timer = setInterval(() => res.write('{"stream_id":1},'), 50)
        res.on('close', () => clearInterval(timer))
      },
    })
    const error = await failure(clientFor(fixture, { totalTimeoutMs: 400 }).liveStreams())
    expect(error.kind).toBe('timeout')
  })

  it.each([
    ['declared length', false],
    ['chunked, no length', true],
  ])('a body over the size cap → too-large (%s)', async (_label, chunked) => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ stream_id: i })))
    const fixture = await panel({
      get_live_streams: (_req, res) => {
        res.writeHead(200, chunked ? {} : { 'content-length': Buffer.byteLength(body) })
        res.end(body)
      },
    })
    const error = await failure(clientFor(fixture, { maxBytes: 1_000 }).liveStreams())
    expect(error.kind).toBe('too-large')
  })

  it('counts the size after decompression (gzip bomb)', async () => {
    const bomb = gzipSync(Buffer.alloc(5_000_000, 32))
    const fixture = await panel({
      get_live_streams: (_req, res) => {
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': bomb.length })
        res.end(bomb)
      },
    })
    expect(bomb.length).toBeLessThan(100_000)
    const error = await failure(clientFor(fixture, { maxBytes: 1_000_000 }).liveStreams())
    expect(error.kind).toBe('too-large')
  })

  it('never has more than 4 calls in flight per provider host, across clients', async () => {
    const fixture = await panel({
      '*': (_req, res) => {
        setTimeout(() => sendJson(res, []), 60)
      },
    })
    const a = clientFor(fixture)
    const b = clientFor(fixture)
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => ((i % 2 ? a : b) as XtreamClient).liveCategories()),
    )
    expect(fixture.requests).toHaveLength(12)
    expect(fixture.maxInFlight).toBe(4)
  })

  it('does not charge the wait for a slot to the time budget', async () => {
    const fixture = await panel({
      '*': (_req, res) => {
        setTimeout(() => sendJson(res, []), 150)
      },
    })
    const client = clientFor(fixture, { totalTimeoutMs: 400 })
    const calls = Array.from({ length: 12 }, () => client.liveCategories())
    await expect(Promise.all(calls)).resolves.toHaveLength(12)
    expect(fixture.maxInFlight).toBe(4)
  })

  it('honours the caller’s AbortSignal', async () => {
    const fixture = await panel({ '*': () => undefined })
    const controller = new AbortController()
    const pending = clientFor(fixture).liveCategories({ signal: controller.signal })
    setTimeout(() => controller.abort(new Error('user left')), 50)
    await expect(pending).rejects.toThrow('user left')
  })
})

describe('redirects', () => {
  it('follows a load balancer 302 to another allowed port', async () => {
    const target = await panel({
      get_vod_categories: json([{ category_id: 3, category_name: 'X' }]),
    })
    const entry = await panel({
      '*': (_req, res, url) => {
        res.writeHead(302, { location: `${target.origin}${url.pathname}${url.search}` })
        res.end()
      },
    })
    const client = clientFor(entry, {
      policy: { allowHosts: [`127.0.0.1:${entry.port}`, `127.0.0.1:${target.port}`] },
    })
    expect((await client.vodCategories()).items).toEqual([{ id: '3', name: 'X' }])
    expect([entry.requests.length, target.requests.length]).toEqual([1, 1])
  })

  it('stops after 5 hops', async () => {
    const fixture = await panel({
      '*': (_req, res, url) => {
        const hop = Number(url.searchParams.get('hop') ?? 0) + 1
        res.writeHead(302, { location: `/player_api.php?hop=${hop}` })
        res.end()
      },
    })
    const error = await failure(clientFor(fixture, { retries: 0 }).vodCategories())
    expect([error.kind, error.status, fixture.requests.length]).toEqual(['http', 302, 6])
  })
})
