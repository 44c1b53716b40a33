import type { CatalogStatus, CategoryCount, ItemPage } from '@myflix/shared'
import { DEFAULT_SEED, demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import {
  signedInBrowser,
  startCatalogServer,
  startCountingProvider,
  type Browser,
} from '../../../test/support/catalog-server'

// Issue 9's load run: with more clouds than the in-memory cache holds, a request that was still
// reading a catalogue the cache dropped answered 404 or an empty list. Ten users, each with their
// own cloud, read at once while the cache (budget 0: only the catalogue in use) keeps evicting.

const USERS = 10
const ROUNDS = 6

const demo = demoCatalogue(DEFAULT_SEED, 'small')
const movies = [...demo.movies()]
const category = demo.categories.vod.find(
  (c) => movies.filter((m) => m.categoryIds.includes(c.id)).length > 5,
)!
const inCategory = movies.filter((m) => m.categoryIds.includes(category.id)).length
const movieId = String(movies[0]!.id)

type Envelope<T> = { success: boolean; data: T }

async function settled(browser: Browser): Promise<CatalogStatus> {
  for (let tries = 0; tries < 400; tries += 1) {
    const status = (await (
      await browser.request('/api/catalog/status')
    ).json()) as Envelope<CatalogStatus>
    if (status.data.state !== 'loading') return status.data
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the catalogue never settled')
}

/** One user's reads; every answer that is not a full 200 is returned as a line. */
async function browse(browser: Browser): Promise<string[]> {
  const problems: string[] = []
  const [categories, page, details] = await Promise.all([
    browser.request('/api/catalog/movie/categories'),
    browser.request(`/api/catalog/movie/items?category=${category.id}&limit=5`),
    browser.request(`/api/catalog/movie/items/${movieId}`),
  ])
  const list = (await categories.json()) as Envelope<CategoryCount[]>
  if (categories.status !== 200 || list.data.length === 0)
    problems.push(`categories ${categories.status} (${list.data?.length ?? 0})`)
  const slice = (await page.json()) as Envelope<ItemPage>
  if (page.status !== 200 || slice.data.total !== inCategory) problems.push(`page ${page.status}`)
  await details.arrayBuffer()
  if (details.status !== 200) problems.push(`details ${details.status}`)
  return problems
}

describe.each(testDatabaseKinds())('catalogue cache eviction on $name', (kind) => {
  let database: TestDatabase
  let provider: Awaited<ReturnType<typeof startCountingProvider>>
  let main: Awaited<ReturnType<typeof startCatalogServer>>
  const users: Browser[] = []

  beforeAll(async () => {
    ;[database, provider] = await Promise.all([kind.open(), startCountingProvider()])
    main = await startCatalogServer(database, provider.host, undefined, {
      CATALOG_CACHE_MB: '0',
    })
    const tag = kind.name.toLowerCase()
    for (let n = 0; n < USERS; n += 1) {
      const browser = await signedInBrowser(main.server, `evict${n}.${tag}@example.com`)
      const saved = await browser.post('/api/clouds', {
        nuvemNome: `Nuvem ${n}`,
        xtreamURL: provider.base,
        xtreamUser: 'demo',
        xtreamPass: 'demo',
      })
      expect(saved.status).toBe(200)
      expect(await settled(browser)).toMatchObject({ state: 'ready' })
      users.push(browser)
    }
  }, 120_000)
  afterAll(async () => {
    await main?.close()
    await Promise.all([provider?.close(), database?.dispose()])
  })

  it('answers every read in full while the clouds keep evicting each other', async () => {
    const problems: string[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(users.map((browser) => browse(browser)))
      problems.push(...answers.flat())
    }
    expect(problems).toEqual([])
  })

  it('lets go of every evicted catalogue once its readers are done', async () => {
    await Promise.all(users.map((browser) => browse(browser)))
    const held = main.server.context.catalog.stats()
    expect(held.readers).toBe(0)
    // Budget 0 keeps only the catalogue used last; the others were closed with their last reader.
    expect(held.clouds).toBe(1)
  })
})
