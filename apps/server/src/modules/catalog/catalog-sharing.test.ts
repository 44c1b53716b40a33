import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { CatalogStatus, CategoryCount, CloudSummary, ItemPage } from '@myflix/shared'
import { createDemoProvider } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import {
  signedInBrowser,
  startCatalogServer,
  type Browser,
} from '../../../test/support/catalog-server'

// Issue 22: the users of one panel whose lists are the same bytes share one catalogue in memory
// and one stored list; each keeps their own parental view, and nothing one of them is answered
// tells of the other. Two demo accounts of one panel ('demo' and 'epgempty' differ only in their
// guide) list the same titles; the panel can drop a film from one account's list on demand.

type Envelope<T> = { success: boolean; data: T }

async function startPanel() {
  const diverging = new Set<string>()
  const app = new Hono()
  app.use('/player_api.php', async (c, next) => {
    await next()
    const user = c.req.query('username') ?? ''
    if (c.req.query('action') !== 'get_vod_streams' || !diverging.has(user)) return
    const films = (await c.res.json()) as unknown[]
    c.res = c.json(films.slice(1))
  })
  app.route('/', createDemoProvider({ control: true }))
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(running),
    )
  })
  const port = (server.address() as AddressInfo).port
  return {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    diverging,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

async function data<T>(browser: Browser, path: string): Promise<T> {
  const response = await browser.request(path)
  expect(response.status, path).toBe(200)
  return ((await response.json()) as Envelope<T>).data
}

async function settled(browser: Browser): Promise<CatalogStatus> {
  for (let tries = 0; tries < 600; tries += 1) {
    const status = await data<CatalogStatus>(browser, '/api/catalog/status')
    if (status.state !== 'loading') return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the catalogue never settled')
}

describe.each(testDatabaseKinds())('one catalogue per panel on $name', (kind) => {
  let database: TestDatabase
  let panel: Awaited<ReturnType<typeof startPanel>>
  let main: Awaited<ReturnType<typeof startCatalogServer>>
  const tag = kind.name.toLowerCase()
  const users: Record<string, { browser: Browser; cloudId: string }> = {}

  async function join(name: string, account: string) {
    const browser = await signedInBrowser(main.server, `${name}.share.${tag}@example.com`)
    const saved = await browser.post('/api/clouds', {
      nuvemNome: `Nuvem ${name}`,
      xtreamURL: panel.base,
      xtreamUser: account,
      xtreamPass: account,
    })
    expect(saved.status).toBe(200)
    const cloud = ((await saved.json()) as Envelope<CloudSummary>).data
    expect(await settled(browser)).toMatchObject({ state: 'ready' })
    users[name] = { browser, cloudId: cloud.id }
  }
  const storedLists = async () =>
    Number(
      (
        await main.server.db
          .selectFrom('catalog_lists')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const films = (name: string) =>
    data<ItemPage>(users[name]!.browser, '/api/catalog/movie/items?limit=50')
  const stats = () => main.server.context.catalog.stats()

  beforeAll(async () => {
    ;[database, panel] = await Promise.all([kind.open(), startPanel()])
    main = await startCatalogServer(database, panel.host)
    await join('ana', 'demo')
    await join('bia', 'epgempty')
  }, 120_000)
  afterAll(async () => {
    await main?.close()
    await Promise.all([panel?.close(), database?.dispose()])
  })

  it('holds and stores the lists once for two accounts whose lists are the same', async () => {
    await main.server.context.catalog.idle()
    expect(stats()).toMatchObject({ clouds: 2, lists: 3 })
    expect(await storedLists()).toBe(3)
    const [ana, bia] = await Promise.all([films('ana'), films('bia')])
    // The same JSON, posters included: nothing in it names a cloud or an account.
    expect(JSON.stringify(bia)).toBe(JSON.stringify(ana))
    for (const id of [users.ana!.cloudId, users.bia!.cloudId])
      expect(JSON.stringify(ana)).not.toContain(id)
  })

  it('lets each user of the panel open its posters, and nobody else', async () => {
    const poster = (await films('bia')).items.find((item) => item.image)?.image
    expect(poster).toBeTruthy()
    const [ana, bia] = await Promise.all(
      ['ana', 'bia'].map((name) => users[name]!.browser.request(poster!, { method: 'HEAD' })),
    )
    expect([ana!.status, bia!.status]).toEqual([200, 200])
    const stranger = await signedInBrowser(main.server, `stranger.share.${tag}@example.com`)
    expect((await stranger.request(poster!, { method: 'HEAD' })).status).toBe(403)
  })

  it('keeps each user their own parental view of the shared catalogue', async () => {
    const { browser } = users.bia!
    const pin = { pin: '2580', confirm: '2580' }
    expect((await browser.post('/api/parental/enable', pin)).status).toBe(200)
    const count = (categories: CategoryCount[]) => categories.length
    const [ana, bia] = await Promise.all([
      data<CategoryCount[]>(users.ana!.browser, '/api/catalog/movie/categories'),
      data<CategoryCount[]>(browser, '/api/catalog/movie/categories'),
    ])
    expect(count(bia)).toBe(count(ana) - 1)
    expect(ana.some((category) => /adult/i.test(category.name))).toBe(true)
    expect(bia.some((category) => /adult/i.test(category.name))).toBe(false)
    expect(stats()).toMatchObject({ lists: 3 })
  })

  it("keeps the catalogue for the other user when one user's cloud is deleted", async () => {
    const gone = await users.ana!.browser.request(`/api/clouds/${users.ana!.cloudId}`, {
      method: 'DELETE',
    })
    expect(gone.status).toBe(200)
    expect((await films('bia')).total).toBeGreaterThan(0)
    expect(stats()).toMatchObject({ clouds: 1, lists: 3 })
    await expect.poll(storedLists).toBe(3)
    // A new user of the panel takes the lists already held, their age their own fetch's.
    const joined = Date.now()
    await join('caio', 'demo')
    expect(stats()).toMatchObject({ clouds: 2, lists: 3 })
    const { fetchedAt } = await settled(users.caio!.browser)
    expect(Date.parse(fetchedAt!)).toBeGreaterThanOrEqual(joined - 1000)
  })

  it('shares nothing of a list that differs for one account only', async () => {
    panel.diverging.add('epgempty')
    const { browser } = users.bia!
    expect((await browser.post('/api/catalog/refresh')).status).toBe(200)
    const bia = await settled(browser)
    await main.server.context.catalog.idle()
    // The list's own size (bia's pages leave adult films out).
    const caio = await settled(users.caio!.browser)
    expect(bia.counts.movie).toBe(caio.counts.movie - 1)
    expect(stats()).toMatchObject({ lists: 4 })
    expect(await storedLists()).toBe(4)
  })
})
