import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { streamMisses } from '../support/player'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// Issue 20: what VLC plays plays here, remuxed or converted on the server only as far as this
// browser needs, with the right audio heard and the subtitles shown, in real Chromium.
const demo = demoCatalogue()
const facts = demo.facts
// The demo's tones (apps/xtream-demo/media/README.md): the 'por' AC3 track, the 'eng' AAC track, the
// MP2 channel, the movies.
const PORTUGUESE_HZ = 440
const ENGLISH_HZ = 880
const MP2_CHANNEL_HZ = 660
const MOVIE_HZ = 440

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
const video = () => page.getByTestId('player-video')
const seekBar = () => overlay().getByRole('slider', { name: 'Posição do vídeo' })

async function open(path: string) {
  await page.goto(path)
  await overlay().waitFor()
}

async function closePlayer() {
  await page.keyboard.press('Escape')
  await overlay().waitFor({ state: 'detached' })
}

/** Waits until the element shows moving pictures. */
async function waitPicture(timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      return (
        element !== null &&
        !element.paused &&
        element.videoWidth > 0 &&
        element.getVideoPlaybackQuality().totalVideoFrames > 2
      )
    },
    undefined,
    { timeout },
  )
}

/**
 * The strongest frequency the element plays, heard through a WebAudio analyser (attached once per
 * element: a media element feeds one graph for life). Bytes decoded prove nothing: Chromium skips an
 * AC3 track it cannot decode and plays the next one, so only the tone tells the language.
 */
function dominantFrequency(): Promise<number> {
  return video().evaluate(async (element: HTMLVideoElement) => {
    type Probe = { context: AudioContext; analyser: AnalyserNode }
    const holder = element as HTMLVideoElement & { __probe?: Probe }
    if (!holder.__probe) {
      const context = new AudioContext()
      const analyser = context.createAnalyser()
      analyser.fftSize = 8192
      context.createMediaElementSource(element).connect(analyser)
      analyser.connect(context.destination)
      holder.__probe = { context, analyser }
    }
    const { context, analyser } = holder.__probe
    await context.resume()
    element.muted = false
    element.volume = 1
    const bins = new Float32Array(analyser.frequencyBinCount)
    analyser.getFloatFrequencyData(bins)
    let best = 1
    for (let i = 2; i < bins.length; i++) if (bins[i]! > bins[best]!) best = i
    return bins[best]! > -100 ? (best * context.sampleRate) / analyser.fftSize : 0
  })
}

async function expectTone(hz: number) {
  await expect.poll(dominantFrequency, { timeout: 20_000, interval: 500 }).toBeGreaterThan(hz - 25)
  expect(Math.abs((await dominantFrequency()) - hz)).toBeLessThan(25)
}

/**
 * The title's second, as the seek bar shows it (a processed stream's element starts at 0). Found by
 * its type: an open menu hides the rest of the player from the accessibility tree.
 */
const titlePosition = async () =>
  Number(await overlay().locator('input[aria-label="Posição do vídeo"]').inputValue())

/** Seeks to half the title's length and waits until it plays from there. */
async function seekToMiddle() {
  const duration = Number(await seekBar().getAttribute('max'))
  await page.mouse.move(200, 200)
  await seekBar().fill(String(duration / 2))
  await waitPicture()
  await expect.poll(titlePosition, { timeout: 15_000 }).toBeGreaterThan(duration / 2)
}

/** Brings the bar back (it hides while playing) and opens one of its menus. */
async function openMenu(testId: string) {
  await page.mouse.move(200, 200)
  await page.mouse.move(220, 220)
  await overlay().getByTestId(testId).click()
}

/** The parent pid of `pid`, or null once it is gone. */
function parentOf(pid: string | number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/** ffmpeg processes the server started (it runs in this test process). */
function ffmpegChildren(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      // Started by the server's launcher helper, a child of this process (the app runs in it).
      const parent = parentOf(pid)
      if (parent === null || parentOf(parent) !== process.pid) return false
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
          .split('\0')
          .some((part) => /ffmpeg$/.test(part))
      } catch {
        return false
      }
    })
    .map(Number)
}

