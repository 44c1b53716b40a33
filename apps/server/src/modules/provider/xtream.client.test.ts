import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  account,
  failure,
  json,
  PASS,
  raw,
  USER,
  usePanels,
} from '../../../test/support/test-panel'
import { NGINX_404 } from '../../../test/support/fixture-server'
import type { FixtureHandler } from '../../../test/support/fixture-server'

const { panel, clientFor } = usePanels()

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

describe('big lists, read as they arrive', () => {
  const rows = Array.from({ length: 20_000 }, (_, n) => ({
    stream_id: n + 1,
    name: `Filme ${n + 1}`,
    category_id: String(n % 9),
    plot: 'p'.repeat(100),
  }))
  const body = Buffer.from(JSON.stringify(rows))

  it('a connection lost mid-list is retried and the list comes whole, once', async () => {
    let calls = 0
    const fixture = await panel({
      get_vod_streams: (_req, res) => {
        calls += 1
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
        // The first answer stops after several slices' worth of rows.
        if (calls === 1) res.write(body.subarray(0, 3_000_000), () => res.destroy())
        else res.end(body)
      },
    })
    const { items, failures } = await clientFor(fixture).vodStreams()
    expect(calls).toBe(2)
    expect(failures).toBe(0)
    expect(items.map((item) => item.id)).toEqual(rows.map((row) => String(row.stream_id)))
  })

  it('a gzip list cut short is malformed-json, not a shorter list', async () => {
    const zipped = gzipSync(body)
    const fixture = await panel({
      get_vod_streams: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        res.end(gzipSync(body.subarray(0, body.length - 1000)))
      },
      get_series: (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
        res.end(zipped)
      },
    })
    const client = clientFor(fixture)
    expect((await failure(client.vodStreams())).reason).toBe('malformed-json')
    expect((await client.series()).failures).toBe(rows.length)
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

  it('builds catch-up addresses in both forms from the same base', async () => {
    const fixture = await panel({})
    const client = clientFor(fixture, {}, '/sub/')
    const request = { streamId: '7', start: '2026-11-25:23-13', minutes: 67, extension: 'TS' }
    expect(client.timeshiftUrl({ ...request, form: 'rest' })).toBe(
      `${fixture.origin}/sub/timeshift/${USER}/${PASS}/67/2026-11-25:23-13/7.ts`,
    )
    expect(client.timeshiftUrl({ ...request, form: 'php' })).toBe(
      `${fixture.origin}/sub/streaming/timeshift.php?username=${USER}&password=${PASS}` +
        '&stream=7&start=2026-11-25:23-13&duration=67',
    )
    expect(() => client.timeshiftUrl({ ...request, form: 'rest', streamId: '7/../8' })).toThrow(
      TypeError,
    )
  })
})
