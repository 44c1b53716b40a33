import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import type { CatalogItem } from '@myflix/shared'
import { launchBrowser, newContext } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// Issue 21: each page names the browser tab, and a skip link is the first Tab stop. Issue 16: a
// cold signed-in load paints the frame's shape first, and its shell preloads home's scripts.

const PRELOADS = 'link[rel="modulepreload"][fetchpriority="low"]'

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

describe('page furniture', () => {
  it('names each page in the tab, and skips the navigation from the first Tab stop', async () => {
    const context = await newContext(browser, app.baseURL)
    const signedOut = await context.newPage()
    await signedOut.goto('/login')
    await signedOut.getByRole('button', { name: 'Iniciar Sessão' }).waitFor()
    expect(await signedOut.title()).toBe('Entrar · myflix')
    await signedOut.goto('/nada-por-aqui')
    await expect.poll(() => signedOut.title()).toBe('Página não encontrada · myflix')
    await context.close()

    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const recent = await page.request.get('/api/catalog/movie/recent?limit=1')
    const movie = ((await recent.json()) as { data: CatalogItem[] }).data[0]!
    const titled = async (path: string, title: string) => {
      await page.goto(path)
      await expect.poll(() => page.title()).toBe(title)
    }
    await titled('/filmes', 'Filmes · myflix')
    await titled('/series', 'Séries · myflix')
    await titled('/tv', 'TV ao Vivo · myflix')
    await titled(`/details/movie/${movie.id}`, `${movie.name} · myflix`)
    // Moving inside the app (no reload) renames the tab too.
    await page.getByRole('link', { name: 'Configurações' }).click()
    await expect.poll(() => page.title()).toBe('Configurações · myflix')

    await page.goto('/home')
    await page.getByRole('heading', { name: 'Filmes Recentemente Adicionados' }).waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' })
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true)
    const box = await skip.boundingBox()
    expect(box?.width).toBeGreaterThan(40)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    expect(new URL(page.url()).hash).toBe('')
    // The next stop is the page's own content, past the sidebar and the header.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).toBe(true)
    await page.context().close()
  })

  it.each([
    ['expanded', 'myflix'],
    ['collapsed', 'm'],
  ])(
    'paints the desktop frame with the sidebar %s, its brand where the loaded frame has it',
    async (state, brand) => {
      // No worker: its precache would answer past the route below.
      const page = await signedInPage(browser, app, 'desktop', { serviceWorkers: 'block' })
      await addDemoCloud(page, app)
      if (state === 'collapsed') {
        await page.goto('/home')
        await page.getByRole('button', { name: 'Alternar barra lateral' }).click()
      }
      let release = () => {}
      let holds = 0
      const held = new Promise<void>((resolve) => (release = resolve))
      // The frame's own module (hash of 8 characters), held until the skeleton is measured.
      await page.route(/\/assets\/signed-in-home-[\w-]{8}\.js$/, async (route) => {
        holds += 1
        await held
        await route.continue()
      })
      await page.goto('/home', { waitUntil: 'commit' })
      // The session's check and the page's code each show the skeleton: one may hide the other,
      // both in the page for a while.
      await page.getByTestId('app-shell-skeleton').filter({ visible: true }).first().waitFor()
      const mark = page.getByText(brand, { exact: true }).filter({ visible: true })
      let painted: Awaited<ReturnType<typeof mark.boundingBox>> = null
      await expect.poll(async () => (painted = await mark.boundingBox())).not.toBeNull()
      release()
      await page.getByTestId('sidebar').waitFor()
      expect(holds).toBe(1)
      expect(await mark.boundingBox()).toEqual(painted)
      await page.context().close()
    },
  )

  it('preloads home’s scripts for a signed-in browser, each fetched once, and only its entry for /login', async () => {
    const context = await newContext(browser, app.baseURL)
    const signedOut = await context.newPage()
    const loginScripts: string[] = []
    signedOut.on('request', (request) => {
      if (request.resourceType() === 'script') loginScripts.push(new URL(request.url()).pathname)
    })
    await signedOut.goto('/login')
    await signedOut.getByRole('button', { name: 'Iniciar Sessão' }).waitFor()
    // /login preloads only the entry its boot script runs, never the signed-in frame's scripts.
    const loginPreloads = await signedOut
      .locator(PRELOADS)
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(loginPreloads.some((path) => /\/index-[\w-]{8}\.js$/.test(path))).toBe(true)
    expect(loginPreloads.some((path) => /\/signed-in-home-/.test(path))).toBe(false)
    for (const path of loginPreloads)
      expect(
        loginScripts.filter((script) => script === path),
        path,
      ).toHaveLength(1)
    await context.close()

    // A cold load: the worker's precache would answer the shell and the scripts.
    const page = await signedInPage(browser, app, 'desktop', { serviceWorkers: 'block' })
    await addDemoCloud(page, app)
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

  it('renders a cold signed-in home from the answers its page carried, with no round trip for them and few animations', async () => {
    const page = await signedInPage(browser, app, 'desktop', { serviceWorkers: 'block' })
    await addDemoCloud(page, app)
    const recent = await page.request.get('/api/catalog/movie/recent?limit=20')
    const newest = ((await recent.json()) as { data: CatalogItem[] }).data[0]!
    await page.addInitScript(() => {
      const counted = window as unknown as { animationsStarted: number }
      counted.animationsStarted = 0
      window.addEventListener('animationstart', () => counted.animationsStarted++, true)
    })
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/'))
        asked.push(`${request.method()} ${url.pathname}${url.search}`)
    })
    await page.goto('/home')
    await page.getByRole('heading', { name: 'Filmes Recentemente Adicionados' }).waitFor()
    await page.getByRole('heading', { name: newest.name, level: 2 }).first().waitFor()
    expect(await page.locator('#first-answers').count()).toBe(0)
    // Skeletons pulse per shape group and posters load on a still box: each animation's start is
    // an event React's root listener handles, ~100 of them on the first frames before.
    await page.waitForLoadState('networkidle')
    const started = await page.evaluate(
      () => (window as unknown as { animationsStarted: number }).animationsStarted,
    )
    expect(started).toBeLessThanOrEqual(20)
    for (const path of [
      '/api/auth/get-session',
      '/api/catalog/status',
      '/api/catalog/movie/recent?limit=20',
      '/api/catalog/series/recent?limit=20',
      '/api/catalog/live/items?offset=0&limit=20',
      '/api/library/favorites',
      '/api/parental',
    ])
      expect(asked, path).not.toContain(`GET ${path}`)
    await page.context().close()
  })
})