describe('formats the browser cannot play, in Chromium with the demo provider', () => {
  it('plays the AC3 MKV with its Portuguese sound, converted on the server, and says so', async () => {
    await open(`/details/movie/${facts.tracksMovieId}?play=1`)
    await waitPicture()
    expect(await overlay().getAttribute('data-path')).toBe('audio')
    await expectTone(PORTUGUESE_HZ)
    await overlay().getByTestId('player-path').waitFor({ state: 'attached' })
    expect(await overlay().getByTestId('player-path').getAttribute('data-path')).toBe('audio')
  })

  it("switches to 'Inglês' from the 'Áudio' menu and keeps the position", async () => {
    const before = await titlePosition()
    await openMenu('player-audio-menu')
    const portuguese = page.getByRole('menuitemradio', { name: /Português/ })
    const english = page.getByRole('menuitemradio', { name: /Inglês/ })
    expect(await portuguese.getAttribute('aria-checked')).toBe('true')
    expect(await english.getAttribute('aria-checked')).toBe('false')
    await english.click()
    await expectTone(ENGLISH_HZ)
    const after = await titlePosition()
    expect(Math.abs(after - before)).toBeLessThan(2 + 3)
    expect(after).toBeGreaterThanOrEqual(before - 2)
    // The English track is AAC: copied, only the container changes.
    expect(await overlay().getAttribute('data-path')).toBe('remux')
  })

  it("shows the Portuguese subtitle's cues once chosen in 'Legendas'", async () => {
    await openMenu('player-subtitle-menu')
    await page.getByRole('menuitemradio', { name: 'Desativadas' }).waitFor()
    await page.getByRole('menuitemradio', { name: /Português/ }).click()
    await page.waitForFunction(
      () => {
        const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
        return Array.from(element?.textTracks ?? []).some(
          (track) =>
            track.mode === 'showing' &&
            Array.from(track.activeCues ?? []).some((cue) =>
              (cue as VTTCue).text.startsWith('Legenda em português'),
            ),
        )
      },
      undefined,
      { timeout: 15_000 },
    )
  })

  it('plays from the middle after a seek to 50 %', async () => {
    const duration = Number(await seekBar().getAttribute('max'))
    expect(duration).toBeGreaterThan(100)
    await page.mouse.move(200, 200)
    await seekBar().fill(String(duration / 2))
    await expect
      .poll(async () => (await video().evaluate((v: HTMLVideoElement) => v.currentSrc)) ?? '')
      .toMatch(/[?&]t=\d+/)
    await waitPicture()
    await expect.poll(titlePosition, { timeout: 15_000 }).toBeGreaterThan(duration / 2)
    expect(await titlePosition()).toBeLessThan(duration / 2 + 10)
    await closePlayer()
  })

  it('shows a picture for the HEVC title by converting its video', async () => {
    await open(`/details/movie/${facts.hevcMovieId}?play=1`)
    await waitPicture()
    expect(await overlay().getAttribute('data-path')).toBe('video')
    await closePlayer()
  })

  it('plays the AVI title remuxed, seekable to its middle', async () => {
    await open(`/details/movie/${facts.aviOnlyMovieId}?play=1`)
    await waitPicture()
    expect(await overlay().getAttribute('data-path')).toBe('remux')
    await seekToMiddle()
    await closePlayer()
  })

  it('plays the MPEG-TS title as it is (mpegts.js), heard, seekable to its middle', async () => {
    const misses = streamMisses(page)
    await open(`/details/movie/${facts.tsOnlyMovieId}?play=1`)
    await waitPicture()
    // Its own file first: the probe found it, so no .mp4 or .mkv of it is asked for.
    expect(misses()).toEqual([])
    // Chromium reads H.264 and AAC from a transport stream through mpegts.js: nothing to convert.
    expect(await overlay().getAttribute('data-path')).toBe('direct')
    expect(await video().evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/)
    // The demo movies' tone: 440 Hz, with a short beep an octave up every second.
    await expect
      .poll(async () => Math.abs((await dominantFrequency()) - MOVIE_HZ), {
        timeout: 20_000,
        interval: 250,
      })
      .toBeLessThan(25)
    // The length the panel reports for it.
    const minutes = demo.findMovie(facts.tsOnlyMovieId)!.runtimeMinutes
    expect(Math.round(Number(await seekBar().getAttribute('max')))).toBe(minutes * 60)
    await seekToMiddle()
    await closePlayer()
  })

  it('plays the MP2 channel with its sound converted to AAC, and ends its ffmpeg with the viewer', async () => {
    await open(`/details/channel/${facts.mp2ChannelId}?play=1`)
    await waitPicture()
    expect(await overlay().getAttribute('data-path')).toBe('audio')
    await expectTone(MP2_CHANNEL_HZ)
    // A live conversion runs as long as someone watches (a film's may finish before its viewer).
    expect(ffmpegChildren()).toHaveLength(1)
    await closePlayer()
    await expect.poll(() => ffmpegChildren().length, { timeout: 10_000 }).toBe(0)
  })
})

describe('what the server cannot convert now still reaches VLC', () => {
  /** A user of an app started with `env`, on its movie's player. */
  async function playOn(env: Record<string, string>, movieId: number) {
    const other = await startTestApp(env)
    const otherPage = await signedInPage(browser, other)
    await otherPage.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await addDemoCloud(otherPage, other)
    await otherPage.goto(`/details/movie/${movieId}?play=1`)
    return { app: other, page: otherPage, overlay: otherPage.getByTestId('player-overlay') }
  }

  /** 'Copiar link' gives a link VLC opens without the browser's session: no cookie, a byte range. */
  async function expectExternalLink(on: Page, baseURL: string) {
    await on.getByRole('button', { name: 'Copiar link do vídeo' }).click()
    const copied = await on.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(new RegExp(`^${baseURL}/api/media/x/[\\w.-]+$`))
    expect(copied).not.toContain('demo')
    const vlc = await fetch(copied, { headers: { range: 'bytes=0-1023' } })
    expect(vlc.status).toBe(206)
    expect((await vlc.arrayBuffer()).byteLength).toBe(1024)
  }

  it('says the server is converting all it can (no video conversions left) and offers the link', async () => {
    const busy = await playOn({ TRANSCODE_MAX: '0' }, facts.hevcMovieId)
    try {
      await busy.overlay.getByText('Conversão indisponível agora').waitFor({ timeout: 20_000 })
      await busy.overlay.getByText(/O link vale por 6 horas/).waitFor()
      await expectExternalLink(busy.page, busy.app.baseURL)
    } finally {
      await busy.page.context().close()
      await busy.app.close()
    }
  })

  it('offers the link for a format the browser cannot open when the server has no ffmpeg', async () => {
    const bare = await playOn({ FFMPEG_PATH: '/nonexistent/ffmpeg' }, facts.aviOnlyMovieId)
    try {
      await bare.overlay
        .getByText('Este formato não é suportado pelo navegador.')
        .waitFor({ timeout: 20_000 })
      await bare.overlay.getByText(/O link vale por 6 horas/).waitFor()
      await expectExternalLink(bare.page, bare.app.baseURL)
    } finally {
      await bare.page.context().close()
      await bare.app.close()
    }
  })
})
