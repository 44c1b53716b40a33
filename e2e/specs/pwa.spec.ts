import { execFile } from 'node:child_process'
import { mkdtemp, rename, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { CatalogItem } from '@myflix/shared'
import { launchBrowser, newContext } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

const WEB = fileURLToPath(new URL('../../apps/web/', import.meta.url))
/** The build the harness serves (WEB_DIST, else apps/web/dist): the "installed" version. */
const CURRENT_DIST = process.env.WEB_DIST ?? join(WEB, 'dist')

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/**
 * Until /sw.js controls the page (the first worker claims it; no reload needed). It claims only
 * once its precache (~105 files) is written, which on a loaded machine took past 30 s.
 */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'),
    undefined,
    { timeout: 60_000 },
  )
}

const buildId = (page: Page) =>
  page.locator('meta[name="myflix-build"]').getAttribute('content', { timeout: 10_000 })

/** The keys of both IndexedDB caches (spec §9 stores A and B), read in the page. */
function cacheKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keysOf = (name: string, store: string) =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open(name)
        open.onerror = () => resolve([])
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains(store)) {
            db.close()
            return resolve([])
          }
          const request = db.transaction(store).objectStore(store).getAllKeys()
          request.onsuccess = () => {
            db.close()
            resolve(request.result.map(String))
          }
          request.onerror = () => resolve([])
        }
      })
    return [
      ...(await keysOf('myflix-cache', 'content-cache')),
      ...(await keysOf('myflix-content-cache', 'content')),
    ]
  })
}

async function waitForCopies(page: Page, wanted: (keys: string[]) => boolean): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const keys = await cacheKeys(page)
    if (wanted(keys)) return keys
    await page.waitForTimeout(100)
  }
  throw new Error(`offline copies never written: ${JSON.stringify(await cacheKeys(page))}`)
}

/** Whether the offline copy whose key starts with `prefix` (store A) holds `text`. */
function copyHolds(page: Page, prefix: string, text: string): Promise<boolean> {
  return page.evaluate(
    ([keyPrefix, wanted]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('myflix-cache')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('content-cache')) {
            db.close()
            return resolve(false)
          }
          const request = db.transaction('content-cache').objectStore('content-cache').getAll()
          request.onsuccess = () => {
            db.close()
            resolve(
              request.result.some(
                (entry: { key: string }) =>
                  entry.key.startsWith(keyPrefix) && JSON.stringify(entry).includes(wanted),
              ),
            )
          }
          request.onerror = () => resolve(false)
        }
      }),
    [prefix, text] as const,
  )
}

describe('installable and offline', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp()
  })

  afterAll(async () => {
    await app?.close()
  })

  it('registers /sw.js, which controls the page, with an installable manifest', async () => {
    const context = await newContext(browser, app.baseURL)
    const page = await context.newPage()
    const shell = await page.goto('/login')
    await waitForWorker(page)
    const registration = await page.evaluate(async () => {
      const found = await navigator.serviceWorker.getRegistration()
      return { scope: found?.scope, script: found?.active?.scriptURL }
    })
    expect(registration).toEqual({ scope: `${app.baseURL}/`, script: `${app.baseURL}/sw.js` })

    const csp = shell?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("manifest-src 'self'")
    const worker = await page.request.get('/sw.js')
    expect(worker.headers()['content-type']).toMatch(/javascript/)
    expect(worker.headers()['cache-control']).toBe('no-cache')

    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    )
    const answer = await page.request.get('/manifest.webmanifest')
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    expect(answer.headers()['cache-control']).toBe('no-cache')
    const manifest = (await answer.json()) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>
    }
    expect(manifest).toMatchObject({
      name: 'myflix',
      short_name: 'myflix',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0b0f',
      background_color: '#0b0b0f',
    })
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src)
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
    }

    // Chromium's own verdict: nothing stands in the way of installing the app.
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>
    }
    // Playwright's contexts are incognito-like; that is the harness, not the app.
    const errors = installabilityErrors.map((error) => error.errorId)
    expect(errors.filter((errorId) => errorId !== 'in-incognito')).toEqual([])

    // The shell is precached; nothing from the API or the media proxy is in the worker's caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      }
      return urls
    })
    expect(cached.some((url) => url.includes('/index.html'))).toBe(true)
    expect(
      cached.filter((url) => url.includes('/api/') && !url.includes('/api/media/img/')),
    ).toEqual([])
    await context.close()
  })

  it('after a session, starts offline on what it has seen and says what needs the network', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const recent = (await (
      await page.request.get('/api/catalog/movie/recent?limit=20')
    ).json()) as {
      data: CatalogItem[]
    }
    const newest = recent.data[0] as CatalogItem

    // The start a user goes through: the splash processes the cloud, then opens the home.
    await page.goto('/')
    await page.waitForURL('**/home', { timeout: 60_000 })
    await waitForWorker(page)
    await page.getByTestId('hero').getByRole('heading', { name: newest.name }).waitFor()
    // Copies are written after the answer is shown; a full navigation at once (page.goto) would
    // unload the document under the IndexedDB write on a busy machine.
    await waitForCopies(page, (keys) => keys.includes('movie-recent-20'))

    await page.goto('/filmes')
    const firstSection = page.getByTestId('category-section').first()
    const sectionTitle = (await firstSection.getByRole('heading').first().textContent()) ?? ''
    await firstSection.getByTestId('poster-card').first().waitFor()

    const detailsUrl = `/details/movie/${newest.id}`
    await page.goto(detailsUrl)
    const title = page.getByRole('heading', { level: 1, name: newest.name })
    await title.waitFor()
    // A favourite is the account's, on the server; its offline copy shows it offline too.
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click()
    await page.getByRole('button', { name: 'Remover dos favoritos' }).first().waitFor()
    await expect
      .poll(() => copyHolds(page, 'library-favorites-', newest.name), { interval: 100 })
      .toBe(true)

    await waitForCopies(
      page,
      (keys) =>
        keys.includes('cloud-credentials') &&
        keys.includes('catalog-status') &&
        keys.includes('movies-list') &&
        keys.includes('movie-recent-20') &&
        keys.includes(`movie-item-${newest.id}`) &&
        keys.some((key) => /^movie-page-1-cat-/.test(key)),
    )

    await page.context().setOffline(true)
    const reached = await page.evaluate(() =>
      fetch('/api/catalog/status').then(
        () => 'answered',
        () => 'failed',
      ),
    )
    expect(reached).toBe('failed')

    // A reload of the details: the shell from the worker, the title from the offline copy.
    await page.reload()
    const badge = page.getByRole('status').filter({ hasText: 'Modo Offline' })
    await badge.waitFor()
    await title.waitFor()
    expect(new URL(page.url()).pathname).toBe(detailsUrl)

    // Playing needs the network: the app says so and opens no player.
    await page.getByRole('button', { name: 'Assistir Agora' }).click()
    await page.getByText('Sem conexão. Esta ação precisa de internet.').waitFor()
    expect(await page.getByTestId('player-overlay').count()).toBe(0)

    // A fresh start offline: the splash opens the home (no processing, no /login).
    await page.goto('/')
    await page.waitForURL('**/home')
    await badge.waitFor()
    await page.getByTestId('hero').getByRole('heading', { name: newest.name }).waitFor()

    await page.getByRole('link', { name: 'Filmes', exact: true }).first().click()
    await page.waitForURL('**/filmes')
    await page.getByRole('heading', { name: sectionTitle, exact: true }).waitFor()
    await page.getByTestId('category-section').first().getByTestId('poster-card').first().waitFor()

    await page.getByRole('link', { name: 'Favoritos', exact: true }).first().click()
    await page.getByRole('heading', { name: 'Meus Favoritos' }).waitFor()
    await page.getByText(newest.name).first().waitFor()

    await page.context().setOffline(false)
    await badge.waitFor({ state: 'hidden' })
    await page.context().close()
  }, 180_000)
})

