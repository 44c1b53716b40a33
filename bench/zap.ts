/// <reference lib="dom" />
import type { Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { withDemoSession } from './support/demo-session'
import { load, median, ms, spread } from './support/figures'
import { awaitZapFrame, installZapProbe, type ZapTiming } from './support/zap-probe'

// Issue 21's zapping, key → first frame: the real app in headless Chromium, the live overlay opened
// on a demo channel of a category (its ↑/↓ list), then ZAPS presses of ↓ (every fifth ↑), each timed
// from the keydown event to the first presented frame of the new channel's new source. Once in the
// default live format (HLS), once after 'Usar MPEG-TS'. Needs the built web app
// (`npm run build -w @myflix/web`); run with `npx tsx bench/zap.ts`. Prints markdown.

const ZAPS = Number(process.env.BENCH_ZAPS ?? 50)
/** How long each channel plays before the next zap: a viewer looks before pressing again. */
const DWELL_SECONDS = Number(process.env.BENCH_DWELL_SECONDS ?? 1)
const facts = demoCatalogue().facts
const overlay = '[data-testid="player-overlay"]'

/** Waits until the overlay plays its channel: idle, not paused, enough data. */
async function untilPlaying(page: Page) {
  await page.waitForFunction(
    (selector) => {
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      return (
        document.querySelector(selector)?.getAttribute('data-phase') === 'idle' &&
        video !== null &&
        !video.paused &&
        video.readyState >= 3
      )
    },
    overlay,
    { timeout: 30_000, polling: 20 },
  )
}

/** One zap: the key, then the new channel's first frame; the milestones in ms since the key. */
async function zap(page: Page, key: 'ArrowDown' | 'ArrowUp'): Promise<ZapTiming> {
  const before = (await page.locator(overlay).getAttribute('data-title-id')) ?? ''
  await page.keyboard.press(key)
  const timing = await page.evaluate(awaitZapFrame, before)
  // The next zap starts from a channel the viewer has seen: it plays, and has for a second.
  await untilPlaying(page)
  const from = await page
    .locator('[data-testid="player-video"]')
    .evaluate((video: HTMLVideoElement) => video.currentTime)
  await page.waitForFunction(
    ({ from, dwell }) =>
      document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')!.currentTime >=
      from + dwell,
    { from, dwell: DWELL_SECONDS },
    { timeout: 30_000, polling: 50 },
  )
  return timing
}

async function zaps(page: Page): Promise<ZapTiming[]> {
  const timings: ZapTiming[] = []
  for (let run = 0; run < ZAPS; run++)
    timings.push(await zap(page, run % 5 === 4 ? 'ArrowUp' : 'ArrowDown'))
  return timings
}

function row(label: string, timings: ZapTiming[]) {
  const plays = timings.flatMap((timing) => (timing.play === null ? [] : [timing.play]))
  return (
    `| ${label} | **${spread(timings.map((timing) => timing.total))}** | ` +
    `${ms(median(timings.map((timing) => timing.channel)))} | ` +
    `${plays.length > 0 ? ms(median(plays)) : '–'} (${plays.length}/${timings.length} asked) | ` +
    `${ms(median(timings.map((timing) => timing.load)))} |`
  )
}

async function main(): Promise<void> {
  await withDemoSession({ name: 'zap' }, async ({ browser, user, page }) => {
    await user.call('/api/catalog/refresh', {})
    await user.catalogueReady()
    await page.context().addInitScript(installZapProbe)
    await page.goto(`/details/channel/${facts.noEpgChannelId}?play=1`)
    await untilPlaying(page)
    const hls = await zaps(page)
    await page.getByRole('button', { name: 'Usar MPEG-TS' }).click()
    await page.locator(`${overlay}[data-format="ts"][data-phase="idle"]`).waitFor()
    await untilPlaying(page)
    const ts = await zaps(page)

    const lines = [
      `Chromium ${browser.version()}, ${ZAPS} zaps per format (↓, every fifth ↑), ${load()}.`,
      '',
      '| live zap in the overlay (key → new channel) | first frame, median / p95 | channel shown | /api/media/play answered | source set |',
      '|---|---|---|---|---|',
      row('HLS (the default; native in Chromium)', hls),
      row('MPEG-TS (mpegts.js)', ts),
    ]
    console.log(lines.join('\n'))
  })
}

await main()
