import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import { launchBrowser, newContext, TV_FLAGS } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { ACCOUNT_PASSWORD, addDemoCloud, emailOf, signedInPage } from '../support/signed-in-user'
import { focused, pressUntil } from '../support/remote'

// Issue 21, "Done when": a user with only a remote (arrows, OK, Back — no mouse, no Tab) signs in,
// watches an episode, a live channel and a film, and gets back home. Once at the desktop size of the other
// specs, once as a TV: 1920×1080 with no pointer and no hover emulated.
let app: TestApp
let browser: Browser
let email: string

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
  // The account and its cloud are made through the usual helpers; the journey starts signed out.
  const setup = await signedInPage(browser, app)
  await addDemoCloud(setup, app)
  email = emailOf(setup)
  await setup.context().close()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** Series whose first episode is a plain mp4 of the demo, as their details links. */
const demo = demoCatalogue()
const playableSeries = Array.from(demo.seriesList()).flatMap((series) => {
  const first = demo.findSeries(series.id)?.episodes[0]?.[0]
  return first?.media === 'standard' && first.container === 'mp4'
    ? [`/details/series/${series.id}`]
    : []
})

/** Films of the demo that are plain mp4s, as their details links. */
const playableMovies = Array.from(demo.movies()).flatMap((movie) =>
  movie.media === 'standard' && movie.container === 'mp4' ? [`/details/movie/${movie.id}`] : [],
)

const overlay = (page: Page) => page.getByTestId('player-overlay')

/** The overlay's video moves on by `seconds` of media time. */
async function advancing(page: Page, seconds = 1) {
  const video = page.getByTestId('player-video')
  await video.evaluate((element: HTMLVideoElement) => (element.muted = true))
  const from = await video.evaluate((element: HTMLVideoElement) => element.currentTime)
  await page.waitForFunction(
    ([start, step]) => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      return element !== null && element.currentTime > start + step && element.videoWidth > 0
    },
    [from, seconds] as const,
    { timeout: 30_000 },
  )
}

/** The title's time the player shows (a remuxed stream restarts its element's clock on a seek). */
const position = async (page: Page) =>
  // The seek bar's value, shown or not (the bar hides while the video plays).
  Number(await overlay(page).locator('input[data-seek-bar]').inputValue())

