import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// Issue 17: the end of an episode leads into the next, across seasons, in real Chromium.
const catalogue = demoCatalogue()
const showcase = catalogue.findSeries(catalogue.facts.threeSeasonSeriesId)
const [seasonOne, seasonTwo] = showcase?.episodes ?? []
const lastOfSeasonOne = seasonOne?.at(-1)
const firstOfSeasonTwo = seasonTwo?.[0]

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

/** Waits until the element plays the media it has (time moving, a picture) and reports its length. */
async function waitPlaying(): Promise<number> {
  await video().evaluate((element: HTMLVideoElement) => (element.muted = true))
  const handle = await page.waitForFunction(
    () => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      const playing =
        element !== null && !element.paused && element.currentTime > 0.3 && element.videoWidth > 0
      return playing && Number.isFinite(element.duration) ? element.duration : false
    },
    undefined,
    { timeout: 30_000 },
  )
  return (await handle.jsonValue()) as number
}

describe('up next in Chromium with the demo provider', () => {
  it("plays season 2's first episode after season 1's last, with 'Próximo episódio' before the end", async () => {
    expect(lastOfSeasonOne?.season).toBe(1)
    expect(firstOfSeasonTwo).toMatchObject({ season: 2, episodeNum: 1 })
    const seriesId = String(catalogue.facts.threeSeasonSeriesId)
    await page.goto(`/details/series/${seriesId}?play=1&episode=${lastOfSeasonOne?.id}`)
    await overlay().waitFor()
    const label = overlay().getByTestId('player-episode')
    await expect.poll(() => label.textContent()).toMatch(/^T1E14 · /)
    expect(await video().getAttribute('controls')).toBeNull()

    // Our own bar: the seek bar knows the length; the card is not there yet.
    const duration = await waitPlaying()
    const seekBar = overlay().getByRole('slider', { name: 'Posição do vídeo' })
    await expect.poll(() => seekBar.getAttribute('aria-valuetext')).toMatch(/ de \d\d:\d\d$/)
    expect(await page.getByTestId('up-next').count()).toBe(0)

    // Straight to a few seconds before the card's window (the last quarter, at most 30 s).
    const lead = Math.min(30, Math.max(3, duration * 0.25))
    await video().evaluate(
      (element: HTMLVideoElement, at: number) => (element.currentTime = at),
      Math.max(0, duration - lead - 1.5),
    )
    const card = page.getByTestId('up-next')
    await card.waitFor({ timeout: 15_000 })
    const before = await video().evaluate((element: HTMLVideoElement) => ({
      ended: element.ended,
      left: element.duration - element.currentTime,
    }))
    expect(before.ended).toBe(false)
    expect(before.left).toBeGreaterThan(0)
    expect(await card.textContent()).toMatch(/Próximo episódio.*T2E1 · /)

    // It ends, and the next one plays by itself: season 2, episode 1.
    await expect.poll(() => label.textContent(), { timeout: 30_000 }).toMatch(/^T2E1 · /)
    const next = await waitPlaying()
    expect(next).toBeGreaterThan(0)
    expect(await overlay().getByRole('heading').first().textContent()).toBe(showcase?.series.title)

    await overlay().getByRole('button', { name: 'Fechar player' }).click()
    await overlay().waitFor({ state: 'detached' })
  })
})
