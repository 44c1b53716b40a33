import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, guideReady, signedInPage } from '../support/signed-in-user'

// Issue 18: the guide in the player, the channel list over the video, channel details' schedule
// and search's channels, against the demo provider's guide. What is on is read from the panel's own
// get_short_epg over HTTP (the guide the server ingests agrees with it), never written here.
const facts = demoCatalogue().facts
let app: TestApp
let browser: Browser
let page: Page

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
  page = await signedInPage(browser, app)
  await addDemoCloud(page, app)
  await guideReady(page)
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

type Listing = { start_timestamp: string; stop_timestamp: string; title: string }

/** The programme on now and the next one of a channel, as the demo panel lists them now. */
async function panelNowNext(streamId: string | number) {
  const url = new URL('/demo-xtream/player_api.php', app.baseURL)
  url.search = new URLSearchParams({
    username: 'demo',
    password: 'demo',
    action: 'get_short_epg',
    stream_id: String(streamId),
    limit: '4',
  }).toString()
  const body = (await (await fetch(url)).json()) as { epg_listings: Listing[] }
  const programmes = body.epg_listings.map((listing) => ({
    start: Number(listing.start_timestamp),
    end: Number(listing.stop_timestamp),
    title: Buffer.from(listing.title, 'base64').toString('utf8'),
  }))
  const now = Date.now() / 1000
  const on = programmes.find((programme) => programme.start <= now && now < programme.end)
  const next = on && programmes.find((programme) => programme.start === on.end)
  return { now: on?.title ?? null, next: next?.title ?? null }
}

/**
 * Waits until `shows` holds for what the panel says is on now and next for the channel, asked again
 * on each try (a programme may end while the test runs).
 */
async function untilShowsNow(
  streamId: string | number,
  shows: (now: string, next: string | null) => Promise<boolean>,
) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const expected = await panelNowNext(streamId)
    if (expected.now && (await shows(expected.now, expected.next).catch(() => false))) return
    if (Date.now() > deadline) throw new Error(`not shown: ${JSON.stringify(expected)}`)
    await page.waitForTimeout(200)
  }
}

const textOf = async (locator: Locator) => (await locator.textContent({ timeout: 500 })) ?? ''

const overlay = () => page.getByTestId('player-overlay')
const overlayChannel = () => overlay().getAttribute('data-title-id')
/** The overlay shows this programme on now, and the next one after 'A seguir'. */
const overlayShows = async (now: string, next: string | null) =>
  (await textOf(overlay().getByTestId('player-now'))) === now &&
  (next === null || (await textOf(overlay().getByTestId('player-next'))).endsWith(next))

async function openChannel(streamId: number) {
  await page.goto(`/details/channel/${streamId}?play=1`)
  await overlay().waitFor()
  await page.getByTestId('player-video').evaluate((video: HTMLVideoElement) => (video.muted = true))
}

async function zap(key: 'ArrowDown' | 'ArrowUp') {
  const before = await overlayChannel()
  await page.keyboard.press(key)
  await page.waitForFunction(
    (id) =>
      document.querySelector('[data-testid="player-overlay"]')?.getAttribute('data-title-id') !==
      id,
    before,
  )
  return (await overlayChannel())!
}