async function journey(page: Page) {
  // 1. Sign in: ↓ reaches the fields, typing fills them, OK (Enter) sends the form.
  await page.goto('/login')
  await page.getByLabel('Email').waitFor()
  await pressUntil(page, 'ArrowDown', (el) => el.id !== '' && el.getAttribute('type') === 'email')
  await page.keyboard.type(email)
  await pressUntil(page, 'ArrowDown', (el) => el.getAttribute('type') === 'password')
  await page.keyboard.type(ACCOUNT_PASSWORD)
  await page.keyboard.press('Enter')
  await page.waitForURL('**/home')

  // 2. From /home, arrows to a poster of the second row (the demo's: series); OK opens its details.
  await page.getByTestId('content-row').nth(1).getByTestId('poster-card').first().waitFor()
  await pressUntil(page, 'ArrowDown', (el) => {
    const rows = Array.from(document.querySelectorAll('[data-testid="content-row"]'))
    return rows.indexOf(el.closest('[data-testid="content-row"]')!) === 1
  })
  // → along the row to the first series (not the first card) whose first episode is an mp4 that plays:
  // the demo leaves a few episodes missing on purpose, and formats are formats.spec's concern.
  const target = new Function(
    'el',
    `const row = el.closest('[data-testid="content-row"]')
     const cards = row ? Array.from(row.querySelectorAll('a[href]')) : []
     return cards.indexOf(el) >= 1 && ${JSON.stringify(playableSeries)}.includes(el.getAttribute('href'))`,
  ) as (el: Element) => boolean
  await pressUntil(page, 'ArrowRight', target)
  const href = (await focused(page)).href
  expect(href).toMatch(/^\/details\/series\/\d+$/)
  await page.keyboard.press('Enter')
  await page.waitForURL(`**${href}`)
  const details = page.url()

  // 3. OK on the primary action plays (a series: its first episode); ← seeks; Back closes the player
  // and stays on the page.
  await expect.poll(async () => (await focused(page)).text).toBe('Assistir Agora')
  await page.keyboard.press('Enter')
  await overlay(page).waitFor()
  // The demo's titles last 10 s, one step of ←/→: a few seconds in, ← goes back to the start.
  await expect.poll(() => position(page), { timeout: 20_000 }).toBeGreaterThan(4)
  const before = await position(page)
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => position(page)).toBeLessThan(before - 3)
  await page.keyboard.press('Escape')
  await overlay(page).waitFor({ state: 'detached' })
  expect(page.url()).toBe(details)
  await expect.poll(async () => (await focused(page)).text).toBe('Assistir Agora')

  // The browser's own Back closes a player too, without leaving the page.
  await page.keyboard.press('Enter')
  await overlay(page).waitFor()
  await advancing(page)
  await page.goBack()
  await overlay(page).waitFor({ state: 'detached' })
  expect(page.url()).toBe(details)

  // 4. /tv through the sidebar; OK plays a channel, ↓/↑ zap, → walks its guide strip.
  await sidebarTo(page, 'TV ao Vivo')
  await page.waitForURL('**/tv')
  await page.getByTestId('channel-row').first().waitFor()
  // The arrows measure what is on screen: the sections' skeletons first make way for their channels.
  await page.getByTestId('channel-row-skeleton').first().waitFor({ state: 'detached' })
  // → enters the page (a section's 'Ver Tudo' may be nearest), ↓ reaches a channel.
  await pressUntil(page, 'ArrowRight', (el) => el.closest('main') !== null)
  await pressUntil(page, 'ArrowDown', (el) => el.closest('[data-testid="channel-row"]') !== null)
  // ← to the row's own button (it plays); 'Assistir do início' and 'Detalhes' sit to its right.
  await pressUntil(page, 'ArrowLeft', (el) => {
    const row = el.closest('[data-testid="channel-row"]')
    return row !== null && row.querySelector('button, a') === el
  })
  await page.keyboard.press('Enter')
  await overlay(page).waitFor()
  await advancing(page)
  const heading = overlay(page).getByRole('heading', { level: 2 })
  const first = await heading.textContent()
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => heading.textContent()).not.toBe(first)
  await advancing(page)
  await page.keyboard.press('ArrowUp')
  await expect.poll(() => heading.textContent()).toBe(first)
  await advancing(page)
  const strip = overlay(page).getByTestId('player-guide-strip')
  await page.keyboard.press('ArrowRight')
  await strip.waitFor()
  // Back closes the strip first (unless its 8 s ran out on a slow machine), then the player.
  await page.keyboard.press('Escape')
  await strip.waitFor({ state: 'detached' })
  if ((await overlay(page).count()) > 0) await page.keyboard.press('Escape')
  await overlay(page).waitFor({ state: 'detached' })
  expect(new URL(page.url()).pathname).toBe('/tv')

  // 5. Back, as often as it takes: the way it came, to /home.
  for (let back = 0; back < 6 && new URL(page.url()).pathname !== '/home'; back++) {
    const from = page.url()
    await page.keyboard.press('Escape')
    await page.waitForURL((url) => url.href !== from)
  }
  expect(new URL(page.url()).pathname).toBe('/home')

  // 6. And a film from the first row: OK, OK, and Backspace (a Back too) closes it. The first
  // arrow starts at the hero, above the rows; from below them, ↑ climbs back.
  await page.getByTestId('content-row').first().getByTestId('poster-card').first().waitFor()
  await pressUntil(
    page,
    'ArrowDown',
    (el) => {
      const row = el.closest('[data-testid="content-row"]')
      return row !== null && row === document.querySelector('[data-testid="content-row"]')
    },
    30,
    'ArrowUp',
  )
  const film = new Function(
    'el',
    `return ${JSON.stringify(playableMovies)}.includes(el.getAttribute('href'))`,
  ) as (el: Element) => boolean
  await pressUntil(page, 'ArrowRight', film, 30, 'ArrowLeft')
  const movie = (await focused(page)).href
  await page.keyboard.press('Enter')
  await page.waitForURL(`**${movie}`)
  await expect.poll(async () => (await focused(page)).text).toBe('Assistir Agora')
  await page.keyboard.press('Enter')
  await overlay(page).waitFor()
  await advancing(page)
  await page.keyboard.press('Backspace')
  await overlay(page).waitFor({ state: 'detached' })
  expect(new URL(page.url()).pathname).toBe(movie)

  // 7. Back to /home lands on the film's card, where the user left the rows.
  await page.keyboard.press('Escape')
  await page.waitForURL('**/home')
  await expect.poll(async () => (await focused(page)).href).toBe(movie)
}

/** ← into the sidebar, ↓/↑ to the item named `name`, OK. */
async function sidebarTo(page: Page, name: string) {
  await pressUntil(page, 'ArrowLeft', (el) => el.closest('[data-testid="sidebar"]') !== null)
  const named = new Function('el', `return el.textContent?.trim() === ${JSON.stringify(name)}`)
  await pressUntil(page, 'ArrowDown', named as (el: Element) => boolean, 24, 'ArrowUp')
  await page.keyboard.press('Enter')
}

describe('the 10-foot app: a remote is enough (issue 21)', () => {
  let context: BrowserContext | undefined
  let tv: Browser | undefined
  afterAll(async () => {
    await context?.close()
    await tv?.close()
  })

  it('signs in, plays an episode, a channel and a film, and gets home, with arrows, OK and Back', async () => {
    context = await newContext(browser, app.baseURL, 'desktop')
    await journey(await context.newPage())
    await context.close()
  }, 180_000)

  it('does the same as a TV: 1920×1080, no pointer, no hover', async () => {
    tv = await launchBrowser(TV_FLAGS)
    context = await newContext(tv, app.baseURL, 'tv')
    const page = await context.newPage()
    await page.goto('/login')
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: none)').matches)).toBe(
      true,
    )
    // With no pointer, the app takes the TV layout by itself ('Modo TV' on automatic).
    await page.locator('html[data-tv]').waitFor({ state: 'attached' })
    await journey(page)
  }, 180_000)
})
