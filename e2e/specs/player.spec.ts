import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'
import { closePlayer } from '../support/player'

const facts = demoCatalogue().facts
let app: TestApp
let browser: Browser
let page: Page

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
  page = await signedInPage(browser, app)
  await addDemoCloud(page, app)
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

const overlay = () => page.getByTestId('player-overlay')

/** Mutes the element (so autoplay never depends on sound) and waits for `currentTime` to move on. */
async function expectAdvancing(minimum = 1, on: Page = page) {
  const video = on.getByTestId('player-video')
  await video.evaluate((element: HTMLVideoElement) => (element.muted = true))
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
  await on.waitForFunction(
    ([from, step]) => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      return element !== null && element.currentTime > from + step && element.videoWidth > 0
    },
    [start, minimum] as const,
    { timeout: 20_000 + minimum * 2_000 },
  )
}

/** Proxy stream URLs the page asked for, without HEAD probes. */
function streamRequests() {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/media/s/') && request.method() === 'GET')
      urls.push(request.url())
  })
  return urls
}

describe('the player in Chromium with the demo provider', () => {
  it('plays an mp4 movie, and closing leaves the details URL without the play flag', async () => {
    await page.goto(`/details/movie/${facts.playableMovieId}?play=1`)
    await overlay().waitFor()
    await expectAdvancing()
    expect(await overlay().getAttribute('data-format')).toBe('mp4')
    // Its AAC track decodes, so the no-audio hint (AC3/E-AC3) must stay away past its 3 s check.
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')?.currentTime ??
          0) > 3.5,
    )
    expect(
      await overlay()
        .getByText(/Sem som\?/)
        .count(),
    ).toBe(0)
    await closePlayer(page)
    expect(new URL(page.url()).search).toBe('')
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
  })

  it('plays the first episode of the first season of a series', async () => {
    await page.goto(`/details/series/${facts.threeSeasonSeriesId}?play=1`)
    // Issue 17: the show is the heading, the episode the line under it.
    await overlay()
      .getByTestId('player-episode')
      .getByText(/^T1E1 · /)
      .waitFor()
    await expectAdvancing()
    // Back leaves the details page, and the player goes with it.
    await page.goBack()
    await overlay().waitFor({ state: 'detached' })
  })

  it('plays a live channel over HLS (native in Chromium), then over MPEG-TS (mpegts.js), and zaps with ↓', async () => {
    await page.goto(`/details/channel/${facts.noEpgChannelId}?play=1`)
    await overlay().waitFor()
    await expectAdvancing()
    expect(await overlay().getAttribute('data-format')).toBe('m3u8')

    const chunks: string[] = []
    page.on('response', (response) => chunks.push(new URL(response.url()).pathname))
    await overlay().getByRole('button', { name: 'Usar MPEG-TS' }).click()
    await page.locator('[data-testid="player-overlay"][data-format="ts"]').waitFor()
    await expectAdvancing()
    // The engines came as their own chunks, on demand.
    expect(chunks.some((path) => /\/assets\/mpegts-engine-[\w-]+\.js$/.test(path))).toBe(true)

    const before = await overlay().getByRole('heading').textContent()
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="player-overlay"] h2')?.textContent !== title,
      before,
    )
    await expectAdvancing()
    await page.keyboard.press('Escape')
    await overlay().waitFor({ state: 'detached' })
  })

  it('plays a live HLS channel through hls.js where the browser has no native HLS, across playlist reloads', async () => {
    const other = await page.context().newPage()
    // Firefox and Chromium before native HLS answer '' here; this page plays such a browser.
    await other.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type)
      }
    })
    const paths: string[] = []
    let playlists = 0
    other.on('response', (response) => {
      paths.push(new URL(response.url()).pathname)
      if (/mpegurl/i.test(response.headers()['content-type'] ?? '')) playlists += 1
    })
    try {
      await other.goto(`/details/channel/${facts.noEpgChannelId}?play=1`)
      await other.getByTestId('player-overlay').waitFor()
      await expectAdvancing(1, other)
      const reloadsBefore = playlists
      // The demo's live window is 4 segments of 2 s: 10 s of playback spans several reloads.
      await expectAdvancing(10, other)
      expect(playlists - reloadsBefore).toBeGreaterThanOrEqual(3)
      const overlayOther = other.getByTestId('player-overlay')
      expect(await overlayOther.getAttribute('data-format')).toBe('m3u8')
      expect(await overlayOther.getAttribute('data-phase')).toBe('idle')
      // Media Source (a blob: address), fed by the hls.js chunk.
      const src = await other.getByTestId('player-video').evaluate((v: HTMLVideoElement) => v.src)
      expect(src.startsWith('blob:')).toBe(true)
      expect(paths.some((path) => /\/assets\/hls-engine-[\w-]+\.js$/.test(path))).toBe(true)
    } finally {
      await other.close()
    }
  })

  it('plays an mkv-only title natively, since Chromium 156 opens Matroska', async () => {
    await page.goto(`/details/movie/${facts.mkvOnlyMovieId}?play=1`)
    await overlay().waitFor()
    await expectAdvancing()
    expect(await overlay().getAttribute('data-format')).toBe('mkv')
    await closePlayer(page)
  })
  it('walks the candidates of a title that 404s, ends in the error overlay, then the breaker is open', async () => {
    const urls = streamRequests()
    await page.goto(`/details/movie/${facts.missingMovieId}?play=1`)
    await overlay().getByText('Tentando formatos alternativos...').waitFor()
    await overlay()
      .getByText('Este filme não está disponível no momento.')
      .waitFor({ timeout: 20_000 })
    await overlay().getByText('Verifique sua conexão ou tente novamente mais tarde.').waitFor()
    await overlay().getByRole('button', { name: 'Tentar Novamente' }).waitFor()
    await overlay().getByRole('button', { name: 'Desbloquear Interface' }).waitFor()
    await page.getByText('Erro na reprodução').waitFor()
    // Five attempts over the distinct candidate URLs (.mp4, .mkv), in order.
    expect(urls).toHaveLength(5)
    expect(new Set(urls).size).toBe(2)
    expect(urls[0]).toBe(urls[2])

    // Five failures in a row opened the breaker: the next title is blocked, then starts by itself.
    await closePlayer(page)
    await page.goto(`/details/movie/${facts.playableMovieId}?play=1`)
    await overlay().getByText('Player temporariamente indisponível').waitFor()
    await overlay().getByText('Tente novamente em alguns segundos.').waitFor()
    await expectAdvancing()
    await closePlayer(page)
  })

  it('unlocks the interface on request with the recovering overlay', async () => {
    await page.goto(`/details/movie/${facts.missingMovieId}?play=1`)
    await overlay()
      .getByRole('button', { name: 'Desbloquear Interface' })
      .click({ timeout: 20_000 })
    await overlay().getByText('Recuperando player...').waitFor()
    await overlay().getByText('Interface será desbloqueada automaticamente').waitFor()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')
    await overlay()
      .getByText('Recuperando player...')
      .waitFor({ state: 'detached', timeout: 5_000 })
    // A manual retry also closes the breaker those failures opened.
    await closePlayer(page)
  })
})

describe('the initial bundle', () => {
  it('holds neither hls.js nor mpegts.js: both load as their own chunks', () => {
    const dist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url))
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    // The signed-out shell names its entry for the boot script to run.
    const entry = /<script[^>]+data-entry="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const code = readFileSync(join(dist, file), 'utf8')
      for (const [, spec] of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g))
        visit(`assets/${spec}`)
    }
    visit(entry!)
    const initial = [...seen].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n')
    // Strings only the engines contain (hls.js error details, mpegts.js's transmuxer).
    expect(initial).not.toContain('manifestIncompatibleCodecsError')
    expect(initial).not.toContain('MSEController')
    const assets = readdirSync(join(dist, 'assets'))
    const hlsChunk = assets.find((name) => name.startsWith('hls-engine-'))
    const mpegtsChunk = assets.find((name) => name.startsWith('mpegts-engine-'))
    expect(hlsChunk && readFileSync(join(dist, 'assets', hlsChunk), 'utf8')).toContain(
      'manifestIncompatibleCodecsError',
    )
    expect(mpegtsChunk && readFileSync(join(dist, 'assets', mpegtsChunk), 'utf8')).toContain(
      'MSEController',
    )
  })
})
