import { describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import {
  normaliseCategories,
  normaliseList,
  normaliseSeries,
  normaliseStreams,
  seriesRows,
  streamRows,
} from './xtream.normalise'
import { expectList, parseBody } from './xtream-answer'

function failure(fn: () => unknown): ProviderError {
  try {
    fn()
  } catch (error) {
    if (error instanceof ProviderError) return error
    throw error
  }
  throw new Error('expected a ProviderError')
}

describe('parseBody', () => {
  it.each([
    ['', 'empty'],
    ['  \n ', 'empty'],
    ['<html><h1>404 Not Found</h1><hr>nginx</html>', 'html'],
    ['[{"stream_id":1,"name":"A"', 'malformed-json'],
    ['blocked', 'malformed-json'],
  ])('%o → invalid-answer/%s', (body, reason) => {
    const error = failure(() => parseBody(body))
    expect([error.kind, error.reason]).toEqual(['invalid-answer', reason])
  })

  it('reads PHP json_encode output (escaped slashes, \\u escapes)', () => {
    expect(parseBody('[{"n":"http:\\/\\/x\\/a","t":"A\\u00e7\\u00e3o"}]')).toEqual([
      { n: 'http://x/a', t: 'Ação' },
    ])
  })
})

describe('expectList (a list where a list belongs)', () => {
  it.each([
    [{ user_info: { auth: 0 } }, 'invalid-credentials'],
    [{ user_info: { auth: '0' } }, 'invalid-credentials'],
    [{ user_info: { auth: 1, status: 'Expired' } }, 'expired'],
    [{ user_info: { auth: 1, status: 'expired' } }, 'expired'],
    [{ user_info: { auth: 1, status: 'Banned' } }, 'disabled'],
    [{ user_info: { auth: 1, status: 'Disabled' } }, 'disabled'],
    [{ user_info: { auth: 1, status: 'Active' }, server_info: {} }, 'invalid-answer'],
    [{ error: 'Unauthorized' }, 'invalid-answer'],
    ['text', 'invalid-answer'],
    [null, 'invalid-answer'],
  ])('%o → %s', (value, kind) => {
    const error = failure(() => expectList(value))
    expect(error.kind).toBe(kind)
    if (kind === 'invalid-answer') expect(error.reason).toBe('not-a-list')
  })
})

describe('categories', () => {
  it('keeps string ids, numeric ids and odd names; drops rows without an id', () => {
    const result = normaliseCategories([
      { category_id: '7723', category_name: 'UK | SPORTS', parent_id: 0 },
      { category_id: 12, category_name: '2018' },
      { category_id: null, category_name: 'lost' },
      { category_id: '7723', category_name: 'dup' },
      { category_id: '5', category_name: null },
      'junk',
    ])
    expect(result.items).toEqual([
      { id: '7723', name: 'UK | SPORTS' },
      { id: '12', name: '2018' },
      { id: '5', name: '' },
    ])
    expect(result.failures).toBe(2)
  })

  it('accepts an empty list', () => {
    expect(normaliseCategories([])).toEqual({ items: [], failures: 0 })
  })
})

const xc2Live = {
  num: 1,
  name: 'UK: Sky Sports News FHD',
  stream_type: 'live',
  stream_id: 303879,
  stream_icon: 'http://picon.example/30950.png',
  epg_channel_id: null,
  added: '1532728123',
  category_id: '7723',
  custom_sid: '',
  tv_archive: 0,
  direct_source: '',
  tv_archive_duration: '6',
}

describe('live streams', () => {
  it('maps an XC2 row to the spec item', () => {
    const { items, failures } = normaliseStreams('live', [xc2Live])
    expect(failures).toBe(0)
    expect(items[0]).toEqual({
      id: '303879',
      type: 'live',
      name: 'UK: Sky Sports News FHD',
      image: 'http://picon.example/30950.png',
      plot: 'Sinopse não disponível',
      rating: '0.0',
      year: null,
      genre: null,
      stream_id: '303879',
      container_extension: null,
      category_id: '7723',
      category_ids: ['7723'],
      category_name: null,
      added: 1532728123,
      number: 1,
      epg_channel_id: null,
      tv_archive_days: 0,
    })
  })

  it.each([
    ['empty name → channel default', { name: '' }, { name: 'Canal sem nome' }],
    ['num "12" → number', { num: '12' }, { number: 12 }],
    ['num 7.9 → truncated', { num: 7.9 }, { number: 7 }],
    ['num missing, junk or negative → null', { num: 'x' }, { number: null }],
    ['negative num → null', { num: -3 }, { number: null }],
    ['epg id trimmed', { epg_channel_id: '  globo.br ' }, { epg_channel_id: 'globo.br' }],
    ['empty epg id → null', { epg_channel_id: '' }, { epg_channel_id: null }],
    ['"null" epg id → null', { epg_channel_id: 'null' }, { epg_channel_id: null }],
    ['numeric epg id → text', { epg_channel_id: 63 }, { epg_channel_id: '63' }],
    ['over-long epg id → null', { epg_channel_id: 'e'.repeat(513) }, { epg_channel_id: null }],
    ['archive on: its days', { tv_archive: 1, tv_archive_duration: '7' }, { tv_archive_days: 7 }],
    ['archive "1" as text', { tv_archive: '1', tv_archive_duration: 3 }, { tv_archive_days: 3 }],
    ['archive off: 0 days', { tv_archive: 0, tv_archive_duration: 7 }, { tv_archive_days: 0 }],
    ['archive on, no duration', { tv_archive: 1, tv_archive_duration: '' }, { tv_archive_days: 0 }],
    ['hours: 168 → 7 days', { tv_archive: 1, tv_archive_duration: 168 }, { tv_archive_days: 7 }],
    ['hours: 72 → 3 days', { tv_archive: 1, tv_archive_duration: '72' }, { tv_archive_days: 3 }],
    ['31 days: the cap', { tv_archive: 1, tv_archive_duration: 31 }, { tv_archive_days: 14 }],
    ['hours: 32 → 2 days', { tv_archive: 1, tv_archive_duration: 32 }, { tv_archive_days: 2 }],
    [
      'a year of hours: capped',
      { tv_archive: 1, tv_archive_duration: 8760 },
      { tv_archive_days: 14 },
    ],
    ['negative days → 0', { tv_archive: 1, tv_archive_duration: -2 }, { tv_archive_days: 0 }],
    ['empty icon → null', { stream_icon: '' }, { image: null }],
    ['non-http icon → null', { stream_icon: 'javascript:alert(1)' }, { image: null }],
    ['null category', { category_id: null }, { category_id: null, category_ids: [] }],
    ['XUI category_ids only', { category_id: '', category_ids: [9, 4] }, { category_id: '9' }],
    ['is_adult "1"', { is_adult: '1' }, { is_adult: true }],
    ['string id', { stream_id: '42' }, { id: '42', stream_id: '42' }],
  ])('%s', (_label, patch, expected) => {
    const { items } = normaliseStreams('live', [{ ...xc2Live, ...patch }])
    expect(items[0]).toMatchObject(expected)
  })

  it('does not flag is_adult "None" or 0', () => {
    const { items } = normaliseStreams('live', [
      { ...xc2Live, is_adult: 'None' },
      { ...xc2Live, stream_id: 2, is_adult: 0 },
    ])
    expect(items.map((i) => i.is_adult)).toEqual([undefined, undefined])
  })

  it('drops rows without a usable stream_id and counts them; the rest survive', () => {
    const { items, failures } = normaliseStreams('live', [
      { ...xc2Live, stream_id: undefined },
      { ...xc2Live, stream_id: 'undefined' },
      { ...xc2Live, stream_id: '' },
      { ...xc2Live, stream_id: null },
      { ...xc2Live, stream_id: { x: 1 } },
      null,
      7,
      [],
      { ...xc2Live, stream_id: 1 },
    ])
    expect(items.map((i) => i.id)).toEqual(['1'])
    expect(failures).toBe(8)
  })
})

const xuiMovie = {
  num: 1,
  name: 'Summer Adventure (2024)',
  title: 'Summer Adventure',
  year: '2024',
  stream_type: 'movie',
  stream_id: 935703,
  stream_icon: 'https://img.example/p.jpg',
  rating: 5.5,
  rating_5based: 2.8,
  added: '1740562532',
  plot: 'Um verão.',
  cast: 'A, B',
  director: 'C',
  genre: 'Adventure, Comedy',
  release_date: '2024-06-15',
  episode_run_time: 109,
  category_id: '12',
  category_ids: [12],
  container_extension: 'mkv',
}

describe('vod streams', () => {
  it('maps an XUI row with its details extras', () => {
    const [item] = normaliseStreams('movie', [xuiMovie]).items
    expect(item).toMatchObject({
      id: '935703',
      type: 'movie',
      name: 'Summer Adventure',
      rating: '5.5',
      year: '2024',
      genre: 'Adventure, Comedy',
      container_extension: 'mkv',
      director: 'C',
      cast: 'A, B',
      duration: 109 * 60,
      release_date: '2024-06-15',
      backdrop: [],
    })
  })

  it('keeps the guide keys of live rows only', () => {
    const row = { ...xuiMovie, epg_channel_id: 'globo.br', tv_archive: 1, tv_archive_duration: 7 }
    const [item] = normaliseStreams('movie', [row]).items
    expect(item).not.toHaveProperty('number')
    expect(item).not.toHaveProperty('epg_channel_id')
    expect(item).not.toHaveProperty('tv_archive_days')
  })

  it.each([
    ['XC2 rating string', { rating: '6.8' }, { rating: '6.8' }],
    ['integer rating', { rating: 7 }, { rating: '7.0' }],
    ['rating "n/A"', { rating: 'n/A' }, { rating: '0.0' }],
    ['rating ""', { rating: '' }, { rating: '0.0' }],
    ['rating null', { rating: null }, { rating: '0.0' }],
    ['uppercase MKV', { container_extension: 'MKV' }, { container_extension: 'mkv' }],
    ['missing extension', { container_extension: undefined }, { container_extension: 'mp4' }],
    ['junk extension', { container_extension: 'mp4/../../x' }, { container_extension: 'mp4' }],
    ['null plot', { plot: null }, { plot: 'Sinopse não disponível' }],
    ['no name, title', { name: '', title: 'Só título' }, { name: 'Só título' }],
    ['no name at all', { name: null, title: null }, { name: 'Título não disponível' }],
    ['year from release_date', { year: null, release_date: '1999-01-02' }, { year: '1999' }],
    ['no year', { year: null, release_date: null }, { year: null }],
    ['numeric name', { name: 300, title: null }, { name: '300' }],
    [
      'XUI bare title over "Title (Year)"',
      { name: 'Duna (2021)', title: 'Duna' },
      { name: 'Duna' },
    ],
    ['run time string', { episode_run_time: '90' }, { duration: 5400 }],
    ['run time null', { episode_run_time: null }, { duration: null }],
  ])('%s', (_label, patch, expected) => {
    const [item] = normaliseStreams('movie', [{ ...xuiMovie, ...patch }]).items
    expect(item).toMatchObject(expected)
  })

  it('dedupes XUI per-category duplicates and merges their categories', () => {
    const { items } = normaliseStreams('movie', [
      { ...xuiMovie, category_id: '12', category_ids: [12] },
      { ...xuiMovie, stream_id: 2 },
      { ...xuiMovie, category_id: '30', category_ids: [30] },
    ])
    expect(items.map((i) => [i.id, i.category_id, i.category_ids])).toEqual([
      ['935703', '12', ['12', '30']],
      ['2', '12', ['12']],
    ])
  })
})

const xc2Series = {
  num: 1,
  name: 'Criminal Minds (2005)',
  series_id: 3,
  cover: 'http://host:8080/images/x_small.jpg',
  plot: 'Agentes.',
  cast: 'X',
  director: 'Jeff Davis',
  genre: 'Crime / Drama',
  releaseDate: '2005-09-22',
  last_modified: '1530461599',
  rating: '7',
  rating_5based: 3.5,
  backdrop_path: ['http://host:8080/images/b0.jpg'],
  episode_run_time: '42',
  category_id: '365',
  stream_type: null,
}

describe('series', () => {
  it('maps an XC2 row (releaseDate only, string rating, null stream_type)', () => {
    const [item] = normaliseSeries([xc2Series]).items
    expect(item).toMatchObject({
      id: '3',
      type: 'series',
      stream_id: '3',
      image: 'http://host:8080/images/x_small.jpg',
      rating: '7.0',
      year: '2005',
      release_date: '2005-09-22',
      duration: 42 * 60,
      added: 1530461599,
      container_extension: null,
      backdrop: ['http://host:8080/images/b0.jpg'],
    })
  })

  it.each([
    [
      ['http://a/1.jpg', 'http://a/2.jpg'],
      ['http://a/1.jpg', 'http://a/2.jpg'],
    ],
    [[], []],
    ['', []],
    [null, []],
    [undefined, []],
    ['http://a/only.jpg', ['http://a/only.jpg']],
    [[null, '', 'http://a/3.jpg'], ['http://a/3.jpg']],
  ])('backdrop_path %o → %o', (backdrop, expected) => {
    const [item] = normaliseSeries([{ ...xc2Series, backdrop_path: backdrop }]).items
    expect(item?.backdrop).toEqual(expected)
  })

  it('drops a row without series_id', () => {
    const result = normaliseSeries([{ ...xc2Series, series_id: undefined }, xc2Series])
    expect([result.items.length, result.failures]).toEqual([1, 1])
  })
})

describe('normaliseList (a freshly parsed list handed over)', () => {
  it('gives the same items as the pure normalisers and lets the rows go', () => {
    const rows = () => [
      { stream_id: 1, name: 'A', category_id: '2' },
      'junk',
      { stream_id: '1', name: 'A again', category_ids: [3] },
      { series_id: 9, name: 'S' },
    ]
    const owned = rows()
    const pure = rows()
    expect(normaliseList(streamRows('movie'), owned)).toEqual(normaliseStreams('movie', pure))
    expect(owned).toEqual([])
    expect(pure).toEqual(rows())
    const series = rows()
    expect(normaliseList(seriesRows, series)).toEqual(normaliseSeries(rows()))
    expect(series).toEqual([])
  })
})

describe('texts sent as HTML', () => {
  it('reads names, plots, cast, director, genre and category names as plain text', () => {
    const [movie] = normaliseStreams('movie', [
      {
        stream_id: 1,
        name: 'Tom &amp; Jerry',
        plot: '<b>negrito</b> &amp; "aspas"<script>x()</script>',
        cast: 'Ana<br>Bia',
        director: '<i>Diretora</i>',
        genre: 'Drama &#38; A&ccedil;&atilde;o',
      },
    ]).items
    expect(movie).toMatchObject({
      name: 'Tom & Jerry',
      plot: 'negrito & "aspas"',
      cast: 'Ana\nBia',
      director: 'Diretora',
      genre: 'Drama & Ação',
    })
    const [category] = normaliseCategories([{ category_id: 9, category_name: '<b>Ação</b>' }]).items
    expect(category?.name).toBe('Ação')
  })

  it('takes a text that is only markup as missing, so the defaults apply', () => {
    const [movie] = normaliseStreams('movie', [
      { stream_id: 2, name: '<b></b>', plot: '<br>' },
    ]).items
    expect(movie).toMatchObject({ name: 'Título não disponível', plot: 'Sinopse não disponível' })
  })
})
