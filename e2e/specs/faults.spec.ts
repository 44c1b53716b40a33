import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { CategoryCount } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
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

/** What the page shows a person: never an empty screen. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText.trim())

describe('faults, as a user sees them', () => {
  it('keeps the page and says Modo Offline while the server restarts, then carries on signed in', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const answer = await page.request.get('/api/catalog/series/categories')
    const categories = ((await answer.json()) as { data: CategoryCount[] }).data
    const shown = categories.find((category) => category.count > 0) as CategoryCount
    await page.goto('/filmes')
    await page.getByRole('heading', { level: 1, name: 'Filmes' }).first().waitFor()
    expect(await page.getByText('Modo Offline').count()).toBe(0)

    await app.stop()
    // A page the user has not opened yet, while nothing answers.
    await page.getByRole('link', { name: 'Séries', exact: true }).first().click()
    await page.getByText('Modo Offline').first().waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/series')
    expect(await page.getByRole('link', { name: 'Início', exact: true }).count()).toBeGreaterThan(0)
    expect((await visibleText(page)).length).toBeGreaterThan(20)

    await app.start()
    // The app notices by itself (its health probe), then the page loads what it could not.
    await page.getByText('Modo Offline').first().waitFor({ state: 'hidden', timeout: 30_000 })
    await page.reload()
    await page
      .getByRole('heading', { name: `${shown.name} (${shown.count})`, exact: true })
      .waitFor({ timeout: 30_000 })
    expect(new URL(page.url()).pathname).toBe('/series')
  })

  it('playing a movie while the provider does not answer ends on a clear message with retry and close', async () => {
    const page = await signedInPage(browser, app)
    // Its catalogue loads; every stream answers 503, as a panel whose streaming servers are down.
    await addDemoCloud(page, app, 'faultstreams')
    const movie = demoCatalogue().facts.playableMovieId
    await page.goto(`/details/movie/${movie}`)
    await page.getByRole('button', { name: 'Assistir Agora' }).click()
    const overlay = page.getByTestId('player-overlay')
    await overlay.waitFor()
    // Every phase the overlay goes through, to check the emergency recovery never wiped the answer.
    await page.evaluate(() => {
      const seen: string[] = []
      ;(window as unknown as { phases: string[] }).phases = seen
      const element = document.querySelector('[data-testid="player-overlay"]')!
      new MutationObserver(() => seen.push(element.getAttribute('data-phase') ?? '')).observe(
        element,
        { attributes: true, attributeFilter: ['data-phase'] },
      )
    })
    const message = overlay.getByText('O servidor da nuvem não está respondendo.')
    await message.waitFor({ timeout: 30_000 })
    await overlay.getByText(/Não foi possível obter este filme do seu provedor/).waitFor()
    expect(await overlay.getByText(/episódio/).count()).toBe(0)
    const retry = overlay.getByRole('button', { name: 'Tentar Novamente' })
    const close = overlay.getByRole('button', { name: 'Fechar', exact: true })
    await close.waitFor()

    // Retrying asks the provider again and, still unanswered, ends on the same message.
    await retry.click()
    await message.waitFor({ state: 'detached' })
    await message.waitFor({ timeout: 30_000 })
    const phases = await page.evaluate(() => (window as unknown as { phases: string[] }).phases)
    expect(phases).toContain('retrying')
    expect(phases).not.toContain('recovering')

    await close.click()
    await overlay.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(`/details/movie/${movie}`)
    await page.getByRole('button', { name: 'Assistir Agora' }).waitFor()
  })
})
