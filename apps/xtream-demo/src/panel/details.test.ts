import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '../catalogue/catalogue'
import { MP2_CHANNEL_NAME, TRACKS_MOVIE_TITLE } from '../catalogue/items'
import {
  EPISODE_MEDIA_SECONDS,
  MOVIE_MEDIA_SECONDS,
  TRACKS_MOVIE_SECONDS,
} from '../catalogue/media-lengths'
import { PROGRAMME_NAMES } from '../catalogue/words'
import { programmeMinutes } from '../guide/programmes'
import type { RunningProvider } from '../testing/serve'
import { login, startProvider } from '../testing/serve'

type Json = Record<string, unknown>
let provider: RunningProvider
const { facts } = demoCatalogue()
const NOW = Date.UTC(2026, 10, 22, 12, 10)

beforeAll(async () => {
  provider = await startProvider({ now: () => NOW })
})
afterAll(() => provider.close())

async function call(user: string, params: Record<string, string>) {
  return (await (await provider.api(login(user, params))).json()) as Json
}

describe('get_series_info', () => {
  it('has a series with exactly 3 seasons and more than 10 episodes in the first', async () => {
    for (const user of ['demo', 'xc']) {
      const body = await call(user, {
        action: 'get_series_info',
        series_id: String(facts.threeSeasonSeriesId),
      })
      const seasons = body.seasons as Json[]
      expect(seasons.map((s) => s.season_number)).toEqual([1, 2, 3])
      const episodes = body.episodes as Record<string, Json[]>
      expect(Object.keys(episodes)).toEqual(['1', '2', '3'])
      expect(episodes['1']).toHaveLength(facts.longSeasonEpisodeCount)
      expect(facts.longSeasonEpisodeCount).toBeGreaterThan(10)
      const ids = Object.values(episodes)
        .flat()
        .map((e) => e.id)
      expect(ids).toContain(String(facts.missingEpisodeId))
      expect(ids).toContain(String(facts.mkvEpisodeId))
    }
  })

  it('types episode_num per family: XUI string, XC2 int', async () => {
    const params = { action: 'get_series_info', series_id: String(facts.threeSeasonSeriesId) }
    const xui = (await call('demo', params)).episodes as Record<string, Json[]>
    const xc2 = (await call('xc', params)).episodes as Record<string, Json[]>
    expect(xui['1']![0]!.episode_num).toBe('1')
    expect(xc2['1']![0]!.episode_num).toBe(1)
  })

  it('a series with specials encodes its episodes as an array of arrays', async () => {
    const body = await call('demo', {
      action: 'get_series_info',
      series_id: String(facts.specialsSeriesId),
    })
    expect(Array.isArray(body.episodes)).toBe(true)
    expect((body.episodes as Json[][])[0]![0]!.season).toBe(0)
  })

  it('a series without episodes has no episodes key; unknown ids differ per family', async () => {
    const empty = await call('xc', {
      action: 'get_series_info',
      series_id: String(facts.emptySeriesId),
    })
    expect(empty.seasons).toEqual([])
    expect('episodes' in empty).toBe(false)
    const unknown = { action: 'get_series_info', series_id: String(facts.unknownSeriesId) }
    expect(await call('xc', unknown)).toEqual([])
    const xui = await call('demo', unknown)
    expect((xui.info as Json).name).toBeNull()
  })
})

describe('get_vod_info', () => {
  it('answers info and movie_data for a known movie', async () => {
    const body = await call('demo', {
      action: 'get_vod_info',
      vod_id: String(facts.mkvOnlyMovieId),
    })
    expect((body.movie_data as Json).stream_id).toBe(facts.mkvOnlyMovieId)
    expect((body.movie_data as Json).container_extension).toBe('mkv')
    expect((body.info as Json).movie_image).toMatch(/\/images\/small\/movie\/\d+\.svg$/)
  })

  it('answers info [] with movie_data for a sparse movie and {info: []} for an unknown one', async () => {
    const sparse = await call('xc', { action: 'get_vod_info', vod_id: String(facts.sparseMovieId) })
    expect(sparse.info).toEqual([])
    expect((sparse.movie_data as Json).stream_id).toBe(String(facts.sparseMovieId))
    expect(
      await call('demo', { action: 'get_vod_info', vod_id: String(facts.unknownMovieId) }),
    ).toEqual({ info: [] })
  })
})

