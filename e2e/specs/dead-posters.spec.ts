import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// How long the image proxy waits for a poster host to begin answering (IMAGE_ANSWER_MS on the server).
const POSTER_DEADLINE_MS = 2_500

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

/**
 * From a home whose posters are loading, to the Séries page showing its first category row: the
 * navigation a user makes while the previous page's posters still hold the browser's connections.
 */
async function homeThenSeries(page: Page): Promise<number> {
  await page.goto('/home')
  await page.getByRole('heading', { name: 'Filmes Recentemente Adicionados' }).waitFor()
  await page.getByTestId('poster-card').first().waitFor()
  const started = Date.now()
  await page.getByRole('link', { name: 'Séries', exact: true }).first().click()
  await page.getByTestId('category-section').first().getByTestId('poster-card').first().waitFor()
  return Date.now() - started
}

describe('dead poster links', () => {
  it('do not hold up navigation: the next page shows as soon as with working posters', async () => {
    const working = await signedInPage(browser, app)
    await addDemoCloud(working, app, 'demo')
    const dead = await signedInPage(browser, app)
    // Every poster of this account points at a host that accepts connections and never answers.
    await addDemoCloud(dead, app, 'deadposters')

    const workingMs = await homeThenSeries(working)
    const deadMs = await homeThenSeries(dead)
    // Dead posters may cost the API a short wait for a connection, never a poster's time-out.
    expect(deadMs).toBeLessThan(workingMs + POSTER_DEADLINE_MS)

    // The cards fall back to the app's own drawn posters.
    const poster = dead.getByTestId('category-section').first().locator('img').first()
    await expect
      .poll(() => poster.getAttribute('src'), { timeout: 20_000 })
      .toMatch(/^data:image\/svg\+xml,/)

    // Known dead now: the same navigation again is as quick as with working posters.
    const againMs = await homeThenSeries(dead)
    expect(againMs).toBeLessThan(workingMs + POSTER_DEADLINE_MS)
    await working.context().close()
    await dead.context().close()
  }, 180_000)
})
