import { describe, expect, it } from 'vitest'
import { COUNT_MAX, TEXT_MAX } from './text-limits'
import { normaliseAccount } from './xtream-account.normalise'
import { normaliseEpg, normaliseSeriesInfo, normaliseVodInfo } from './xtream-info.normalise'
import { normaliseCategories, normaliseSeries, normaliseStreams } from './xtream.normalise'

// Every text a panel sends is cut when read, every list in a row is bounded (text-limits.ts): one
// row or answer per kind of field, each field well over its limit.

const over = (max: number, char = 'x') => char.repeat(max * 3)
const longUrl = `https://img.example/${'p'.repeat(TEXT_MAX.url)}.jpg`
const img = (n: number) => `https://img.example/${n}.jpg`

const hugeRow = {
  name: over(TEXT_MAX.name),
  plot: over(TEXT_MAX.plot),
  cast: over(TEXT_MAX.list),
  director: over(TEXT_MAX.list),
  genre: over(TEXT_MAX.list),
  release_date: over(TEXT_MAX.name),
  backdrop_path: [longUrl, ...Array.from({ length: 50 }, (_, n) => img(n))],
  category_id: '1',
  category_ids: Array.from({ length: 500 }, (_, n) => n + 1),
}

describe('list rows', () => {
  it('cut every text to its limit and bound backdrops and categories', () => {
    const [movie] = normaliseStreams('movie', [
      { ...hugeRow, stream_id: 1, stream_icon: img(99) },
    ]).items
    expect(movie?.name).toHaveLength(TEXT_MAX.name)
    expect(movie?.plot).toHaveLength(TEXT_MAX.plot)
    expect(movie?.cast).toHaveLength(TEXT_MAX.list)
    expect(movie?.director).toHaveLength(TEXT_MAX.list)
    expect(movie?.genre).toHaveLength(TEXT_MAX.list)
    expect(movie?.release_date).toHaveLength(TEXT_MAX.name)
    // The over-long address is dropped, not cut; the next ones fill the count.
    expect(movie?.backdrop).toEqual([0, 1, 2, 3, 4].map(img))
    expect(movie?.category_ids).toHaveLength(COUNT_MAX.categoryIds)
    expect(movie?.image).toBe(img(99))
  })

  it('read the alternative fields (title, description, actors) with the same limits', () => {
    const [series] = normaliseSeries([
      {
        series_id: 2,
        title: over(TEXT_MAX.name),
        description: over(TEXT_MAX.plot),
        actors: over(TEXT_MAX.list),
        cover: longUrl,
      },
    ]).items
    expect(series?.name).toHaveLength(TEXT_MAX.name)
    expect(series?.plot).toHaveLength(TEXT_MAX.plot)
    expect(series?.cast).toHaveLength(TEXT_MAX.list)
    expect(series?.image).toBeNull()
  })

  it('merge the categories of duplicate rows up to the same count', () => {
    const rows = Array.from({ length: 200 }, (_, n) => ({
      stream_id: 7,
      name: 'Canal',
      category_id: n + 1,
    }))
    const { items } = normaliseStreams('live', rows)
    expect(items).toHaveLength(1)
    expect(items[0]?.category_ids).toHaveLength(COUNT_MAX.categoryIds)
  })

  it('keep category names short and the number of categories bounded', () => {
    const rows = Array.from({ length: COUNT_MAX.categories + 10 }, (_, n) => ({
      category_id: n + 1,
      category_name: n === 0 ? over(TEXT_MAX.name) : `C${n}`,
    }))
    const { items } = normaliseCategories(rows)
    expect(items).toHaveLength(COUNT_MAX.categories)
    expect(items[0]?.name).toHaveLength(TEXT_MAX.name)
  })
})

