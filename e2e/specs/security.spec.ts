import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Browser, Page } from 'playwright-core'
import { createDemoProvider } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'
import { launchBrowser } from '../support/browser'
import { signedInPage } from '../support/signed-in-user'

// Titles, plots, categories and images a hostile panel could send. If any of them ever runs,
// window.__pwned is set or a dialog opens.
const IMG = '<img src=x onerror=window.__pwned=1>'
// The server takes tags out of provider texts but decodes entities after, so this one reaches the
// page as the literal markup text, which must stay text.
const ENCODED_IMG = '&lt;img src=x onerror=window.__pwned=1&gt;'
const SCRIPT = '<script>window.__pwned=1</script>'
const ALERT = '"><svg onload=alert(1)>'
const JS_URL = 'javascript:window.__pwned=1'

type Row = Record<string, unknown>

function poison(action: string, value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((row: Row, index) => {
      if (action.endsWith('_categories'))
        return { ...row, category_name: `${String(row.category_name)} ${ALERT}` }
      return {
        ...row,
        name: index % 2 === 0 ? `${ENCODED_IMG} Filme ${index}` : `${SCRIPT} Título ${index}`,
        title: `${IMG}`,
        plot: SCRIPT,
        stream_icon: JS_URL,
        cover: index % 2 === 0 ? JS_URL : `data:text/html,${SCRIPT}`,
      }
    })
  }
  if (value && typeof value === 'object' && 'info' in value) {
    const info = (value as { info: Row }).info
    return {
      ...value,
      info: {
        ...info,
        name: `${IMG} detalhe`,
        plot: `${SCRIPT}${IMG}`,
        description: ALERT,
        cast: IMG,
        director: SCRIPT,
        genre: ALERT,
        movie_image: JS_URL,
        cover_big: JS_URL,
        backdrop_path: [JS_URL],
        youtube_trailer: `"><script>window.__pwned=1</script>`,
      },
    }
  }
  return value
}

/** The demo panel on its own loopback port, every text and image field rewritten to an attack. */
async function startHostileProvider() {
  const app = new Hono()
  app.use('/player_api.php', async (c, next) => {
    await next()
    const action = c.req.query('action') ?? ''
    if (!action || c.res.status !== 200) return
    const body: unknown = await c.res.json()
    c.res = new Response(JSON.stringify(poison(action, body)), {
      headers: { 'content-type': 'application/json' },
    })
  })
  app.route('/', createDemoProvider())
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const running = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(running),
    )
  })
  const port = (server.address() as AddressInfo).port
  return {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

let provider: Awaited<ReturnType<typeof startHostileProvider>>
let app: TestApp
let browser: Browser

beforeAll(async () => {
  provider = await startHostileProvider()
  app = await startTestApp({ PROVIDER_ALLOW_HOSTS: provider.host })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await provider?.close()
})

async function addHostileCloud(page: Page) {
  const saved = await page.request.post('/api/clouds', {
    data: { nuvemNome: 'Hostil', xtreamURL: provider.base, xtreamUser: 'demo', xtreamPass: 'demo' },
  })
  expect(saved.ok()).toBe(true)
  for (let tries = 0; tries < 400; tries += 1) {
    const status = (await (await page.request.get('/api/catalog/status')).json()) as {
      data: { state: string }
    }
    if (status.data.state === 'ready') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the hostile catalogue never loaded')
}

describe('hostile provider content renders inert', () => {
  it('runs no script from titles, plots, categories or image URLs on any page', async () => {
    const page = await signedInPage(browser, app)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await addHostileCloud(page)
    const movies = (await (await page.request.get('/api/catalog/movie/items?limit=4')).json()) as {
      data: { items: Array<{ id: string; name: string }> }
    }
    const first = movies.data.items[0]!
    // The payloads did reach the app, so an inert page is the app's doing, not an empty list.
    expect(first.name).toContain('<img')

    const pwned = () => page.evaluate(() => (window as { __pwned?: unknown }).__pwned)
    for (const path of [
      '/home',
      '/filmes',
      '/series',
      `/details/movie/${first.id}`,
      `/details/${first.id}`,
      `/search?q=${encodeURIComponent('Filme')}`,
      `/search?q=${encodeURIComponent('<img')}`,
    ]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle').catch(() => undefined)
      await page.waitForTimeout(300)
      expect(await pwned(), path).toBeUndefined()
    }
    // The markup shows as plain text: the page really rendered the hostile title.
    await page.goto(`/details/movie/${first.id}`)
    await page
      .getByText('<img src=x onerror', { exact: false })
      .first()
      .waitFor({ timeout: 15_000 })
    expect(await page.locator('img[src^="javascript:"]').count()).toBe(0)
    expect(await pwned()).toBeUndefined()
    expect(dialogs).toEqual([])
    await page.context().close()
  })
})
