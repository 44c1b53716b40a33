import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { CatalogItem, ItemPage, PlayResponse, SeriesEpisodesData } from '@myflix/shared'
import {
  HOSTILE_CHANNEL_ID,
  HOSTILE_EPISODE_ID,
  HOSTILE_MOVIE_IDS,
  HOSTILE_PASSWORD,
  HOSTILE_SERIES_ID,
  HOSTILE_USER,
  PWNED,
  startHostilePanel,
  type HostilePanel,
} from '@myflix/xtream-demo/hostile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../support/app'
import { launchBrowser } from '../support/browser'
import { signedInPage } from '../support/signed-in-user'

// Issue 14: a panel that answers streams and posters with HTML, scripts and live SVG. Whoever opens
// one of its proxied URLs on our origin, the owner of the cloud or another signed-in user, must get
// media or nothing: no script runs, and the document calls no /api route.

let panel: HostilePanel
let app: TestApp
let browser: Browser

beforeAll(async () => {
  panel = await startHostilePanel()
  app = await startTestApp({ PROVIDER_ALLOW_HOSTS: panel.host })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await panel?.close()
})

async function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const answer = body ? await page.request.post(path, { data: body }) : await page.request.get(path)
  const parsed = (await answer.json()) as { success: boolean; data: T; error?: string }
  if (!parsed.success) throw new Error(`${path}: ${answer.status()} ${parsed.error}`)
  return parsed.data
}

async function addHostileCloud(page: Page): Promise<void> {
  await api(page, '/api/clouds', {
    nuvemNome: 'Hostil',
    xtreamURL: panel.base,
    xtreamUser: HOSTILE_USER,
    xtreamPass: HOSTILE_PASSWORD,
  })
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const status = await api<{ state: string }>(page, '/api/catalog/status')
    if (status.state === 'ready') return
    await page.waitForTimeout(100)
  }
  throw new Error('the hostile catalogue never loaded')
}

/** Every proxied URL the owner's app can be handed for this panel: streams, /x/ links, images. */
async function proxiedUrls(page: Page): Promise<string[]> {
  const targets = [
    ...HOSTILE_MOVIE_IDS.map((id) => ({ type: 'movie', id, ext: 'mp4' })),
    { type: 'live', id: HOSTILE_CHANNEL_ID, format: 'ts' },
    { type: 'episode', id: HOSTILE_EPISODE_ID, ext: 'mp4', seriesId: HOSTILE_SERIES_ID },
  ]
  const streams: string[] = []
  const links: string[] = []
  for (const target of targets) {
    const { candidates } = await api<PlayResponse>(page, '/api/media/play', target)
    for (const { url } of candidates) {
      streams.push(url)
      links.push((await api<{ url: string }>(page, '/api/media/external', { url })).url)
      // The HTML streams load movie 5's script through its /x/ link, as the attack does.
      if (target.id === '5' && target.type === 'movie') panel.scriptLink ||= links.at(-1)!
    }
  }
  const images = new Set<string>()
  const addImages = (item: CatalogItem) =>
    [item.image, ...(item.backdrop ?? [])].forEach((url) => url && images.add(url))
  for (const type of ['movie', 'series', 'live'])
    (await api<ItemPage>(page, `/api/catalog/${type}/items?limit=50`)).items.forEach(addImages)
  addImages(await api<CatalogItem>(page, `/api/catalog/movie/items/4`))
  const episodes = await api<SeriesEpisodesData>(page, '/api/functions/get-series-episodes', {
    seriesId: HOSTILE_SERIES_ID,
  })
  addImages(episodes.seriesInfo.series)
  for (const season of episodes.seriesInfo.seasons) if (season.cover) images.add(season.cover)
  for (const list of Object.values(episodes.episodes))
    for (const episode of list) if (episode.movie_image) images.add(episode.movie_image)
  expect(images.size).toBeGreaterThanOrEqual(4)
  for (const url of images) expect(url).toMatch(/^\/api\/media\/img\//)
  return [...streams, ...links, ...images]
}

/**
 * Opens `url` as a top-level page, as a victim who follows a link would, and reports what ran: the
 * title, the dialogs, and every /api request the document made other than loading itself.
 */
async function openAsDocument(context: BrowserContext, url: string) {
  const page = await context.newPage()
  const apiCalls: string[] = []
  const dialogs: string[] = []
  const opened = new URL(url, app.baseURL).href
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.url() !== opened && path.startsWith('/api/')) apiCalls.push(path)
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  let status: number | null = null
  let type = ''
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    status = response?.status() ?? null
    type = (await response?.headerValue('content-type')) ?? ''
  } catch (error) {
    // A type the browser does not show (application/octet-stream) is a download: nothing renders.
    if (!String(error).includes('Download is starting')) throw error
  }
  const title = await page.title().catch(() => '')
  await page.close()
  return { url, status, type, title, apiCalls, dialogs }
}

describe('proxied provider content never runs on our origin', () => {
  it('the owner and another signed-in user open every stream, /x/ link and poster: no script runs', async () => {
    const owner = await signedInPage(browser, app)
    await addHostileCloud(owner)
    const urls = await proxiedUrls(owner)
    const victim = await signedInPage(browser, app)

    const results = []
    for (const context of [owner.context(), victim.context()])
      for (const url of urls) results.push(await openAsDocument(context, url))

    for (const result of results) {
      expect(result.title, result.url).not.toBe(PWNED)
      expect(result.apiCalls, result.url).toEqual([])
      expect(result.dialogs, result.url).toEqual([])
      expect(result.type, result.url).not.toMatch(/html|javascript|xml|svg/)
    }
    // The owner really got the panel's bytes (as media or pixels), not just refusals.
    const served = results.filter((result) => result.status === 200).map((result) => result.type)
    expect(served).toContain('video/mp4')
    expect(served).toContain('image/png')
    // The app itself still shows the drawn posters on its pages, and stays untouched.
    await owner.goto('/filmes')
    await owner.locator('img[src^="/api/media/img/"]').first().waitFor()
    expect(await owner.title()).not.toBe(PWNED)
    await owner.context().close()
    await victim.context().close()
  })
})