describe('info answers', () => {
  it('get_vod_info: info and movie_data are cut like list rows', () => {
    const movie = normaliseVodInfo(
      {
        info: { ...hugeRow, cover_big: longUrl, movie_image: img(5), duration: over(20) },
        movie_data: { stream_id: 3, name: over(TEXT_MAX.name), container_extension: over(8) },
      },
      '3',
    )
    expect(movie?.name).toHaveLength(TEXT_MAX.name)
    expect(movie?.plot).toHaveLength(TEXT_MAX.plot)
    expect(movie?.cast).toHaveLength(TEXT_MAX.list)
    expect(movie?.image).toBe(img(5))
    expect(movie?.backdrop).toHaveLength(COUNT_MAX.backdrops)
    expect(movie?.container_extension).toBeNull()
  })

  it('get_series_info: episode texts cut, episodes counted over every season', () => {
    const perSeason = 1_000
    const season = (s: number) =>
      Array.from({ length: perSeason }, (_, n) => ({
        id: `${s}-${n}`,
        episode_num: n + 1,
        title: over(TEXT_MAX.name),
        info: { plot: over(TEXT_MAX.plot), movie_image: longUrl, cover_big: img(n) },
      }))
    const info = normaliseSeriesInfo(
      {
        info: { ...hugeRow, cover: img(1) },
        seasons: [
          ...Array.from({ length: 10_000 }, (_, n) => ({ season_number: n + 100, name: 'Extra' })),
          { season_number: 1, name: over(TEXT_MAX.name), cover: longUrl, cover_big: img(2) },
        ],
        episodes: { 1: season(1), 2: season(2), 3: season(3), 4: season(4) },
      },
      '9',
    )
    const episodes = Object.values(info?.episodes ?? {}).flat()
    expect(episodes).toHaveLength(COUNT_MAX.episodes)
    expect(Object.keys(info?.episodes ?? {})).toEqual(['1', '2', '3'])
    expect(episodes[0]?.title).toHaveLength(TEXT_MAX.name)
    expect(episodes[0]?.plot).toHaveLength(TEXT_MAX.plot)
    expect(episodes[0]?.movie_image).toBe(img(0))
    expect(info?.series.plot).toHaveLength(TEXT_MAX.plot)
    // Declared seasons without episodes are not kept, however many.
    expect(info?.seasons).toEqual([
      { season_number: 1, name: 'x'.repeat(TEXT_MAX.name), cover: img(2) },
      { season_number: 2, name: null, cover: null },
      { season_number: 3, name: null, cover: null },
    ])
  })

  it('get_short_epg: decoded texts cut, programmes bounded', () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64')
    const rows = Array.from({ length: COUNT_MAX.epgEntries + 50 }, (_, n) => ({
      id: n === 0 ? over(TEXT_MAX.name) : String(n),
      title: b64(over(TEXT_MAX.name, 'é')),
      description: n === 0 ? over(TEXT_MAX.plot) : b64(over(TEXT_MAX.plot, 'ã')),
      start_timestamp: 1_741_028_400 + n * 60,
      stop_timestamp: 1_741_028_460 + n * 60,
    }))
    const entries = normaliseEpg({ epg_listings: rows })
    expect(entries).toHaveLength(COUNT_MAX.epgEntries)
    expect(entries[0]?.id).toHaveLength(TEXT_MAX.name)
    expect(entries[0]?.description).toHaveLength(TEXT_MAX.plot)
    expect(entries[1]?.title).toBe('é'.repeat(TEXT_MAX.name))
    expect(entries[1]?.description).toBe('ã'.repeat(TEXT_MAX.plot))
  })

  it('the account: texts cut, output formats bounded', () => {
    const account = normaliseAccount(
      {
        user_info: {
          auth: 1,
          username: over(TEXT_MAX.name),
          status: over(TEXT_MAX.name),
          allowed_output_formats: Array.from({ length: 100 }, (_, n) => `f${n}`),
        },
        server_info: { timezone: over(TEXT_MAX.name), version: over(TEXT_MAX.name) },
      },
      1_700_000_000,
    )
    expect(account.username).toHaveLength(TEXT_MAX.name)
    expect(account.status).toHaveLength(TEXT_MAX.name)
    expect(account.server_info.timezone).toHaveLength(TEXT_MAX.name)
    expect(account.server_info.version).toHaveLength(TEXT_MAX.name)
    expect(account.allowed_output_formats).toHaveLength(COUNT_MAX.outputFormats)
  })
})
