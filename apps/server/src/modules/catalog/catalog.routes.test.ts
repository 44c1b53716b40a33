import { catalogStatusSchema, t } from '@myflix/shared'
import type { CatalogItem, CatalogStatus, CategoryCount, ItemPage } from '@myflix/shared'
import { DEFAULT_SEED, demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import { ORPHAN_CATEGORY_ID } from './catalog-index'
import {
  signedInBrowser,
  startCatalogServer,
  startCountingProvider,
  type Browser,
} from '../../../test/support/catalog-server'

type Envelope<T> = { success: boolean; data: T; error?: string }

async function get<T>(browser: Browser, path: string) {
  const response = await browser.request(path)
  return { status: response.status, body: (await response.json()) as Envelope<T> }
}

async function waitUntilSettled(browser: Browser): Promise<CatalogStatus> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { body } = await get<CatalogStatus>(browser, '/api/catalog/status')
    if (body.data.state !== 'loading') return catalogStatusSchema.parse(body.data)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the catalogue never settled')
}

// What the demo generator itself says, independently of the server.
const demo = demoCatalogue(DEFAULT_SEED, 'small')
const demoMovies = [...demo.movies()]
const knownVod = new Set(demo.categories.vod.map((c) => c.id))
const inCategory = (id: number) => demoMovies.filter((m) => m.categoryIds.includes(id))
const orphanMovies = demoMovies.filter((m) => !m.categoryIds.some((id) => knownVod.has(id)))