describe('the guide in the player', () => {
  it("shows the channel's now and next with a progress bar, and the new channel's after zapping", async () => {
    await openChannel(facts.epgChannelId)
    await untilShowsNow(facts.epgChannelId, overlayShows)
    const bar = overlay().getByTestId('player-programme').getByRole('progressbar')
    const percent = Number(await bar.getAttribute('aria-valuenow'))
    expect(percent).toBeGreaterThanOrEqual(0)
    expect(percent).toBeLessThanOrEqual(100)
    expect(await overlay().getByTestId('player-next').textContent()).toMatch(
      /^A seguir: \d\d:\d\d /,
    )

    const below = await zap('ArrowDown')
    expect(below).not.toBe(String(facts.epgChannelId))
    if ((await panelNowNext(below)).now) await untilShowsNow(below, overlayShows)
    // Back up lands on the channel with a guide, whatever its neighbour has.
    expect(await zap('ArrowUp')).toBe(String(facts.epgChannelId))
    await untilShowsNow(facts.epgChannelId, overlayShows)
    await page.keyboard.press('Escape')
    await overlay().waitFor({ state: 'detached' })
  })

  it('slides the channel list in over the video and switches channel from it', async () => {
    await openChannel(facts.epgChannelId)
    await overlay().getByRole('button', { name: 'Canais' }).click()
    const list = overlay().getByTestId('player-channel-list')
    await list.waitFor()
    const current = list.locator('button[aria-current="true"]')
    // The playing channel's row: its number and name as the overlay's heading has them.
    const heading = await textOf(overlay().getByRole('heading', { level: 2 }))
    expect(heading.length).toBeGreaterThan(0)
    expect(await textOf(current)).toContain(heading)
    await untilShowsNow(facts.epgChannelId, async (now) => (await textOf(current)).includes(now))
    expect(await current.evaluate((row) => row === document.activeElement)).toBe(true)
    // The video keeps playing under the list.
    expect(
      await overlay()
        .getByTestId('player-video')
        .evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(false)

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      (id) =>
        document.querySelector('[data-testid="player-overlay"]')?.getAttribute('data-title-id') !==
        id,
      String(facts.epgChannelId),
    )
    await list.waitFor({ state: 'detached' })
    // Escape now closes the player; with the list open it had closed only the list.
    await page.keyboard.press('l')
    await list.waitFor()
    await page.keyboard.press('Escape')
    await list.waitFor({ state: 'detached' })
    expect(await overlay().count()).toBe(1)
    await page.keyboard.press('Escape')
    await overlay().waitFor({ state: 'detached' })
  })
})

describe('the guide on channel details and in search', () => {
  it("shows the day's schedule on a channel's details, 'Agora' on the programme on now", async () => {
    await page.goto(`/details/channel/${facts.epgChannelId}`)
    const schedule = page.getByTestId('channel-schedule')
    await schedule.getByRole('heading', { name: 'Programação de hoje' }).waitFor()
    const onNow = schedule.locator('li[aria-current="true"]')
    await untilShowsNow(facts.epgChannelId, async (now) => {
      const text = await textOf(onNow)
      return text.includes(now) && text.includes('Agora')
    })
    expect(await page.getByText('Sinopse não disponível').count()).toBe(0)
    // The programme on now is scrolled into the list's view.
    const list = await schedule.locator('ol').boundingBox()
    const row = await onNow.boundingBox()
    expect(row && list && row.y >= list.y && row.y + row.height <= list.y + list.height + 1).toBe(
      true,
    )

    await page.goto(`/details/channel/${facts.noEpgChannelId}`)
    await page.getByText('Sinopse não disponível').waitFor()
    expect(await page.getByTestId('channel-schedule').count()).toBe(0)
  })

  it("finds a channel under 'Canais', with what it shows now, and opens its details", async () => {
    const title = await page.request.get(`/api/catalog/live/items/${facts.epgChannelId}`)
    const { name } = ((await title.json()) as { data: { name: string } }).data
    await page.goto(`/search?q=${encodeURIComponent(name)}&type=live`)
    expect(await page.getByRole('tab', { name: 'Canais' }).getAttribute('aria-selected')).toBe(
      'true',
    )
    const row = page.getByTestId('channel-result').filter({ hasText: name }).first()
    await row.waitFor()
    expect(await row.getByText('AO VIVO').count()).toBe(1)
    await untilShowsNow(facts.epgChannelId, async (now) =>
      (await textOf(row)).includes(`No ar agora: ${now}`),
    )
    await row.click()
    await page.waitForURL(`**/details/channel/${facts.epgChannelId}`)
  })
})
