/// <reference lib="dom" />
import type { Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { firstFrame } from './support/chromium'
import { withDemoSession } from './support/demo-session'

// Player timings in headless Chromium, one run on this machine: time to first frame of a movie
// through our media proxy vs straight from the demo provider (same page, same file), the time a
// live channel switch takes in the real overlay, and catch-up's (issue 19): the answer of POST
// /api/media/catchup with its first probe and after, and ← then OK in the live overlay (the guide
// strip's programme on now) until it plays from its beginning. Needs the built web app
// (`npm run build -w @myflix/web`); run with `npx tsx bench/player.ts`. Prints markdown.

type ProgrammeSpan = { start: number; end: number }

const RUNS = 15
const SWITCHES = 6
const facts = demoCatalogue().facts

/** A freshly signed proxy URL for the movie (the first candidate, .mp4). */
async function proxiedUrl(page: Page, id: number): Promise<string> {
  const answer = await page.request.post('/api/media/play', {
    data: { type: 'movie', id: String(id) },
  })
  const body = (await answer.json()) as { data: { candidates: Array<{ url: string }> } }
  return body.data.candidates[0]!.url
}

/**
 * ← opens the guide strip on the programme on now (issue 21), OK plays it from its beginning;
 * answers when ← went down.
 */
async function restartPressed(page: Page): Promise<number> {
  const started = Date.now()
  await page.keyboard.press('ArrowLeft')
  await page.locator('[data-testid="player-guide-strip"][data-place="now"]').waitFor()
  await page.keyboard.press('Enter')
  return started
}

/** Presses ↓ in the open live overlay and waits until the next channel shows moving frames. */
async function switchChannel(page: Page): Promise<number> {
  const title = await page.locator('[data-testid="player-overlay"] h2').textContent()
  const started = Date.now()
  await page.keyboard.press('ArrowDown')
  await page.waitForFunction(
    (before) => {
      const heading = document.querySelector('[data-testid="player-overlay"] h2')?.textContent
      const overlay = document.querySelector('[data-testid="player-overlay"]')
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      return (
        heading !== before &&
        overlay?.getAttribute('data-phase') === 'idle' &&
        video !== null &&
        !video.paused &&
        video.readyState >= 3
      )
    },
    title,
    { timeout: 20_000, polling: 20 },
  )
  return Date.now() - started
}

/** Waits until the overlay plays (idle, not paused, enough data), in ms since `started`. */
async function untilPlaying(page: Page, started: number, catchup: boolean): Promise<number> {
  await page.waitForFunction(
    (wanted) => {
      const overlay = document.querySelector('[data-testid="player-overlay"]')
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      const replay = document.querySelector('[data-testid="player-catchup"]') !== null
      return (
        replay === wanted &&
        overlay?.getAttribute('data-phase') === 'idle' &&
        video !== null &&
        !video.paused &&
        video.readyState >= 3
      )
    },
    catchup,
    { timeout: 30_000, polling: 20 },
  )
  return Date.now() - started
}

/** POST /api/media/catchup for yesterday's programme of the archive channel, in ms. */
async function catchupAnswer(page: Page, programme: ProgrammeSpan) {
  const started = performance.now()
  const answer = await page.request.post('/api/media/catchup', {
    data: { id: String(facts.archiveChannelId), ...programme },
  })
  if (!answer.ok()) throw new Error(`catchup answered ${answer.status()}`)
  return performance.now() - started
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const p90 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0
}
const ms = (value: number) => `${value.toFixed(0)} ms`

async function main(): Promise<void> {
  await withDemoSession({ name: 'player' }, async ({ server, browser, user, page }) => {
    await user.call('/api/catalog/refresh', {})
    await user.catalogueReady()
    // The session's page is of our origin with no app code running: only the media path is timed.

    const direct = `${server.url}/demo-xtream/movie/demo/demo/${facts.playableMovieId}.mp4`
    const proxied: number[] = []
    const straight: number[] = []
    await firstFrame(page, await proxiedUrl(page, facts.playableMovieId))
    await firstFrame(page, direct)
    for (let run = 0; run < RUNS; run++) {
      proxied.push(await firstFrame(page, await proxiedUrl(page, facts.playableMovieId)))
      straight.push(await firstFrame(page, direct))
    }

    await page.goto(`/details/channel/${facts.noEpgChannelId}?play=1`)
    await page
      .locator('[data-testid="player-overlay"][data-phase="idle"]')
      .waitFor({ timeout: 30_000 })
    const hlsSwitches: number[] = []
    for (let run = 0; run < SWITCHES; run++) hlsSwitches.push(await switchChannel(page))
    await page.getByRole('button', { name: 'Usar MPEG-TS' }).click()
    await page
      .locator('[data-testid="player-overlay"][data-format="ts"][data-phase="idle"]')
      .waitFor()
    const tsSwitches: number[] = []
    for (let run = 0; run < SWITCHES; run++) tsSwitches.push(await switchChannel(page))

    // Catch-up: the demo's XUI line answers only timeshift.php, so the first answer probes three
    // forms; a programme of yesterday at this hour.
    const from = Math.floor(Date.now() / 1000) - 24 * 3600
    const schedule = await page.request.get(
      `/api/guide/channels/${facts.archiveChannelId}/schedule?from=${from}&to=${from + 6 * 3600}`,
    )
    const listed = (await schedule.json()) as { data: { programmes: ProgrammeSpan[] } }
    const yesterday = listed.data.programmes.find((programme) => programme.start >= from)!
    const firstAnswer = await catchupAnswer(page, yesterday)
    const answers: number[] = []
    for (let run = 0; run < RUNS; run++) answers.push(await catchupAnswer(page, yesterday))

    await page.goto(`/details/channel/${facts.archiveChannelId}?play=1`)
    await untilPlaying(page, Date.now(), false)
    const restarts: number[] = []
    for (let run = 0; run < SWITCHES; run++) {
      restarts.push(await untilPlaying(page, await restartPressed(page), true))
      await page.getByRole('button', { name: 'Voltar ao vivo' }).click()
      await untilPlaying(page, Date.now(), false)
    }

    const lines = [
      `Chromium ${browser.version()}, ${RUNS} runs each, alternating; demo movie ${facts.playableMovieId} (6 min H.264/AAC mp4, 256×144 at 5 fps).`,
      '',
      '| time to first frame (`src` set → first presented frame) | median | p90 |',
      '|---|---|---|',
      `| through /api/media/s/… (our proxy) | ${ms(median(proxied))} | ${ms(p90(proxied))} |`,
      `| straight from the demo provider | ${ms(median(straight))} | ${ms(p90(straight))} |`,
      `| ratio proxy / direct (medians) | ${(median(proxied) / median(straight)).toFixed(2)}× | |`,
      '',
      '| live channel switch in the overlay (↓ pressed → next channel playing) | median | p90 |',
      '|---|---|---|',
      `| HLS (native in Chromium), ${SWITCHES} switches | ${ms(median(hlsSwitches))} | ${ms(p90(hlsSwitches))} |`,
      `| MPEG-TS (mpegts.js), ${SWITCHES} switches | ${ms(median(tsSwitches))} | ${ms(p90(tsSwitches))} |`,
      '',
      '| catch-up (issue 19; the demo line answers timeshift.php, MPEG-TS) | median | p90 |',
      '|---|---|---|',
      `| POST /api/media/catchup, first of the cloud (probes 3 forms) | ${ms(firstAnswer)} | |`,
      `| POST /api/media/catchup, form remembered, ${RUNS} runs | ${ms(median(answers))} | ${ms(p90(answers))} |`,
      `| ← then OK in the live overlay → the programme playing from its beginning, ${SWITCHES} runs | ${ms(median(restarts))} | ${ms(p90(restarts))} |`,
    ]
    console.log(lines.join('\n'))
  })
}

await main()
