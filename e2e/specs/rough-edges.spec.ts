import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import type { CatalogItem, CategoryCount, ItemPage } from '@myflix/shared'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// Issue 16's rough edges that only a real layout shows: page heights, overlaps, wrapping.

let app: TestApp
let browser: Browser

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

async function api<T>(page: Page, path: string): Promise<T> {
  const json = (await (await page.request.get(path)).json()) as { data: T }
  return json.data
}

/** The first film of each of the first `count` movie categories, as the catalogue answers them. */
async function filmsOfCategories(page: Page, count: number): Promise<CatalogItem[]> {
  const categories = await api<CategoryCount[]>(page, '/api/catalog/movie/categories')
  const films: CatalogItem[] = []
  for (const category of categories.filter((entry) => entry.count > 0).slice(0, count)) {
    const items = await api<ItemPage>(
      page,
      `/api/catalog/movie/items?category=${encodeURIComponent(category.id)}&offset=0&limit=1`,
    )
    films.push(items.items[0]!)
  }
  return films
}

/** Where an element is drawn on the page. */
const box = async (element: Locator) => {
  const rect = await element.boundingBox()
  if (!rect) throw new Error('not rendered')
  return rect
}

type Box = Awaited<ReturnType<typeof box>>
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('rough edges in Chromium', () => {
  it('/favoritos with 3 favourites in 3 categories fits one screen, with catalogue-size cards', async () => {
    const page = await signedInPage(browser, app, 'desktop')
    await addDemoCloud(page, app)
    const films = await filmsOfCategories(page, 3)
    expect(new Set(films.map((film) => film.category_name)).size).toBe(3)
    for (const [index, film] of films.entries()) {
      const saved = await page.request.post('/api/library/favorites', {
        data: {
          id: film.id,
          type: 'movie',
          content: film,
          addedAt: new Date(Date.now() - index).toISOString(),
        },
      })
      expect(saved.ok()).toBe(true)
    }
    await page.goto('/favoritos')
    await page.getByRole('heading', { name: 'Meus Favoritos' }).waitFor()
    const cards = page.getByTestId('poster-card')
    await expect.poll(() => cards.count()).toBe(3)
    // Where the content ends (the page itself is at least the window's height).
    const height = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('[data-testid="poster-card"]'), (card) =>
          Math.round(card.getBoundingClientRect().bottom + window.scrollY),
        ),
      ),
    )
    const width = (await box(cards.first())).width
    console.info(`/favoritos: content ends at ${height} px, cards ${width} px wide`)
    // Issue 16 measured a 1,465 px page; all three now sit in the first screen.
    expect(height).toBeLessThanOrEqual(600)
    expect(width).toBeLessThanOrEqual(150)
    await page.context().close()
  }, 180_000)

  it('offline, Minha Conta says so in pt-BR and the badge covers no title', async () => {
    const page = await signedInPage(browser, app, 'phone')
    await page.goto('/minha-conta')
    await page.getByRole('heading', { name: 'Minha Conta' }).waitFor()
    await page.getByRole('link', { name: 'Perfil' }).click()
    await page.waitForURL('**/profile')
    // Our server stops answering (as offline, or down); the page itself is already loaded.
    await page.context().route('**/api/**', (route) => route.abort('internetdisconnected'))
    await page.getByRole('link', { name: /Minha Conta/ }).click()
    const badge = page.getByRole('status').filter({ hasText: 'Modo Offline' })
    await badge.waitFor()
    await page.getByText('Sem conexão. Esta ação precisa de internet.').first().waitFor()
    expect(await page.getByText('Failed to fetch').count()).toBe(0)
    const title = await box(page.getByRole('heading', { name: 'Minha Conta', level: 1 }))
    const pill = await box(badge)
    expect(overlap(pill, title)).toBe(false)
    await page.context().close()
  }, 180_000)

  it("a series' page on a phone is no wider than the phone", async () => {
    const page = await signedInPage(browser, app, 'phone')
    await addDemoCloud(page, app)
    await page.goto('/details/series/100001')
    await page.getByRole('button', { name: 'Marcar temporada como assistida' }).waitFor()
    // A phone's layout viewport grows to fit what overflows, so the page is measured against the
    // screen's width, not innerWidth.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBe(page.viewportSize()!.width)
    await page.context().close()
  }, 180_000)

  it("a live channel's top bar on a phone: the badge covers nothing, the programme shows", async () => {
    const page = await signedInPage(browser, app, 'phone')
    await addDemoCloud(page, app)
    await page.goto('/details/channel/10001')
    await page.getByRole('button', { name: 'Assistir Agora' }).click()
    const bar = page.getByTestId('player-top-bar')
    const now = bar.getByTestId('player-now')
    await now.waitFor()
    const badge = await box(bar.getByText('AO VIVO', { exact: true }))
    const programme = await box(bar.getByTestId('player-programme'))
    expect(overlap(badge, programme)).toBe(false)
    // The programme's title has room to be read whole, and so has the channel's name.
    const cut = (element: Locator) =>
      element.evaluate((node) => node.scrollWidth - node.clientWidth)
    expect(await cut(now)).toBe(0)
    expect(await cut(bar.getByRole('heading', { level: 2 }))).toBe(0)
    await page.context().close()
  }, 180_000)
})