describe('durations', () => {
  // The files every movie and episode streams: progress percentages rest on these.
  it('reports the length of the movie file and of the episode file, in both families', async () => {
    for (const user of ['demo', 'xc']) {
      const vod = await call(user, {
        action: 'get_vod_info',
        vod_id: String(facts.playableMovieId),
      })
      const info = vod.info as Json
      expect(Number(info.duration_secs), user).toBe(MOVIE_MEDIA_SECONDS)
      expect(info.duration, user).toBe('00:06:00')
      const series = await call(user, {
        action: 'get_series_info',
        series_id: String(facts.threeSeasonSeriesId),
      })
      // XC2 sends some episodes with `info: []`, which carry no duration.
      const infos = Object.values(series.episodes as Record<string, Json[]>)
        .flat()
        .map((e) => e.info as Json)
        .filter((info) => !Array.isArray(info))
      const lengths = new Set(infos.map((info) => Number(info.duration_secs)))
      expect([...lengths], user).toEqual([EPISODE_MEDIA_SECONDS])
    }
    const rows = (await call('demo', { action: 'get_vod_streams' })) as unknown as Json[]
    expect(rows.find((r) => r.stream_id === facts.playableMovieId)?.episode_run_time).toBe(
      MOVIE_MEDIA_SECONDS / 60,
    )
  })

  it('lists the tracks movie as a 2-minute mkv and the MP2 channel by name, in both families', async () => {
    for (const user of ['demo', 'xc']) {
      const vod = await call(user, { action: 'get_vod_info', vod_id: String(facts.tracksMovieId) })
      const data = vod.movie_data as Json
      // XUI appends the year to the name.
      expect(String(data.name).startsWith(TRACKS_MOVIE_TITLE), user).toBe(true)
      expect(data.container_extension, user).toBe('mkv')
      expect(Number((vod.info as Json).duration_secs), user).toBe(TRACKS_MOVIE_SECONDS)
      const live = (await call(user, { action: 'get_live_streams' })) as unknown as Json[]
      const channel = live.find((r) => String(r.stream_id) === String(facts.mp2ChannelId))
      expect(channel?.name, user).toBe(MP2_CHANNEL_NAME)
      expect(Number(channel?.tv_archive), user).toBe(0)
    }
  })
})

describe('get_short_epg', () => {
  it('lists programmes around now with base64 UTF-8 titles', async () => {
    const body = await call('demo', {
      action: 'get_short_epg',
      stream_id: String(facts.epgChannelId),
    })
    const listings = body.epg_listings as Json[]
    expect(listings).toHaveLength(4)
    const titles = listings.map((l) => Buffer.from(String(l.title), 'base64').toString('utf8'))
    for (const title of titles) expect(PROGRAMME_NAMES).toContain(title)
    const now = NOW / 1000
    expect(Number(listings[0]!.start_timestamp)).toBeLessThanOrEqual(now)
    expect(Number(listings[0]!.stop_timestamp)).toBeGreaterThan(now)
    // XUI keeps `end` as a timestamp and adds a formatted `stop`, in the panel timezone (UTC-3).
    expect(listings[0]!.end).toBe(listings[0]!.stop_timestamp)
    expect(listings[0]!.start).toBe('2026-11-22 09:00:00')
    // Each channel keeps one programme length; the next programme starts where this one stops.
    const length = programmeMinutes(facts.epgChannelId) * 60
    for (const [i, l] of listings.entries()) {
      expect(Number(l.stop_timestamp) - Number(l.start_timestamp)).toBe(length)
      if (i > 0) expect(l.start_timestamp).toBe(listings[i - 1]!.stop_timestamp)
    }
  })

  it('XC2 formats end as a date; honours limit; no EPG mapping gives an empty list', async () => {
    const body = await call('xc', {
      action: 'get_short_epg',
      stream_id: String(facts.epgChannelId),
      limit: '2',
    })
    const listings = body.epg_listings as Json[]
    expect(listings).toHaveLength(2)
    // The fact channel's programmes last an hour (programmeMinutes), 09:00 to 10:00 in UTC-3.
    expect(programmeMinutes(facts.epgChannelId)).toBe(60)
    expect(listings[0]!.end).toBe('2026-11-22 10:00:00')
    expect(
      await call('xc', { action: 'get_short_epg', stream_id: String(facts.noEpgChannelId) }),
    ).toEqual({ epg_listings: [] })
  })

  it('answers the full table under both spellings', async () => {
    for (const action of ['get_simple_data_table', 'get_simple_date_table']) {
      const body = await call('demo', { action, stream_id: String(facts.epgChannelId) })
      const listings = body.epg_listings as Json[]
      expect(listings.filter((l) => l.now_playing === 1)).toHaveLength(1)
      // The past 12 hours and the next 12, in programmes of the channel's length.
      const first = listings[0]!
      const last = listings.at(-1)!
      expect(first.start_timestamp).toBeLessThanOrEqual(NOW / 1000 - 12 * 3600)
      expect(last.stop_timestamp).toBeGreaterThanOrEqual(NOW / 1000 + 12 * 3600)
      expect(listings).toHaveLength(25)
    }
  })

  it('marks past programmes of an archived channel as has_archive', async () => {
    const archived = [...demoCatalogue().channels()].find(
      (c) => c.epgChannelId && c.tvArchiveDays > 0,
    )!
    const body = await call('demo', {
      action: 'get_simple_data_table',
      stream_id: String(archived.id),
    })
    for (const l of body.epg_listings as Json[]) {
      expect(l.has_archive).toBe(Number(l.start_timestamp) < NOW / 1000 ? 1 : 0)
    }
  })
})

describe('determinism', () => {
  it('the same seed gives byte-identical answers, another seed a different catalogue', async () => {
    const a = await startProvider({ seed: 7 })
    const b = await startProvider({ seed: 7 })
    const c = await startProvider({ seed: 8 })
    try {
      // URLs embed each server's own port (escaped the PHP way), so that part is neutralised.
      const text = async (p: RunningProvider, action: string) =>
        (await (await p.api(login('xc', { action }))).text()).replaceAll(
          p.base.replaceAll('/', '\\/'),
          'BASE',
        )
      for (const action of ['get_vod_streams', 'get_series', 'get_live_streams']) {
        const first = await text(a, action)
        expect(first).toContain('BASE')
        expect((await text(b, action)) === first).toBe(true)
        expect((await text(c, action)) === first).toBe(false)
      }
    } finally {
      await Promise.all([a.close(), b.close(), c.close()])
    }
  })
})
