import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import type { RunningProvider } from '../testing/serve'
import { login, startProvider } from '../testing/serve'

type Row = Record<string, unknown>
let provider: RunningProvider
const { facts, counts, categories } = demoCatalogue()

beforeAll(async () => {
  provider = await startProvider()
})
afterAll(() => provider.close())

async function list(user: string, action: string, extra: Record<string, string> = {}) {
  const res = await provider.api(login(user, { action, ...extra }))
  expect(res.headers.get('content-type')).toContain('application/json')
  return (await res.json()) as Row[]
}

describe('login call', () => {
  it('answers user_info and server_info the XUI way', async () => {
    const body = (await (await provider.api(login('demo'))).json()) as Record<string, Row>
    expect(body.user_info).toMatchObject({ auth: 1, status: 'Active', username: 'demo' })
    expect(body.user_info!.allowed_output_formats).toEqual(['m3u8', 'ts'])
    expect(typeof body.user_info!.exp_date).toBe('string')
    expect(body.server_info).toMatchObject({
      xui: true,
      url: '127.0.0.1',
      timezone: 'America/Sao_Paulo',
    })
    expect(body.server_info!.port).toBe(new URL(provider.base).port)
  })

  it('answers the XC2 way without the xui flag, and unknown actions fall through to it', async () => {
    const body = (await (
      await provider.api(login('xc', { action: 'get_profile' }))
    ).json()) as Record<string, Row>
    expect(body.user_info).toMatchObject({ auth: 1, status: 'Active', active_cons: '0' })
    expect(body.server_info!.xui).toBeUndefined()
  })

  it('accepts POST form bodies and numeric action aliases', async () => {
    const res = await fetch(`${provider.base}/player_api.php`, {
      method: 'POST',
      body: new URLSearchParams(login('demo', { action: '201' })),
    })
    const rows = (await res.json()) as Row[]
    expect(rows.map((r) => r.category_name)).toEqual(categories.live.map((c) => c.name))
  })
})

describe('categories', () => {
  it.each([
    ['get_vod_categories', categories.vod],
    ['get_series_categories', categories.series],
    ['get_live_categories', categories.live],
  ])('%s lists string ids and parent_id 0', async (action, expected) => {
    const rows = await list('xc', action)
    expect(rows).toEqual(
      expected.map((c) => ({ category_id: String(c.id), category_name: c.name, parent_id: 0 })),
    )
  })

  it('includes adult categories in VOD and live', () => {
    expect(categories.vod.find((c) => c.id === facts.adultVodCategoryId)?.name).toMatch(/adult/i)
    expect(categories.live.find((c) => c.id === facts.adultLiveCategoryId)?.name).toMatch(/xxx/i)
  })
})

describe('get_vod_streams', () => {
  it('XUI: Title (Year) names, numeric ratings, category_ids and one row per category', async () => {
    const rows = await list('demo', 'get_vod_streams')
    const ids = new Set(rows.map((r) => r.stream_id))
    expect(ids.size).toBe(counts.movies)
    expect(rows.length).toBeGreaterThan(ids.size)
    for (const row of rows) {
      expect(typeof row.rating).toBe('number')
      expect(Array.isArray(row.category_ids)).toBe(true)
      if (row.year) expect(row.name).toBe(`${row.title} (${row.year})`)
    }
    expect(rows.map((r) => r.num)).toEqual(rows.map((_, i) => i + 1))
  })

  it('XC2: one row per movie, string ratings with "" and "n/A", no category_ids', async () => {
    const rows = await list('xc', 'get_vod_streams')
    expect(rows).toHaveLength(counts.movies)
    expect(rows.every((r) => typeof r.rating === 'string' && !('category_ids' in r))).toBe(true)
    const ratings = new Set(rows.map((r) => r.rating))
    expect(ratings.has('')).toBe(true)
    expect(ratings.has('n/A')).toBe(true)
    const byId = new Map(rows.map((r) => [r.stream_id, r]))
    expect(byId.get(facts.orphanMovieId)?.category_id).toBeNull()
    expect(byId.get(facts.danglingMovieId)?.category_id).toBe(String(facts.danglingCategoryId))
    expect(byId.get(facts.upperMkvMovieId)?.container_extension).toBe('MKV')
  })

  it('escapes slashes and non-ASCII like PHP json_encode', async () => {
    const res = await provider.api(login('demo', { action: 'get_vod_streams' }))
    const text = await res.text()
    expect(text).toContain('http:\\/\\/127.0.0.1')
    expect([...text].every((ch) => ch.charCodeAt(0) < 128)).toBe(true)
    expect(text).toMatch(/\\u00[0-9a-f]{2}/)
  })

  it('filters by category the intval way', async () => {
    const category = categories.vod[0]!
    const filtered = await list('demo', 'get_vod_streams', { category_id: String(category.id) })
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((r) => r.category_id === String(category.id))).toBe(true)
    expect(filtered[0]!.num).toBe(1)
    const suffixed = await list('demo', 'get_vod_streams', { category_id: `${category.id}abc` })
    expect(suffixed).toEqual(filtered)
    const all = await list('demo', 'get_vod_streams')
    for (const value of ['', 'undefined', 'abc']) {
      expect(await list('demo', 'get_vod_streams', { category_id: value })).toHaveLength(all.length)
    }
    expect(await list('demo', 'get_vod_streams', { category_id: '987654' })).toEqual([])
    expect(
      await list('demo', 'get_vod_streams', { category_id: String(facts.emptyVodCategoryId) }),
    ).toEqual([])
  })
})

describe('get_series and get_live_streams', () => {
  it('XC2 series: stream_type null, string rating, backdrop_path of mixed types', async () => {
    const rows = await list('xc', 'get_series')
    expect(rows).toHaveLength(counts.series)
    expect(rows.every((r) => r.stream_type === null && typeof r.rating === 'string')).toBe(true)
    const kinds = new Set(
      rows.map((r) =>
        Array.isArray(r.backdrop_path)
          ? 'array'
          : String(r.backdrop_path === null ? 'null' : typeof r.backdrop_path),
      ),
    )
    expect([...kinds].sort()).toEqual(['array', 'null', 'string'])
  })

  it('XUI series carry stream_type "series" and category_ids', async () => {
    const rows = await list('demo', 'get_series')
    expect(new Set(rows.map((r) => r.series_id)).size).toBe(counts.series)
    expect(rows.every((r) => r.stream_type === 'series' && Array.isArray(r.category_ids))).toBe(
      true,
    )
  })

  it('live rows: icons sometimes empty, epg ids sometimes null, filter by the adult category', async () => {
    const rows = await list('xc', 'get_live_streams')
    expect(rows).toHaveLength(counts.channels)
    expect(rows.some((r) => r.stream_icon === '')).toBe(true)
    expect(rows.some((r) => r.epg_channel_id === null)).toBe(true)
    const adult = await list('demo', 'get_live_streams', {
      category_id: String(facts.adultLiveCategoryId),
    })
    expect(adult.length).toBeGreaterThan(0)
    expect(adult.every((r) => r.is_adult === 1)).toBe(true)
  })
})