/** Builds the web app into `outDir` with another build id: what a deploy would ship. */
async function buildChangedVersion(outDir: string, id: string): Promise<void> {
  await promisify(execFile)('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB,
    env: { ...process.env, MYFLIX_BUILD_ID: id },
  })
}

/** Points the served directory at another build, atomically (the server reads it per request). */
async function serve(live: string, dist: string): Promise<void> {
  const next = `${live}.next`
  await symlink(dist, next)
  await rename(next, live)
}

describe('updates through the banner', () => {
  const NEW_ID = `e2e-update-${Date.now()}`
  let app: TestApp
  let work = ''
  let live = ''
  let changed = ''

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'myflix-pwa-'))
    live = join(work, 'live')
    changed = join(work, 'changed')
    await symlink(CURRENT_DIST, live)
    await buildChangedVersion(changed, NEW_ID)
    app = await startTestApp({ WEB_DIST: live })
  }, 300_000)

  afterAll(async () => {
    await app?.close()
    if (work) await rm(work, { recursive: true, force: true })
  })

  it("shows the banner only once a new version waits; 'Depois' and the close icon hide it; 'Atualizar' reloads onto it", async () => {
    const context = await newContext(browser, app.baseURL)
    const page = await context.newPage()
    await page.goto('/login')
    await waitForWorker(page)
    const installed = await buildId(page)
    expect(installed).not.toBe(NEW_ID)
    const banner = page.getByRole('status').filter({ hasText: 'Atualização Disponível' })
    // One worker and nothing newer: no banner, even after a reload.
    await page.reload()
    await waitForWorker(page)
    expect(await banner.count()).toBe(0)

    await serve(live, changed)
    await page.reload()
    await banner.waitFor()
    await banner.getByText('Uma nova versão do myflix está disponível.').waitFor()
    // The page still runs the installed version until the user accepts.
    expect(await buildId(page)).toBe(installed)

    await banner.getByRole('button', { name: 'Depois', exact: true }).click()
    await banner.waitFor({ state: 'hidden' })

    await page.reload()
    await banner.waitFor()
    await banner.getByRole('button', { name: 'Fechar' }).click()
    await banner.waitFor({ state: 'hidden' })

    await page.reload()
    await banner.getByRole('button', { name: 'Atualizar', exact: true }).click()
    await page.waitForFunction(
      (id) => document.querySelector('meta[name="myflix-build"]')?.getAttribute('content') === id,
      NEW_ID,
    )
    await waitForWorker(page)
    expect(
      await page.evaluate(async () => !(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true)
    expect(await banner.count()).toBe(0)
    await context.close()
  }, 120_000)
})
