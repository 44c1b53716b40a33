import { isAdultItem } from '@myflix/shared'
import { createDemoProvider, demoCatalogue } from '@myflix/xtream-demo'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveLoopback } from '../../../test/support/loopback'
import { failure } from '../../../test/support/test-panel'
import { createXtreamClient } from './xtream.client'
import type { XtreamClient } from './xtream.client'

// The client against the demo provider (both panel families, every account state and fault),
// mounted under a sub-path on 127.0.0.1 like the app server mounts it.
const facts = demoCatalogue().facts
let base = ''
let allowHost = ''
let close: () => Promise<void> = async () => undefined
const clients: XtreamClient[] = []

beforeAll(async () => {
  const app = new Hono().route('/demo-xtream', createDemoProvider({ slowMs: 1_000 }))
  const panel = await serveLoopback(app.fetch)
  base = `${panel.base}/demo-xtream/player_api.php`
  allowHost = panel.host
  close = panel.close
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await close()
})

function demo(username: string, password = username, extra = {}) {
  const client = createXtreamClient(
    { baseUrl: base, username, password },
    { policy: { allowHosts: [allowHost] }, retryBaseMs: 5, retryMaxMs: 200, ...extra },
  )
  clients.push(client)
  return client
}

describe.each(['demo', 'xc'])('demo provider, account %s', (user) => {
  it('loads the whole catalogue with no mapping failure', async () => {
    const client = demo(user)
    const account = await client.accountInfo()
    expect(account.username).toBe(user)
    const [liveCats, vodCats, seriesCats, live, movies, series] = await Promise.all([
      client.liveCategories(),
      client.vodCategories(),
      client.seriesCategories(),
      client.liveStreams(),
      client.vodStreams(),
      client.series(),
    ])
    const counts = demoCatalogue().counts
    expect([live.items.length, movies.items.length, series.items.length]).toEqual([
      counts.channels,
      counts.movies,
      counts.series,
    ])
    for (const result of [liveCats, vodCats, seriesCats, live, movies, series])
      expect(result.failures).toBe(0)
    const adultVod = new Map(vodCats.items.map((c) => [c.id, c]))
    const adult = movies.items.filter((m) => isAdultItem(m, adultVod))
    expect(adult.length).toBeGreaterThan(0)
    expect(adult.every((m) => m.category_ids.includes(String(facts.adultVodCategoryId)))).toBe(true)
    expect(
      movies.items.find((m) => m.id === String(facts.upperMkvMovieId))?.container_extension,
    ).toBe('mkv')
  })

  it('reads series info (specials as season 0), vod info and the EPG', async () => {
    const client = demo(user)
    const specials = await client.seriesInfo(facts.specialsSeriesId)
    expect(specials?.seasons[0]?.season_number).toBe(0)
    const three = await client.seriesInfo(facts.threeSeasonSeriesId)
    expect(three?.seasons).toHaveLength(3)
    expect(three?.episodes['1']).toHaveLength(facts.longSeasonEpisodeCount)
    expect(await client.seriesInfo(facts.unknownSeriesId)).toBeNull()
    expect(await client.vodInfo(facts.unknownMovieId)).toBeNull()
    const sparse = await client.vodInfo(facts.sparseMovieId)
    expect(sparse?.stream_id).toBe(String(facts.sparseMovieId))
    const epg = await client.shortEpg(facts.epgChannelId)
    expect(epg.length).toBeGreaterThan(0)
    expect(epg.every((e) => e.end > e.start && !/^[A-Za-z0-9+/]+=*$/.test(e.title))).toBe(true)
    expect(await client.shortEpg(facts.epgChannelId, { limit: 12 })).toHaveLength(12)
  })
})

describe('demo provider account states and faults', () => {
  it.each([
    ['demo', 'wrong', 'invalid-credentials'],
    ['xc', 'wrong', 'invalid-credentials'],
    ['expired', 'expired', 'expired'],
    ['expiredxui', 'expiredxui', 'invalid-credentials'],
    ['lapsed', 'lapsed', 'expired'],
    ['disabled', 'disabled', 'disabled'],
    ['banned', 'banned', 'disabled'],
  ])('login %s/%s → %s', async (user, password, kind) => {
    expect((await failure(demo(user, password).accountInfo())).kind).toBe(kind)
  })

  it.each([
    ['fault429', 'rate-limited', undefined],
    ['fault500', 'http', undefined],
    ['faulthtml', 'invalid-answer', 'html'],
    ['faultempty', 'invalid-answer', 'empty'],
    ['faulttruncated', 'invalid-answer', 'malformed-json'],
    ['faultlogin', 'invalid-answer', 'not-a-list'],
    ['expired', 'expired', undefined],
  ])('catalogue call as %s → %s', async (user, kind, reason) => {
    const error = await failure(demo(user, user, { retries: 1 }).vodStreams())
    expect(error.kind).toBe(kind)
    if (reason) expect(error.reason).toBe(reason)
  })

  it('the slow account times out under a short header budget', async () => {
    const error = await failure(demo('slow', 'slow', { headersTimeoutMs: 200 }).accountInfo())
    expect(error.kind).toBe('timeout')
  })
})
