import { t, type CatalogItem, type CategoryCount, type ItemPage } from '@myflix/shared'
import { DEFAULT_SEED, demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import {
  signedInBrowser,
  startCatalogServer,
  startDemoPanel,
  type Browser,
} from '../../../test/support/catalog-server'

type Answer<T> = { success: boolean; data: T; error?: string; title?: string }
type Group = { category_id: string; category_name: string; content: CatalogItem[] }

// What the demo generator itself says about its adult categories, independently of the server.
const demo = demoCatalogue(DEFAULT_SEED, 'small')
const adultVod = String(demo.facts.adultVodCategoryId)
const adultLive = String(demo.facts.adultLiveCategoryId)
const adultMovies = [...demo.movies()].filter((m) =>
  m.categoryIds.includes(demo.facts.adultVodCategoryId),
)
const adultChannel = [...demo.channels(demo.facts.adultLiveCategoryId)][0]!
const safeVod = demo.categories.vod.find((c) => c.name === 'Ação')!
// The demo has no adult series category, so the provider below adds one, as real panels have.
const ADULT_SERIES_CATEGORY = { category_id: '290', category_name: 'Séries Adultas', parent_id: 0 }

/** The demo provider with an adult series category appended to get_series_categories. */
async function startProvider() {
  const panel = await startDemoPanel(async (c, next) => {
    await next()
    if (c.req.query('action') !== 'get_series_categories') return
    const categories = JSON.parse(await c.res.text()) as unknown[]
    c.res = c.json([...categories, ADULT_SERIES_CATEGORY])
  })
  const add = async (kind: 'movies' | 'series', title: string, categoryIds: number[]) => {
    const response = await fetch(`${panel.base}/_control/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title, categoryIds }),
    })
    return String(((await response.json()) as { id: number }).id)
  }
  return { ...panel, add }
}

describe.each(testDatabaseKinds())('adult content and parental control on $name', (kind) => {
  let database: TestDatabase
  let provider: Awaited<ReturnType<typeof startProvider>>
  let env: Awaited<ReturnType<typeof startCatalogServer>>
  let bia: Browser
  /** Listed under Ação first and the adult category too: adult, whatever its first category. */
  let doubleId: string
  let adultSeriesId: string
  let adultEpisodeId: string
  const safeSeries = String(demo.facts.threeSeasonSeriesId)
  const adultMovieIds = new Set(adultMovies.map((m) => String(m.id)))

  async function get<T>(path: string) {
    const response = await bia.request(path)
    return { status: response.status, body: (await response.json()) as Answer<T> }
  }
  async function post<T>(path: string, body: unknown) {
    const response = await bia.post(path, body)
    return { status: response.status, body: (await response.json()) as Answer<T> }
  }
  const isAdult = (item: CatalogItem) =>
    item.type === 'series'
      ? item.id === adultSeriesId
      : item.type === 'live'
        ? item.category_id === adultLive
        : adultMovieIds.has(item.id)
  const anyAdult = (items: CatalogItem[]) => items.some(isAdult)

  /** Every catalogue answer that could show an adult title or category, as this session sees it. */
  async function adultSightings() {
    const seen: string[] = []
    const see = (what: string, shown: boolean) => shown && seen.push(what)
    for (const [type, adultId] of [
      ['movie', adultVod],
      ['series', ADULT_SERIES_CATEGORY.category_id],
      ['live', adultLive],
    ] as const) {
      const categories = await get<CategoryCount[]>(`/api/catalog/${type}/categories`)
      see(
        `${type} categories`,
        categories.body.data.some((c) => c.id === adultId),
      )
      const page = await get<ItemPage>(`/api/catalog/${type}/items?category=${adultId}`)
      see(`${type} adult page`, page.status === 200)
      const all = await get<ItemPage>(`/api/catalog/${type}/items?limit=200`)
      see(`${type} items`, anyAdult(all.body.data.items))
    }
    const action = await get<ItemPage>(`/api/catalog/movie/items?category=${safeVod.id}`)
    see('movie safe page', anyAdult(action.body.data.items))
    for (const type of ['movie', 'series'] as const) {
      const recent = await get<CatalogItem[]>(`/api/catalog/${type}/recent?limit=50`)
      see(`${type} recent`, anyAdult(recent.body.data))
    }
    for (const [query, type] of [
      [adultMovies[0]!.title, 'movie'],
      ['Noite Dupla', 'all'],
      ['Adulta Teste', 'all'],
      [adultChannel.name, 'live'],
    ] as const) {
      const search = await get<CatalogItem[]>(
        `/api/catalog/search?q=${encodeURIComponent(query)}&type=${type}`,
      )
      see(`search ${query}`, anyAdult(search.body.data))
    }
    for (const [type, id] of [
      ['movie', adultMovies[0]!.id],
      ['movie', doubleId],
      ['series', adultSeriesId],
      ['live', adultChannel.id],
    ] as const) {
      see(`details ${type} ${id}`, (await get(`/api/catalog/${type}/items/${id}`)).status === 200)
    }
    const related = await get<CatalogItem[]>(`/api/catalog/movie/items/${doubleId}/related`)
    see('related of adult', related.status === 200)
    // The first Ação film's related list holds the double-listed one (added titles come first).
    const firstSafe = action.body.data.items.find((item) => item.id !== doubleId)!
    const safeRelated = await get<CatalogItem[]>(
      `/api/catalog/movie/items/${firstSafe.id}/related?limit=50`,
    )
    see('related of safe', anyAdult(safeRelated.body.data))
    for (const [name, keys] of [
      ['get-filmes-categorizados', ['categoriasFilmes', 'filmesCategorizados']],
      ['get-series-categorizadas', ['categoriasSeries', 'seriesCategorizadas']],
      ['get-canais-categorizados', ['categoriasCanais', 'canaisCategorizados']],
    ] as const) {
      const answer = await post<Record<string, unknown>>(`/api/functions/${name}`, { limit: 200 })
      const categories = answer.body.data[keys[0]] as CategoryCount[]
      const groups = answer.body.data[keys[1]] as Group[]
      const adultIds = [adultVod, adultLive, ADULT_SERIES_CATEGORY.category_id]
      see(
        name,
        categories.some((c) => adultIds.includes(c.id)) ||
          groups.some((g) => adultIds.includes(g.category_id) || anyAdult(g.content)),
      )
    }
    const episodes = await post('/api/functions/get-series-episodes', { seriesId: adultSeriesId })
    see('episodes', episodes.status === 200)
    for (const [type, id] of [
      ['movie', String(adultMovies[0]!.id)],
      ['live', String(adultChannel.id)],
    ] as const) {
      const play = await post('/api/media/play', { type, id })
      see(`play ${type}`, play.status === 200)
    }
    // An adult series' episode: named with its series, with a safe series, or with none.
    for (const [name, seriesId] of [
      ['play episode', adultSeriesId],
      ['play episode as a safe series', safeSeries],
      ['play episode without its series', undefined],
    ] as const) {
      const play = await post('/api/media/play', { type: 'episode', id: adultEpisodeId, seriesId })
      see(name, play.status === 200)
    }
    return seen
  }

  beforeAll(async () => {
    ;[database, provider] = await Promise.all([kind.open(), startProvider()])
    doubleId = await provider.add('movies', 'Noite Dupla', [safeVod.id, Number(adultVod)])
    adultSeriesId = await provider.add('series', 'Série Adulta Teste', [
      Number(ADULT_SERIES_CATEGORY.category_id),
    ])
    adultMovieIds.add(doubleId)
    env = await startCatalogServer(database, provider.host)
    bia = await signedInBrowser(env.server, `bia.parental.${kind.name.toLowerCase()}@example.com`)
    const saved = await bia.post('/api/clouds', {
      nuvemNome: 'Casa',
      xtreamURL: provider.base,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    })
    expect(saved.status).toBe(200)
    const episodes = await post<{ episodes: Record<string, Array<{ id: string }>> }>(
      '/api/functions/get-series-episodes',
      { seriesId: adultSeriesId },
    )
    adultEpisodeId = episodes.body.data.episodes['1']![0]!.id
  })
  afterAll(async () => {
    await env?.close()
    await Promise.all([provider?.close(), database?.dispose()])
  })

  /** Every answer above, in the order adultSightings() looks. */
  const everywhere = () => [
    'movie categories',
    'movie adult page',
    'movie items',
    'series categories',
    'series adult page',
    'series items',
    'live categories',
    'live adult page',
    'live items',
    'movie safe page',
    'movie recent',
    'series recent',
    `search ${adultMovies[0]!.title}`,
    'search Noite Dupla',
    'search Adulta Teste',
    `search ${adultChannel.name}`,
    `details movie ${adultMovies[0]!.id}`,
    `details movie ${doubleId}`,
    `details series ${adultSeriesId}`,
    `details live ${adultChannel.id}`,
    'related of adult',
    'related of safe',
    'get-filmes-categorizados',
    'get-series-categorizadas',
    'get-canais-categorizados',
    'episodes',
    'play movie',
    'play live',
    'play episode',
    'play episode as a safe series',
    'play episode without its series',
  ]

  it('the demo account has adult titles of every kind, all visible with control off', async () => {
    expect(adultMovies.length).toBeGreaterThan(0)
    expect(await adultSightings()).toEqual(everywhere())
  })

  it('hides them from every answer while control is on, and says why when one is asked by id', async () => {
    expect((await post('/api/parental/enable', { pin: '2580', confirm: '2580' })).status).toBe(200)
    expect(await adultSightings()).toEqual([])

    const blocked = { success: false, error: t('parental.contentBlocked') }
    const details = await get(`/api/catalog/series/items/${adultSeriesId}`)
    expect(details).toEqual({ status: 403, body: blocked })
    const episodes = await post('/api/functions/get-series-episodes', { seriesId: adultSeriesId })
    expect(episodes).toEqual({ status: 403, body: blocked })
    expect((await post('/api/media/play', { type: 'movie', id: doubleId })).status).toBe(403)
    // An id the catalogue does not hold is still just "not found".
    const unknown = await get(`/api/catalog/movie/items/${demo.facts.unknownMovieId}`)
    expect(unknown.status).toBe(404)
    // Safe titles still play and list their episodes, and their episodes play.
    const safeEpisodes = await post<{ episodes: Record<string, Array<{ id: string }>> }>(
      '/api/functions/get-series-episodes',
      { seriesId: safeSeries },
    )
    expect(safeEpisodes.status).toBe(200)
    const safeEpisode = Object.values(safeEpisodes.body.data.episodes)[0]![0]!.id
    const play = await post('/api/media/play', {
      type: 'episode',
      id: safeEpisode,
      seriesId: safeSeries,
    })
    expect(play.status).toBe(200)
  })

  it('keeps them hidden through wrong PINs, which are limited with the spec messages', async () => {
    expect(await post('/api/parental/unlock', { pin: '1357' })).toEqual({
      status: 403,
      body: { success: false, title: t('parental.incorrectTitle'), error: t('parental.incorrect') },
    })
    expect(await post('/api/parental/unlock', { pin: '12' })).toEqual({
      status: 400,
      body: {
        success: false,
        title: t('parental.invalidTitle'),
        error: t('parental.invalidDescription'),
      },
    })
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await post('/api/parental/unlock', { pin: '1357' })).status).toBe(403)
    const limited = await post('/api/parental/unlock', { pin: '2580' })
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe(t('parental.tooManyAttempts', { minutes: 15 }))
    expect(await adultSightings()).toEqual([])
  })

  it('shows them again after the right PIN, and once control is off', async () => {
    // The window of wrong guesses has passed.
    await env.server.db
      .updateTable('parental_controls')
      .set({ failed_since: new Date(Date.now() - 16 * 60_000) })
      .execute()
    expect((await post('/api/parental/unlock', { pin: '2580' })).status).toBe(200)
    expect(await adultSightings()).toEqual(everywhere())

    expect((await post('/api/parental/disable', { pin: '2580' })).status).toBe(200)
    expect(await adultSightings()).toEqual(everywhere())
  })
})
