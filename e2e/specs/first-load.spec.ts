import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, newContext, withoutServiceWorker } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// Issue 16: a browser with a session gets a shell that preloads the frame's and home's scripts
// (index.signed-in.html), fetched beside the entry instead of after it has run.

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

const PRELOADS = 'link[rel="modulepreload"][fetchpriority="low"]'

describe('first load', () => {
  it('preloads home’s scripts for a signed-in browser, each fetched once, and none for /login', async () => {
    const context = await newContext(browser, app.baseURL)
    const signedOut = await context.newPage()
    await signedOut.goto('/login')
    await signedOut.getByRole('button', { name: 'Iniciar Sessão' }).waitFor()
    expect(await signedOut.locator(PRELOADS).count()).toBe(0)
    await context.close()

    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    // A cold load: the worker's precache would answer the shell and the scripts.
    await withoutServiceWorker(page)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/home')
    await page.getByRole('heading', { name: 'Filmes Recentemente Adicionados' }).waitFor()
    const preloaded = await page
      .locator(PRELOADS)
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(preloaded.some((path) => /\/signed-in-home-[\w-]{8}\.js$/.test(path))).toBe(true)
    // Each preload is the module the app imports (same URL, same credentials mode): one request.
    for (const path of preloaded)
      expect(
        scripts.filter((script) => script === path),
        path,
      ).toHaveLength(1)
    expect(new Set(scripts).size).toBe(scripts.length)
    await page.context().close()
  })
})
