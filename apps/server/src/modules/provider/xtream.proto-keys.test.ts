import { describe, expect, it } from 'vitest'
import { raw, usePanels } from '../../../test/support/test-panel'
import {
  rawEpg,
  rawEpisode,
  rawEpisodeInfo,
  rawSeason,
  rawServerInfo,
  rawUserInfo,
  readCategoryRow,
  readSeriesRow,
  readStreamRow,
  readVodInfo,
} from './xtream.schemas'

// JSON.parse makes a `"__proto__"` key an own property; copied with [[Set]] (Object.assign, a
// zod passthrough, `target[key] = value`) it would replace the copy's prototype instead. Every
// answer kind carries one here, at row and at info level, and nothing may come of it.

const { panel, clientFor } = usePanels()

const PROTO = '"__proto__":{"polluted":true,"name":"Poluído","is_adult":1,"plot":"Poluído"}'
const json = (text: string) => raw(text, 200, 'application/json')

/** Enough rows that the list is read in several slices (xtream.list-reader). */
const rows = (idKey: string) =>
  `[${Array.from({ length: 3000 }, (_, n) => `{${PROTO},"${idKey}":${n + 1},"category_id":"1"}`).join(',')}]`

/** True for a value that is, or holds anywhere, an object whose prototype is not a plain one. */
function polluted(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  if (proto !== Object.prototype && proto !== Array.prototype) return true
  if ('polluted' in value) return true
  return Object.values(value).some(polluted)
}

describe('"__proto__" keys from a panel', () => {
  it('change no prototype, in lists, infos, episodes, the EPG or the account', async () => {
    const fixture = await panel({
      '': json(
        `{"user_info":{${PROTO},"auth":1,"status":"Active","username":"u"},"server_info":{${PROTO}}}`,
      ),
      get_live_categories: json(`[{${PROTO},"category_id":"1","category_name":"Abertos"}]`),
      get_live_streams: json(rows('stream_id')),
      get_vod_streams: json(rows('stream_id')),
      get_series: json(rows('series_id')),
      get_vod_info: json(`{${PROTO},"info":{${PROTO}},"movie_data":{${PROTO},"stream_id":8}}`),
      get_series_info: json(
        `{${PROTO},"info":{${PROTO},"name":"Série"},"seasons":[{${PROTO},"season_number":1}],` +
          `"episodes":{${PROTO.replace('{', '[{').replace(/}$/, '}]')},` +
          `"1":[{${PROTO},"id":"90","episode_num":1,"info":{${PROTO}}}]}}`,
      ),
      get_short_epg: json(
        `{"epg_listings":{${PROTO.replace('{', '[{').replace(/}$/, ',"start_timestamp":1,"stop_timestamp":2}]')},` +
          `"1":[{${PROTO},"title":"VA==","start_timestamp":1,"stop_timestamp":2}]}}`,
      ),
    })
    const client = clientFor(fixture)
    const answers = {
      account: await client.accountInfo(),
      categories: (await client.liveCategories()).items,
      live: (await client.liveStreams()).items,
      movies: (await client.vodStreams()).items,
      series: (await client.series()).items,
      vod: await client.vodInfo(8),
      show: await client.seriesInfo(9),
      epg: await client.shortEpg(7),
    }

    expect(polluted(answers)).toBe(false)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(answers.movies).toHaveLength(3000)
    for (const item of [...answers.live, ...answers.movies, ...answers.series]) {
      expect(item.name).not.toBe('Poluído')
      expect(item.is_adult).toBeUndefined()
    }
    expect(answers.vod).toMatchObject({ id: '8', name: expect.not.stringMatching('Poluído') })
    expect(answers.vod?.is_adult).toBeUndefined()
    expect(Object.keys(answers.show?.episodes ?? {})).toEqual(['1'])
    expect(answers.show?.episodes['1']?.[0]?.plot).toBeNull()
    expect(answers.epg.map((entry) => entry.title)).toContain('T')
  })

  it('reach no row or info reader as a prototype', () => {
    const row = JSON.parse(
      `{${PROTO},"stream_id":1,"series_id":1,"category_id":1,"id":"1"}`,
    ) as Record<string, unknown>
    const readers = [
      readStreamRow,
      readSeriesRow,
      readVodInfo,
      readCategoryRow,
      (v: unknown) => rawEpisode.parse(v),
      (v: unknown) => rawEpisodeInfo.parse(v),
      (v: unknown) => rawSeason.parse(v),
      (v: unknown) => rawUserInfo.parse(v),
      (v: unknown) => rawServerInfo.parse(v),
      (v: unknown) => rawEpg.parse(v),
    ]
    for (const read of readers) expect(polluted(read(row))).toBe(false)
  })
})
