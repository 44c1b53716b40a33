import type { CatalogItem, CategoryCount, ItemPage } from '@myflix/shared'
import { DEFAULT_SEED, demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import {
  signedInBrowser,
  startCatalogServer,
  startCountingProvider,
  type Browser,
} from '../catalog/catalog.test-support'

type Answer<T> = { success: boolean; data: T; error?: string }
type Group = { category_id: string; category_name: string; content: CatalogItem[] }

// What the demo generator itself says about its adult category, independently of the server.
const demo = demoCatalogue(DEFAULT_SEED, 'small')
const adultVod = String(demo.facts.adultVodCategoryId)
const adultLive = String(demo.facts.adultLiveCategoryId)
const adultMovies = [...demo.movies()].filter((m) =>
  m.categoryIds.includes(demo.facts.adultVodCategoryId),
)
const adultMovieIds = new Set(adultMovies.map((m) => String(m.id)))
const adultMovie = adultMovies[0]!

describe.each(testDatabaseKinds())('adult content and parental control on $name', (kind) => {
  let database: TestDatabase
  let provider: Awaited<ReturnType<typeof startCountingProvider>>
  let env: Awaited<ReturnType<typeof startCatalogServer>>
  let bia: Browser

  async function get<T>(path: string) {
    const response = await bia.request(path)
    return { status: response.status, body: (await response.json()) as Answer<T> }
  }
  async function post<T>(path: string, body: unknown) {
    const response = await bia.post(path, body)
    return { status: response.status, body: (await response.json()) as Answer<T> }
  }

  /** Every way the catalogue could show an adult film or category, as seen by this session. */
  async function adultSightings() {
    const seen: string[] = []
    const categories = await get<CategoryCount[]>('/api/catalog/movie/categories')
    if (categories.body.data.some((c) => c.id === adultVod)) seen.push('movie categories')
    const live = await get<CategoryCount[]>('/api/catalog/live/categories')
    if (live.body.data.some((c) => c.id === adultLive)) seen.push('live categories')
    if ((await get(`/api/catalog/movie/items?category=${adultVod}`)).status === 200)
      seen.push('adult page')
    const all = await get<ItemPage>('/api/catalog/movie/items?limit=200')
    if (all.body.data.items.some((item) => adultMovieIds.has(item.id))) seen.push('all items')
    const recent = await get<CatalogItem[]>('/api/catalog/movie/recent?limit=50')
    if (recent.body.data.some((item) => adultMovieIds.has(item.id))) seen.push('recent')
    const query = encodeURIComponent(adultMovie.title)
    const search = await get<CatalogItem[]>(`/api/catalog/search?q=${query}&type=movie`)
    if (search.body.data.some((item) => adultMovieIds.has(item.id))) seen.push('search')
    if ((await get(`/api/catalog/movie/items/${adultMovie.id}`)).status === 200)
      seen.push('details')
    if ((await get(`/api/catalog/movie/items/${adultMovie.id}/related`)).status === 200)
      seen.push('related of adult')
    const categorised = await post<{
      categoriasFilmes: CategoryCount[]
      filmesCategorizados: Group[]
    }>('/api/functions/get-filmes-categorizados', { limit: 200, offset: 0 })
    const groups = categorised.body.data.filmesCategorizados
    if (
      categorised.body.data.categoriasFilmes.some((c) => c.id === adultVod) ||
      groups.some((g) => g.content.some((item) => adultMovieIds.has(item.id)))
    )
      seen.push('get-filmes-categorizados')
    const channels = await post<{ canaisCategorizados: Group[] }>(
      '/api/functions/get-canais-categorizados',
      { limit: 50, offset: 0 },
    )
    if (channels.body.data.canaisCategorizados.some((g) => g.category_id === adultLive))
      seen.push('get-canais-categorizados')
    return seen
  }

  beforeAll(async () => {
    ;[database, provider] = await Promise.all([kind.open(), startCountingProvider()])
    env = await startCatalogServer(database, provider.host)
    bia = await signedInBrowser(env.server, `bia.parental.${kind.name.toLowerCase()}@example.com`)
    const saved = await bia.post('/api/clouds', {
      nuvemNome: 'Casa',
      xtreamURL: provider.base,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await env?.close()
    await Promise.all([provider?.close(), database?.dispose()])
  })

  it('the demo account has an adult category whose films can be seen with control off', async () => {
    expect(adultMovies.length).toBeGreaterThan(0)
    expect(await adultSightings()).toEqual([
      'movie categories',
      'live categories',
      'adult page',
      'all items',
      'recent',
      'search',
      'details',
      'related of adult',
      'get-filmes-categorizados',
      'get-canais-categorizados',
    ])
  })

  // Skipped until the catalogue routes use adultFreeCatalog (the catalogue module is busy until ~04:15).
  it.skip('hides them on every route while control is on, and shows them after the PIN', async () => {
    expect((await post('/api/parental/enable', { pin: '2580', confirm: '2580' })).status).toBe(200)
    expect(await adultSightings()).toEqual([])
    expect((await get(`/api/catalog/movie/items/${adultMovie.id}`)).status).toBe(404)

    expect((await post('/api/parental/unlock', { pin: '2580' })).status).toBe(200)
    expect(await adultSightings()).toHaveLength(10)

    expect((await post('/api/parental/disable', { pin: '2580' })).status).toBe(200)
    expect(await adultSightings()).toHaveLength(10)
  })
})