describe.each(testDatabaseKinds())('catalogue over HTTP on $name', (kind) => {
  let database: TestDatabase
  let provider: Awaited<ReturnType<typeof startCountingProvider>>
  let main: Awaited<ReturnType<typeof startCatalogServer>>
  let ana: Browser

  beforeAll(async () => {
    ;[database, provider] = await Promise.all([kind.open(), startCountingProvider()])
    main = await startCatalogServer(database, provider.host)
    ana = await signedInBrowser(main.server, `ana.catalog.${kind.name.toLowerCase()}@example.com`)
    const saved = await ana.post('/api/clouds', {
      nuvemNome: 'Casa',
      xtreamURL: provider.base,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await main?.close()
    await Promise.all([provider?.close(), database?.dispose()])
  })

  it('ingests the demo account: movie categories with de-duplicated counts and orphans', async () => {
    const { status, body } = await get<CategoryCount[]>(ana, '/api/catalog/movie/categories')
    expect(status).toBe(200)
    const byId = new Map(body.data.map((c) => [c.id, c]))
    for (const category of demo.categories.vod) {
      expect(byId.get(String(category.id))).toEqual({
        id: String(category.id),
        name: category.name,
        count: inCategory(category.id).length,
      })
    }
    expect(orphanMovies.length).toBeGreaterThan(0)
    expect(body.data.at(-1)).toEqual({
      id: ORPHAN_CATEGORY_ID,
      name: 'Outros',
      count: orphanMovies.length,
    })
    const status2 = await waitUntilSettled(ana)
    expect(status2).toMatchObject({ state: 'ready', error: null })
    expect(status2.counts).toEqual({ movie: 200, series: 60, live: 80 })
    expect(status2.progress.map((p) => p.phase)).toEqual(['done', 'done', 'done'])
  })

  it('pages a category with offset, limit and total, in provider order', async () => {
    const category = demo.categories.vod.find((c) => inCategory(c.id).length > 12)!
    const expected = inCategory(category.id).map((m) => String(m.id))
    const seen: string[] = []
    for (let offset = 0; offset < expected.length; offset += 5) {
      const path = `/api/catalog/movie/items?category=${category.id}&offset=${offset}&limit=5`
      const { body } = await get<ItemPage>(ana, path)
      expect(body.data).toMatchObject({ total: expected.length, offset, limit: 5 })
      seen.push(...body.data.items.map((i) => i.id))
    }
    expect(seen).toEqual(expected)
    const all = await get<ItemPage>(ana, '/api/catalog/live/items?limit=50')
    expect(all.body.data.total).toBe(80)
    expect(all.body.data.items).toHaveLength(50)
    const poster = all.body.data.items.find((i) => i.image)?.image
    expect(poster).toMatch(/^\/api\/media\/img\//)
    // The handler's own time (for the bench) and the security headers go on the Node response.
    const raw = await ana.request('/api/catalog/live/items?limit=5')
    expect(raw.headers.get('server-timing')).toMatch(/^catalog;dur=\d+\.\d\d$/)
    expect(raw.headers.get('content-type')).toBe('application/json')
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff')
    await raw.arrayBuffer()
    const unknown = await get<ItemPage>(ana, '/api/catalog/movie/items?category=nope')
    expect(unknown.status).toBe(404)
    const bad = await get<ItemPage>(ana, '/api/catalog/film/items')
    expect(bad.status).toBe(400)
  })

  it('lists the newest first and relates items of the same category', async () => {
    const { body } = await get<CatalogItem[]>(ana, '/api/catalog/movie/recent?limit=20')
    const newest = [...demoMovies].sort((a, b) => b.added - a.added).slice(0, 20)
    expect(body.data.map((i) => i.added)).toEqual(newest.map((m) => m.added))

    const first = inCategory(demo.categories.vod[0]!.id)[0]!
    const related = await get<CatalogItem[]>(ana, `/api/catalog/movie/items/${first.id}/related`)
    expect(related.body.data.length).toBeGreaterThan(0)
    expect(related.body.data.length).toBeLessThanOrEqual(20)
    for (const item of related.body.data) {
      expect(item.id).not.toBe(String(first.id))
      expect(item.category_ids).toContain(String(demo.categories.vod[0]!.id))
    }
  })

  it('searches films, series and channels by name, without case or accents, at most 20', async () => {
    const accented = demoMovies.find((m) => m.title.includes('Última'))!
    const plain = await get<CatalogItem[]>(ana, '/api/catalog/search?q=ULTIMA&type=movie')
    expect(plain.body.data.map((i) => i.id)).toContain(String(accented.id))
    for (const item of plain.body.data) expect(item.name.toLowerCase()).toMatch(/última|ultima/)

    const wide = await get<CatalogItem[]>(ana, '/api/catalog/search?q=%20%20o%20c')
    expect(wide.body.data.length).toBeLessThanOrEqual(20)

    const both = await get<CatalogItem[]>(ana, '/api/catalog/search?q=the&type=all')
    const series = await get<CatalogItem[]>(ana, '/api/catalog/search?q=the&type=series')
    expect(series.body.data.every((i) => i.type === 'series')).toBe(true)
    expect(both.body.data.length).toBeGreaterThanOrEqual(series.body.data.length > 0 ? 1 : 0)

    // Channels too: 'Canais' alone, and within 'Tudo'.
    const channel = [...demo.channels()].find((c) => !c.adult && c.name.startsWith('TV '))!
    const word = channel.name.split(' ')[1]!
    const channels = await get<CatalogItem[]>(ana, `/api/catalog/search?q=${word}&type=live`)
    expect(channels.body.data.map((i) => i.id)).toContain(String(channel.id))
    expect(channels.body.data.every((i) => i.type === 'live' && /tv /i.test(i.name))).toBe(true)
    const mixed = await get<CatalogItem[]>(ana, `/api/catalog/search?q=${word}&type=all`)
    expect(mixed.body.data.map((i) => i.id)).toContain(String(channel.id))

    const short = await get<CatalogItem[]>(ana, '/api/catalog/search?q=%20ab%20')
    expect(short.status).toBe(400)
    expect(short.body.error).toBe(t('catalog.searchTooShort'))
  })

  it('gives details, films enriched once by get_vod_info', async () => {
    const film = demoMovies.find((m) => !m.sparse && m.runtimeMinutes > 0)!
    const before = provider.state.calls.filter((a) => a === 'get_vod_info').length
    const { body } = await get<CatalogItem>(ana, `/api/catalog/movie/items/${film.id}`)
    expect(body.data).toMatchObject({ id: String(film.id), duration: film.runtimeMinutes * 60 })
    await get<CatalogItem>(ana, `/api/catalog/movie/items/${film.id}`)
    expect(provider.state.calls.filter((a) => a === 'get_vod_info').length).toBe(before + 1)
    expect((await get(ana, '/api/catalog/movie/items/123456789')).status).toBe(404)
  })

  it('keeps the list rating and plot when get_vod_info knows nothing of them', async () => {
    const sparse = demoMovies.find((m) => m.sparse)!
    const { body } = await get<CatalogItem>(ana, `/api/catalog/movie/items/${sparse.id}`)
    expect(body.data).toMatchObject({ rating: '7.5', plot: sparse.plot, name: sparse.title })
    expect(body.data.container_extension).toBe(sparse.container)
  })

  it('serves plots and casts sent as HTML as plain text, in lists and details', async () => {
    const id = demo.facts.htmlMovieId
    const plain = { plot: 'negrito & "aspas"\nSegunda linha – fim.', cast: 'Ana Souza & Bia Lima' }
    const details = await get<CatalogItem>(ana, `/api/catalog/movie/items/${id}`)
    expect(details.body.data).toMatchObject(plain)
    // The 31st newest film, so within the 50 newest.
    const recent = await get<CatalogItem[]>(ana, '/api/catalog/movie/recent?limit=50')
    expect(recent.body.data.find((item) => item.id === String(id))).toMatchObject(plain)
  })

  it('answers the three categorised functions with the spec keys', async () => {
    const films = await ana.post('/api/functions/get-filmes-categorizados', { limit: 3 })
    const data = ((await films.json()) as Envelope<Record<string, unknown>>).data
    expect(Object.keys(data).sort()).toEqual(['categoriasFilmes', 'filmesCategorizados'])
    const groups = data.filmesCategorizados as Array<Record<string, unknown>>
    expect(groups.length).toBe((data.categoriasFilmes as unknown[]).length)
    for (const group of groups) {
      expect(Object.keys(group).sort()).toEqual([
        'category_id',
        'category_name',
        'content',
        'total_count',
      ])
      expect((group.content as unknown[]).length).toBeLessThanOrEqual(3)
    }
    const one = await ana.post('/api/functions/get-series-categorizadas', {
      categoryId: String(demo.categories.series[0]!.id),
      offset: 1,
      limit: 50,
      nuvemData: { ignored: true },
    })
    const oneData = ((await one.json()) as Envelope<Record<string, unknown>>).data
    const [group] = oneData.seriesCategorizadas as Array<{
      content: unknown[]
      total_count: number
    }>
    expect(group!.content.length).toBe(Math.max(0, group!.total_count - 1))
    const live = await ana.post('/api/functions/get-canais-categorizados', {})
    const liveData = ((await live.json()) as Envelope<Record<string, unknown>>).data
    expect(Object.keys(liveData).sort()).toEqual(['canaisCategorizados', 'categoriasCanais'])
  })

  it('answers 404 to a user without an active cloud, and 401 without a session', async () => {
    const bruno = await signedInBrowser(
      main.server,
      `bruno.catalog.${kind.name.toLowerCase()}@example.com`,
    )
    for (const path of ['/api/catalog/status', '/api/catalog/movie/items', '/api/catalog/search']) {
      const { status, body } = await get(bruno, path)
      expect(status).toBe(404)
      expect(body).toEqual({ success: false, error: 'Nenhuma nuvem ativa encontrada' })
    }
    const fn = await bruno.post('/api/functions/get-filmes-categorizados', {})
    expect(fn.status).toBe(404)
    const anonymous = await fetch(`${main.server.url}/api/catalog/status`)
    expect(anonymous.status).toBe(401)
  })

  it('keeps the previous lists when a refresh fails or brings an empty list', async () => {
    provider.state.mode = 'http-500'
    await ana.post('/api/catalog/refresh')
    const failed = await waitUntilSettled(ana)
    expect(failed.state).toBe('ready')
    expect(failed.error).toBe(t('provider.errors.apiFailed', { status: 500 }))
    expect(failed.counts).toEqual({ movie: 200, series: 60, live: 80 })
    expect((await get<ItemPage>(ana, '/api/catalog/movie/items')).body.data.total).toBe(200)

    provider.state.mode = 'empty-movies'
    await ana.post('/api/catalog/refresh')
    const empty = await waitUntilSettled(ana)
    expect(empty.error).toBe(t('catalog.emptyAnswer'))
    expect(empty.counts.movie).toBe(200)

    provider.state.mode = 'ok'
    const added = await fetch(`${provider.base}/_control/movies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Zebra Voadora Recém Chegada' }),
    })
    expect(added.status).toBe(201)
    await ana.post('/api/catalog/refresh')
    const fresh = await waitUntilSettled(ana)
    expect(fresh).toMatchObject({ state: 'ready', error: null })
    expect(fresh.counts.movie).toBe(201)
    const found = await get<CatalogItem[]>(ana, '/api/catalog/search?q=recem%20chegada')
    expect(found.body.data).toHaveLength(1)
    expect(found.body.data[0]?.name).toContain('Zebra Voadora Recém Chegada')
  })

  it('processing reuses a fresh snapshot; a plain refresh fetches again', async () => {
    await waitUntilSettled(ana)
    provider.state.calls.length = 0
    const reused = await ana.post('/api/catalog/refresh', { maxAgeSeconds: 900 })
    expect(reused.status).toBe(200)
    expect((await waitUntilSettled(ana)).state).toBe('ready')
    expect(provider.state.calls).toHaveLength(0)

    await ana.post('/api/catalog/refresh')
    await waitUntilSettled(ana)
    expect(provider.state.calls.length).toBeGreaterThan(0)
  })

  it('serves a second instance on the same database from the snapshot, without the provider', async () => {
    const second = await startCatalogServer(database, provider.host, main.dataDir)
    try {
      provider.state.calls.length = 0
      const other = await signedInBrowser(
        second.server,
        `carla.catalog.${kind.name.toLowerCase()}@example.com`,
      )
      await other.post('/api/clouds', {
        nuvemNome: 'Outra',
        xtreamURL: provider.base,
        xtreamUser: 'demo',
        xtreamPass: 'demo',
      })
      await waitUntilSettled(other)
      const fetchedByCarla = provider.state.calls.length
      expect(fetchedByCarla).toBeGreaterThan(0)

      // Ana's session cookie works on the second instance: same database, same secret.
      const anaThere = second.server.url
      const page = await fetch(`${anaThere}/api/catalog/movie/items?limit=5`, {
        headers: { cookie: ana.cookieHeader() },
      })
      const body = (await page.json()) as Envelope<ItemPage>
      expect(body.data.total).toBe(201)
      expect(provider.state.calls.length).toBe(fetchedByCarla)
    } finally {
      await second.close()
    }
  })

  it('drops a replaced cloud: its snapshots go with it and the new one is fetched afresh', async () => {
    const before = await main.server.db.selectFrom('catalog_snapshots').select('cloud_id').execute()
    const oldIds = [...new Set(before.map((row) => row.cloud_id))]
    provider.state.calls.length = 0
    const saved = await ana.post('/api/clouds', {
      nuvemNome: 'Nova',
      xtreamURL: provider.base,
      xtreamUser: 'xc',
      xtreamPass: 'xc',
    })
    expect(saved.status).toBe(200)
    const status = await waitUntilSettled(ana)
    expect(status).toMatchObject({ state: 'ready', error: null })
    expect(provider.state.calls).toContain('get_vod_streams')
    const after = await main.server.db.selectFrom('catalog_snapshots').select('cloud_id').execute()
    const stillThere = after.filter((row) => oldIds.includes(row.cloud_id))
    // Carla's cloud (another user) keeps its rows; Ana's old one has none left.
    expect(new Set(stillThere.map((row) => row.cloud_id)).size).toBe(oldIds.length - 1)
  })
})
