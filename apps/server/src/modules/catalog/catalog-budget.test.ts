import type { CatalogItem } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import { filmsServed, saveCloud, type Envelope } from '../../../test/support/catalog-status'
import { startOversizedPanel } from '../../../test/support/oversized-panel'
import { TEXT_MAX } from '../provider/text-limits'
import { ANSWER_MAX_BYTES, CATEGORISED_CONTENT_CHARS_MAX } from './catalog-size'
import {
  signedInBrowser,
  startCatalogServer,
  type Browser,
} from '../../../test/support/catalog-server'

// The cache budgets what the catalogues really hold. Titles at the text limits weigh ~16 KB each
// in memory, eight times what the cache used to assume for any title (2 KB), so two clouds of them
// that it would have kept side by side under 1 MB do not fit.

const TITLES = 64
const CATEGORIES = 40

describe.each(testDatabaseKinds())('catalogue memory on $name', (kind) => {
  let database: TestDatabase
  let panel: Awaited<ReturnType<typeof startOversizedPanel>>
  let main: Awaited<ReturnType<typeof startCatalogServer>>
  const tag = kind.name.toLowerCase()
  let bruno: Browser

  beforeAll(async () => {
    ;[database, panel] = await Promise.all([
      kind.open(),
      startOversizedPanel({ titles: TITLES, textBytes: 64 * 1024, categories: CATEGORIES }),
    ])
    main = await startCatalogServer(database, panel.host, undefined, { CATALOG_CACHE_MB: '1' })
  }, 60_000)
  afterAll(async () => {
    await main?.close()
    await Promise.all([panel?.close(), database?.dispose()])
  })

  async function saveHostileCloud(email: string): Promise<Browser> {
    const browser = await signedInBrowser(main.server, email)
    const { saved, first } = await saveCloud(browser, panel.base, filmsServed, 30_000)
    expect(saved.status).toBe(200)
    expect(first).toMatchObject({ counts: { movie: TITLES, live: TITLES } })
    return browser
  }

  it('counts the bytes the titles hold, and evicts by them', async () => {
    await saveHostileCloud(`ana.budget.${tag}@example.com`)
    const one = main.server.context.catalog.stats()
    // At least the characters of the names and plots served, three lists of them.
    expect(one.bytes).toBeGreaterThan(3 * TITLES * (TEXT_MAX.name + TEXT_MAX.plot - 1))
    expect(one.clouds).toBe(1)

    bruno = await saveHostileCloud(`bruno.budget.${tag}@example.com`)
    const two = main.server.context.catalog.stats()
    expect(two.readers).toBe(0)
    // Each cloud alone is over the 1 MB budget: only the one used last stays.
    expect(two.clouds).toBe(1)
    expect(two.bytes).toBeLessThan(2 * one.bytes)
  })

  it('bounds every first page of every category together', async () => {
    const answer = await bruno.post('/api/functions/get-filmes-categorizados', { limit: 200 })
    const body = await answer.text()
    expect(Buffer.byteLength(body)).toBeLessThan(ANSWER_MAX_BYTES.categorised)
    const { data } = JSON.parse(body) as Envelope<{
      filmesCategorizados: Array<{ content: CatalogItem[]; total_count: number }>
    }>
    const groups = data.filmesCategorizados
    const content = groups.flatMap((group) => group.content)
    expect(JSON.stringify(content).length).toBeLessThan(CATEGORISED_CONTENT_CHARS_MAX)
    expect(groups[0]?.content).toHaveLength(TITLES)
    // Past the budget, groups still say how many titles they have, for a request of their own.
    const last = groups.findLast((group) => group.total_count > 0)
    expect(last).toMatchObject({ content: [], total_count: TITLES })
  })
})
