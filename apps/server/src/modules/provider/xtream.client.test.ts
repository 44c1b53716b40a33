import { gzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import { NGINX_404, sendJson, startFixture } from './test-server.fixture'
import type { FixtureHandler, FixtureServer } from './test-server.fixture'
import { createXtreamClient } from './xtream.client'
import type { XtreamClient, XtreamClientOptions } from './xtream.client'

const USER = 'alice'
const PASS = 's3cr3t-Pa55'
const fixtures: FixtureServer[] = []
const clients: XtreamClient[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(fixtures.splice(0).map((f) => f.close()))
})

/** A panel answering per `action` ('' = the account call). */
async function panel(routes: Record<string, FixtureHandler>): Promise<FixtureServer> {
  const fixture = await startFixture((req, res, url) => {
    const route = routes[url.searchParams.get('action') ?? ''] ?? routes['*']
    if (!route) return sendJson(res, [])
    return route(req, res, url)
  })
  fixtures.push(fixture)
  return fixture
}

function clientFor(fixture: FixtureServer, options: XtreamClientOptions = {}, path = '') {
  const client = createXtreamClient(
    { baseUrl: `${fixture.origin}${path}`, username: USER, password: PASS },
    {
      policy: { allowHosts: [`127.0.0.1:${fixture.port}`] },
      retryBaseMs: 5,
      retryMaxMs: 100,
      now: () => 1_740_000_000,
      ...options,
    },
  )
  clients.push(client)
  return client
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ProviderError) return error
    throw error
  }
  throw new Error('expected a ProviderError')
}

const account = (user: object = {}) => ({
  user_info: {
    username: USER,
    password: PASS,
    auth: 1,
    status: 'Active',
    exp_date: '1767542400',
    is_trial: '0',
    active_cons: '0',
    created_at: '1735084800',
    max_connections: '2',
    allowed_output_formats: ['m3u8', 'ts'],
    ...user,
  },
  server_info: { url: 'x', port: '80', timezone: 'UTC', timestamp_now: 1740599153 },
})
const json =
  (value: unknown, status = 200): FixtureHandler =>
  (_req, res) =>
    sendJson(res, value, status)
const raw =
  (body: string, status = 200, type = 'text/html'): FixtureHandler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type })
    res.end(body)
  }

describe('good answers', () => {
  it('XC2: account, categories, streams, series, info and EPG', async () => {
    const fixture = await panel({
      '': json(account()),
      get_live_categories: json([{ category_id: '1', category_name: 'Abertos', parent_id: 0 }]),
      get_vod_categories: json([{ category_id: '2', category_name: 'Ação' }]),
      get_series_categories: json([]),
      get_live_streams: json([{ stream_id: 7, name: 'Canal', category_id: null, added: '1' }]),
      get_vod_streams: json([{ stream_id: 8, name: 'Filme', rating: 'n/A', category_id: '2' }]),
      get_series: json([{ series_id: 9, name: 'Série', backdrop_path: null, stream_type: null }]),
      get_series_info: json({
        info: { name: 'Série' },
        episodes: [[{ id: '90', episode_num: 1 }]],
      }),
      get_vod_info: json({ info: [], movie_data: { stream_id: 8, container_extension: 'MKV' } }),
      get_short_epg: json({ epg_listings: [] }),
    })
    const client = clientFor(fixture)
    expect((await client.accountInfo()).max_connections).toBe(2)
    expect((await client.liveCategories()).items).toEqual([{ id: '1', name: 'Abertos' }])
    expect((await client.vodCategories()).items).toEqual([{ id: '2', name: 'Ação' }])
    expect((await client.seriesCategories()).items).toEqual([])
    expect((await client.liveStreams()).items[0]).toMatchObject({ id: '7', type: 'live' })
    expect((await client.vodStreams('2')).items[0]).toMatchObject({ id: '8', rating: '0.0' })
    expect((await client.series()).items[0]).toMatchObject({ id: '9', backdrop: [] })
    expect((await client.seriesInfo(9))?.episodes['0']?.[0]?.id).toBe('90')
    expect((await client.vodInfo('8'))?.container_extension).toBe('mkv')
    expect(await client.shortEpg(7)).toEqual([])

    const vodCall = fixture.requests.find(
      (r) => r.url.searchParams.get('action') === 'get_vod_streams',
    )
    expect(vodCall?.url.pathname).toBe('/player_api.php')
    expect(vodCall?.url.searchParams.get('category_id')).toBe('2')
    expect(vodCall?.url.searchParams.get('username')).toBe(USER)
    expect(vodCall?.url.searchParams.get('password')).toBe(PASS)
    expect(vodCall?.headers['user-agent']).toBe('VLC/3.0.20 LibVLC/3.0.20')
    expect(vodCall?.headers['accept-encoding']).toContain('gzip')
  })

  it('XUI: int counters, category_ids duplicates, gzip body, sub-path base URL', async () => {
    const list = [
      { stream_id: 1, name: 'A (2024)', category_id: '5', category_ids: [5], rating: 7 },
      { stream_id: 1, name: 'A (2024)', category_id: '6', category_ids: [6], rating: 7 },
    ]
    const fixture = await panel({
      '': json({ ...account({ active_cons: 0, exp_date: null }), server_info: { xui: true } }),
      get_vod_streams: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        res.end(gzipSync(JSON.stringify(list)))
      },
    })
    const client = clientFor(fixture, { userAgent: 'xciptv' }, '/panel/player_api.php/')
    expect(client.baseUrl).toBe(`${fixture.origin}/panel`)
    const info = await client.accountInfo()
    expect([info.exp_date, info.active_cons, info.server_info.xui]).toEqual([null, 0, true])
    const movies = await client.vodStreams()
    expect(movies.items.map((m) => [m.id, m.category_ids, m.rating])).toEqual([
      ['1', ['5', '6'], '7.0'],
    ])
    expect(fixture.requests.map((r) => r.url.pathname)).toEqual([
      '/panel/player_api.php',
      '/panel/player_api.php',
    ])
    expect(fixture.requests[0]?.headers['user-agent']).toBe('xciptv')
  })
})

