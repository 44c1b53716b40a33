import { describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import { normaliseEpg, normaliseSeriesInfo, normaliseVodInfo } from './xtream-info.normalise'

const movieData = {
  stream_id: 100000,
  name: 'Movie Title (2023)',
  title: 'Movie Title',
  year: '2023',
  added: '1683000000',
  category_id: '100',
  category_ids: [100],
  container_extension: 'MKV',
}
const vodInfo = {
  name: 'Movie Title',
  cover_big: 'https://img/c.jpg',
  movie_image: 'https://img/p.jpg',
  release_date: '2023-05-15',
  director: 'D',
  actors: 'A, B',
  description: 'Descrição.',
  genre: 'Action, Drama',
  backdrop_path: ['https://img/b.jpg'],
  duration: '02:00:00',
  rating: 7.8,
  video: [],
  audio: {},
}

describe('get_vod_info', () => {
  it.each([
    ['{"info":[]} (unknown id)', { info: [] }],
    ['top-level []', []],
    ['info null, no movie_data', { info: null }],
  ])('%s → null', (_label, value) => {
    expect(normaliseVodInfo(value, '5')).toBeNull()
  })

  it('merges info and movie_data', () => {
    expect(normaliseVodInfo({ info: vodInfo, movie_data: movieData }, '100000')).toMatchObject({
      id: '100000',
      type: 'movie',
      name: 'Movie Title',
      image: 'https://img/c.jpg',
      plot: 'Descrição.',
      rating: '7.8',
      year: '2023',
      cast: 'A, B',
      director: 'D',
      duration: 7200,
      container_extension: 'mkv',
      category_id: '100',
      backdrop: ['https://img/b.jpg'],
      added: 1683000000,
    })
  })

  it('plays a known film without metadata (info [] plus movie_data), its gaps left null', () => {
    const item = normaliseVodInfo({ info: [], movie_data: movieData }, '100000')
    expect(item).toMatchObject({ name: 'Movie Title', plot: null, rating: null, genre: null })
  })

  it('reads empty fields and a 0 rating as gaps, not as the spec defaults', () => {
    const thin = { name: '', plot: '', description: null, rating: '0', genre: '', cast: '' }
    const item = normaliseVodInfo({ info: thin, movie_data: movieData }, '100000')
    expect(item).toMatchObject({ plot: null, rating: null, genre: null, cast: null })
  })

  it('falls back to the requested id when movie_data is missing; the container stays unknown', () => {
    const item = normaliseVodInfo({ info: { ...vodInfo, releasedate: {} } }, '77')
    expect(item).toMatchObject({ id: '77', stream_id: '77', container_extension: null })
  })

  it('prefers duration_secs', () => {
    const item = normaliseVodInfo({ info: { ...vodInfo, duration_secs: 5400 } }, '1')
    expect(item?.duration).toBe(5400)
  })

  it.each([
    [{ user_info: { auth: 1, status: 'Expired' } }, 'expired'],
    ['nope', 'invalid-answer'],
  ])('%o → %s', (value, kind) => {
    expect(() => normaliseVodInfo(value, '1')).toThrow(ProviderError)
    try {
      normaliseVodInfo(value, '1')
    } catch (error) {
      expect((error as ProviderError).kind).toBe(kind)
    }
  })
})

const episode = (id: string | number, num: unknown, extra: object = {}) => ({
  id,
  episode_num: num,
  title: `Show - E${String(num)}`,
  container_extension: 'mp4',
  info: { duration_secs: 2214, movie_image: 'https://img/e.jpg', plot: 'Plot' },
  ...extra,
})
const seriesBase = {
  seasons: [{ season_number: 1, name: 'Season 1', cover: 'https://img/s1.jpg' }],
  info: { name: 'Small Town (2025)', cover: 'https://img/c.jpg', rating: '0', category_id: '2' },
}

describe('get_series_info', () => {
  it.each([
    ['top-level [] (XC2 unknown id)', []],
    ['XUI unknown id: info.name null, no episodes', { info: { name: null }, episodes: [] }],
    ['nothing at all', {}],
  ])('%s → null', (_label, value) => {
    expect(normaliseSeriesInfo(value, '9')).toBeNull()
  })

  it('reads episodes keyed by season', () => {
    const info = normaliseSeriesInfo(
      { ...seriesBase, episodes: { '1': [episode('11', '2'), episode('10', '1')] } },
      '9',
    )
    expect(info?.series).toMatchObject({ id: '9', type: 'series', name: 'Small Town (2025)' })
    expect(info?.seasons).toEqual([
      { season_number: 1, name: 'Season 1', cover: 'https://img/s1.jpg' },
    ])
    expect(info?.episodes['1']?.map((e) => [e.id, e.episode_num, e.season])).toEqual([
      ['10', 1, 1],
      ['11', 2, 1],
    ])
    expect(info?.episodes['1']?.[0]).toMatchObject({
      duration: 2214,
      movie_image: 'https://img/e.jpg',
      plot: 'Plot',
      container_extension: 'mp4',
    })
  })

  it('uses the index as season for an array of arrays (specials at 0)', () => {
    const info = normaliseSeriesInfo(
      { ...seriesBase, seasons: [], episodes: [[episode(1, 1)], [episode(2, 1), episode(3, 2)]] },
      '9',
    )
    expect(Object.keys(info?.episodes ?? {})).toEqual(['0', '1'])
    expect(info?.seasons.map((s) => s.season_number)).toEqual([0, 1])
    expect(info?.episodes['1']?.map((e) => e.season)).toEqual([1, 1])
  })

  it('wraps a single-object season and trusts the key over the season field', () => {
    const info = normaliseSeriesInfo(
      { ...seriesBase, episodes: { '3': episode('30', 1, { season: 7 }) } },
      '9',
    )
    expect(info?.episodes['3']?.map((e) => [e.id, e.season])).toEqual([['30', 3]])
  })

  it.each([
    ['missing', undefined],
    ['[]', []],
    ['null', null],
  ])('a known show with episodes %s has no seasons', (_label, episodes) => {
    const info = normaliseSeriesInfo({ ...seriesBase, episodes }, '9')
    expect(info).not.toBeNull()
    expect([info?.seasons, info?.episodes]).toEqual([[], {}])
  })

  it('defaults odd episode fields and drops episodes without an id or duplicates', () => {
    const info = normaliseSeriesInfo(
      {
        ...seriesBase,
        episodes: {
          '1': [
            { id: '5', episode_num: '', title: null, info: [] },
            { id: '5', episode_num: 1 },
            { episode_num: 2 },
            { id: 'undefined', episode_num: 3 },
            { id: 6, episode_num: 'abc', container_extension: 'MKV', info: { duration: '36:54' } },
          ],
        },
      },
      '9',
    )
    expect(info?.episodes['1']).toEqual([
      {
        id: '5',
        episode_num: 0,
        season: 1,
        title: 'Episódio 0',
        container_extension: 'mp4',
        duration: null,
        plot: null,
        movie_image: null,
      },
      {
        id: '6',
        episode_num: 0,
        season: 1,
        title: 'Episódio 0',
        container_extension: 'mkv',
        duration: 36 * 60 + 54,
        plot: null,
        movie_image: null,
      },
    ])
  })

  it('passes a login object on as its typed error', () => {
    expect(() => normaliseSeriesInfo({ user_info: { auth: 0 } }, '9')).toThrow(
      expect.objectContaining({ kind: 'invalid-credentials' }),
    )
  })
})

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

describe('get_short_epg', () => {
  it.each([
    ['{"epg_listings":[]}', { epg_listings: [] }],
    ['bare []', []],
    ['no listings key', {}],
  ])('%s → []', (_label, value) => {
    expect(normaliseEpg(value)).toEqual([])
  })

  it('decodes base64 UTF-8 (non-Latin too) and prefers timestamps', () => {
    const entries = normaliseEpg({
      epg_listings: [
        {
          id: '2',
          title: b64('Новости — 日本'),
          description: b64('Descrição'),
          start: '2025-03-03 20:00:00',
          end: '2025-03-03 21:00:00',
          start_timestamp: '1741028400',
          stop_timestamp: '1741032000',
        },
        {
          id: '1',
          title: b64('News at Six'),
          description: '',
          start: '2025-03-03 18:00:00',
          end: 1741026600,
          stop: '2025-03-03 18:30:00',
          start_timestamp: 1741024800,
        },
      ],
    })
    expect(entries).toEqual([
      { id: '1', title: 'News at Six', description: '', start: 1741024800, end: 1741026600 },
      {
        id: '2',
        title: 'Новости — 日本',
        description: 'Descrição',
        start: 1741028400,
        end: 1741032000,
      },
    ])
  })

  it('shows a title that is not base64 as it came, and reads listings keyed by stream', () => {
    const entries = normaliseEpg({
      epg_listings: {
        '303879': [{ id: '3', title: 'Plain title!', start: '2025-03-03 18:00:00', end: 'x' }],
      },
    })
    expect(entries).toEqual([])
    const kept = normaliseEpg({
      epg_listings: {
        '303879': [
          { id: '3', title: 'Plain title!', start_timestamp: 10, stop: '2025-03-03 18:30:00' },
        ],
      },
    })
    expect(kept).toEqual([
      { id: '3', title: 'Plain title!', description: '', start: 10, end: 1741026600 },
    ])
  })
})
