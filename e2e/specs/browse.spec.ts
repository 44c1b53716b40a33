import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { CatalogItem } from '@myflix/shared'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

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

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })

/** The items pages the page asked for, as category and offset. */
function recordItemPages(page: Page, type: string) {
  const pages: Array<{ category: string | null; offset: number }> = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== `/api/catalog/${type}/items`) return
    pages.push({
      category: url.searchParams.get('category'),
      offset: Number(url.searchParams.get('offset')),
    })
  })
  return pages
}

describe.each(['phone', 'desktop'] as const)('browsing at a %s viewport', (viewport) => {
  it('shows the demo catalogues before a cloud is added', async () => {
    const page = await signedInPage(browser, app, viewport)
    await page.goto('/home')
    await heading(page, 'Filmes Recentemente Adicionados').waitFor()
    await heading(page, 'Séries Recentemente Adicionadas').waitFor()
    await page.getByTestId('hero').getByRole('heading', { name: 'Fogo Cruzado' }).waitFor()
    expect(await page.getByRole('button', { name: /Mostrar destaque/ }).count()).toBe(6)

    await page.goto('/filmes')
    await heading(page, 'Ação (5)').waitFor()
    await heading(page, 'Ficção Científica (5)').waitFor()
    await page.goto('/series')
    await heading(page, 'Drama (6)').waitFor()
    await page.goto('/tv')
    await heading(page, 'Abertos (6)').waitFor()

    await page.goto(`/category/canais/${encodeURIComponent('Notícias')}`)
    await heading(page, 'Canais | Notícias (5)').waitFor()
    expect(await page.getByText('AO VIVO').count()).toBe(5)
    // Live channels on a category page are not openable.
    expect(await page.getByTestId('virtual-grid').getByRole('link').count()).toBe(0)
    await page.context().close()
  })

  it('replaces the demo with the provider rows, then pages a big category through Ver Tudo', async () => {
    const page = await signedInPage(browser, app, viewport)
    const status = await addDemoCloud(page, app, 'big')
    expect(status.counts.movie).toBeGreaterThan(50_000)

    const recent = (await (
      await page.request.get('/api/catalog/movie/recent?limit=20')
    ).json()) as {
      data: CatalogItem[]
    }
    const newest = recent.data[0] as CatalogItem
    await page.goto('/home')
    await heading(page, 'Filmes Recentemente Adicionados').waitFor()
    await page.getByTestId('hero').getByRole('heading', { name: newest.name }).waitFor()
    expect(await page.getByText('Fogo Cruzado').count()).toBe(0)

    const requested = recordItemPages(page, 'movie')
    await page.goto('/filmes')
    const firstSection = page.getByTestId('category-section').first()
    const sectionTitle = (await firstSection.getByRole('heading').textContent()) ?? ''
    const [, name = '', count = '0'] = /^(.*) \((\d+)\)$/.exec(sectionTitle) ?? []
    expect(Number(count)).toBeGreaterThan(150)

    await firstSection.getByRole('link', { name: 'Ver Tudo' }).click()
    await page.waitForURL(`**/category/filmes/${encodeURIComponent(name)}`)
    await heading(page, `Filmes | ${name} (${count})`).waitFor()
    await page.getByTestId('poster-card').first().waitFor()

    // The section already holds page 1 (offset 0); the grid reuses it, then pages on by scrolling.
    const offsets = () => {
      const category = requested.find((entry) => entry.offset > 0)?.category
      return requested.filter((entry) => entry.category === category).map((entry) => entry.offset)
    }
    for (let step = 0; step < 80 && !offsets().includes(100); step += 1) {
      await page.mouse.wheel(0, 1500)
      await page.waitForTimeout(150)
    }
    expect(offsets().slice(0, 3)).toEqual([0, 50, 100])
    // Only the pages scrolled through were asked for, and the DOM stays small.
    expect(offsets().length).toBeLessThan(6)
    const cards = await page.getByTestId('poster-card').count()
    expect(cards).toBeGreaterThan(0)
    expect(cards).toBeLessThan(150)
    expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1500)
    await page.context().close()
  }, 240_000)
})
