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
    // Issue 18: channels are rows (a row plays); on a category page none opens its details.
    const channels = page.getByTestId('channel-list')
    await channels.getByTestId('channel-row').nth(4).waitFor()
    expect(await channels.getByTestId('channel-row').count()).toBe(5)
    // exact: the sidebar's 'TV ao Vivo' link would match a loose, case-blind 'AO VIVO'.
    expect(await page.getByText('AO VIVO', { exact: true }).count()).toBe(5)
    expect(await channels.getByRole('link').count()).toBe(0)

    // A demo card opens its details from the built-in data; watching it explains how to add a cloud.
    await page.goto('/filmes')
    await page.getByTestId('poster-card').filter({ hasText: 'Fogo Cruzado' }).first().click()
    await page.waitForURL('**/details/movie/900001')
    await heading(page, 'Fogo Cruzado').waitFor()
    await page.getByText('FILME', { exact: true }).waitFor()
    await page.getByTestId('demo-notice').waitFor()
    await heading(page, 'Mais Como Esse').waitFor()
    await page.getByRole('button', { name: 'Assistir Agora' }).click()
    const dialog = page.getByRole('dialog', { name: 'Título de demonstração' })
    await dialog.getByText('não pode ser assistido').waitFor()
    await dialog.getByRole('link', { name: 'Adicionar Nuvem' }).click()
    await page.waitForURL('**/adicionar-nuvem-inicial')

    // A demo series has no episodes to fetch: no error, the same notice.
    await page.goto('/series')
    await page.getByTestId('category-section').first().getByTestId('poster-card').first().click()
    await page.waitForURL(/\/details\/series\/91\d{4}$/)
    await page.getByTestId('demo-notice').waitFor()
    await page.getByText('SÉRIE', { exact: true }).waitFor()
    expect(await page.getByText('Erro ao buscar episódios').count()).toBe(0)
    // The hero's 'Assistir' on a demo title explains too, instead of opening a player that would fail.
    await page.goto('/home')
    await page.getByTestId('hero').getByRole('button', { name: 'Assistir' }).click()
    await page.getByRole('dialog', { name: 'Título de demonstração' }).waitFor()
    expect(await page.getByTestId('player-overlay').count()).toBe(0)
    // Search has the demo to search, accents ignored.
    await page.goto('/search?q=orbita')
    await page.getByTestId('poster-card').filter({ hasText: 'Órbita Perdida' }).waitFor()
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

    if (viewport === 'phone') await expectPhoneSectionsApart(page)
    await page.context().close()
  }, 240_000)
})

/** The category sections mounted now: their boxes, and the height the virtualiser placed them with. */
const SECTION_BOXES = `[...document.querySelectorAll('[data-estimate]')].map((row) => {
  const box = row.getBoundingClientRect()
  return { top: box.top, bottom: box.bottom, estimate: Number(row.dataset.estimate) }
}).sort((a, b) => a.top - b.top)`

/**
 * Scrolls /filmes down and back up in steps; after each, consecutive sections must not overlap and
 * each must be as tall as the height it was placed with (the phone estimate is exact).
 */
async function expectPhoneSectionsApart(page: Page) {
  await page.goto('/filmes')
  await page.getByTestId('category-section').first().getByTestId('poster-card').first().waitFor()
  const steps = [...Array(12).fill(900), ...Array(6).fill(-1300), 4000]
  for (const [step, delta] of steps.entries()) {
    await page.mouse.wheel(0, delta)
    // Sections whose first page is still loading show skeleton cards of the same height. A function,
    // not a string: Playwright evaluates a string again on every poll, which the app's CSP (no
    // 'unsafe-eval') refuses once the first check has not already held.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-estimate] [data-testid="poster-card"]').length > 0,
    )
    const boxes =
      await page.evaluate<Array<{ top: number; bottom: number; estimate: number }>>(SECTION_BOXES)
    expect(boxes.length, `sections mounted after step ${step}`).toBeGreaterThan(1)
    for (const [index, box] of boxes.entries()) {
      expect(box.bottom - box.top, `section height after step ${step}`).toBeCloseTo(box.estimate, 0)
      const next = boxes[index + 1]
      if (next)
        expect(next.top, `overlap after step ${step}`).toBeGreaterThanOrEqual(box.bottom - 0.5)
    }
  }
}