describe('account states per panel family', () => {
  it.each<[string, FixtureHandler, string]>([
    ['XC2 wrong password: 200 auth 0', json({ user_info: { auth: 0 } }), 'invalid-credentials'],
    ['XUI wrong password: 404 nginx page', raw(NGINX_404, 404), 'invalid-credentials'],
    ['Cloudflare 884, empty', raw('', 884), 'invalid-credentials'],
    ['plain 401', json({ error: 'Unauthorized' }, 401), 'invalid-credentials'],
    ['XC2 empty 200', raw('', 200, 'application/json'), 'invalid-credentials'],
    ['XUI debug page', raw('<html>INVALID_CREDENTIALS</html>'), 'invalid-credentials'],
    ['XC2 expired', json(account({ status: 'Expired' })), 'expired'],
    ['past exp_date, still Active', json(account({ exp_date: '1600000000' })), 'expired'],
    ['XUI debug expired page', raw('<html>EXPIRED</html>'), 'expired'],
    ['XC2 banned', json(account({ status: 'Banned' })), 'disabled'],
    ['XC2 disabled', json(account({ status: 'Disabled' })), 'disabled'],
  ])('%s → %s', async (_label, handler, kind) => {
    const client = clientFor(await panel({ '': handler }))
    const error = await failure(client.accountInfo())
    expect(error.kind).toBe(kind)
  })

  it('gives the spec texts', async () => {
    const client = clientFor(await panel({ '': json({ user_info: { auth: 0 } }) }))
    expect((await failure(client.accountInfo())).toUserMessage()).toBe(
      'Credenciais inválidas. Verifique URL, usuário e senha.',
    )
  })

  it('an expired XC2 line answers every list with its login object', async () => {
    const client = clientFor(await panel({ '*': json(account({ status: 'Expired' })) }))
    expect((await failure(client.vodStreams())).kind).toBe('expired')
  })
})

describe('broken answers', () => {
  it.each<[string, FixtureHandler, string, string | undefined]>([
    ['HTML with 200', raw('<!DOCTYPE html><p>hi</p>'), 'invalid-answer', 'html'],
    ['empty body', raw('', 200, 'application/json'), 'invalid-answer', 'empty'],
    ['truncated JSON', raw('[{"category_id":"1","categ', 200), 'invalid-answer', 'malformed-json'],
    ['login object where a list belongs', json(account()), 'invalid-answer', 'not-a-list'],
    ['403 from a WAF', raw('blocked', 403), 'http', undefined],
  ])('%s → %s', async (_label, handler, kind, reason) => {
    const client = clientFor(await panel({ get_live_categories: handler }))
    const error = await failure(client.liveCategories())
    expect([error.kind, error.reason]).toEqual([kind, reason])
  })
})

describe('retries', () => {
  const flaky = (failures: number, status: number, headers: Record<string, string> = {}) => {
    let seen = 0
    return (async () => {
      const fixture = await panel({
        get_series: (_req, res) => {
          seen += 1
          if (seen <= failures) {
            res.writeHead(status, headers)
            return res.end('busy')
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
    const port = fixture.port
    await fixture.close()
    fixtures.splice(0)
    const client = createXtreamClient(
      { baseUrl: `http://127.0.0.1:${port}`, username: USER, password: PASS },
      { policy: { allowHosts: [`127.0.0.1:${port}`] }, retries: 1, retryBaseMs: 5 },
    )
    clients.push(client)
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

describe('streamUrl (server side only)', () => {
  it('builds the provider path from the typed base and refuses junk', async () => {
    const fixture = await panel({})
    const client = clientFor(fixture, {}, '/sub/')
    expect(client.streamUrl('movie', 8, 'MKV')).toBe(
      `${fixture.origin}/sub/movie/${USER}/${PASS}/8.mkv`,
    )
    expect(client.streamUrl('live', '7', 'ts')).toBe(
      `${fixture.origin}/sub/live/${USER}/${PASS}/7.ts`,
    )
    expect(() => client.streamUrl('series', '../1', 'mp4')).toThrow(TypeError)
    expect(() => client.streamUrl('series', '1', 'mp4?x')).toThrow(TypeError)
  })
})
