import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { demoCatalogue } from '@myflix/xtream-demo'
import type { CatalogItem, ProgressEntry } from '@myflix/shared'
import { launchBrowser, newContext } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { addDemoCloud, emailOf, signIn, signedInPage } from '../support/signed-in-user'
import { closePlayer } from '../support/player'

// Issue 17: the library lives on the server, so the place a user stopped follows them across
// reloads, devices and network cuts, and stays theirs alone.

const facts = demoCatalogue().facts
const movieId = String(facts.playableMovieId)
let app: TestApp
let browser: Browser

beforeAll(async () => {
  app = await startTestApp()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

const overlay = (page: Page) => page.getByTestId('player-overlay')
const video = (page: Page) => page.getByTestId('player-video')

/** Plays until the video has decoded frames, muted so autoplay never depends on sound. */
async function waitPlaying(page: Page) {
  await video(page).evaluate((element: HTMLVideoElement) => (element.muted = true))
  await page.waitForFunction(() => {
    const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
    return element !== null && !element.paused && element.videoWidth > 0 && element.currentTime > 0
  })
}

/** Moves playback to `seconds` (as the seek bar would) and waits until it plays past it. */
async function watchTo(page: Page, seconds: number) {
  await video(page).evaluate((element: HTMLVideoElement, to) => {
    element.currentTime = to
  }, seconds)
  await page.waitForFunction(
    (to) =>
      (document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')?.currentTime ??
        0) >=
      to + 0.5,
    seconds,
  )
}

/** The server's saved position of the demo movie, read with the page's session. */
async function savedPosition(page: Page): Promise<number | null> {
  const answer = await page.request.get('/api/library/progress')
  const body = (await answer.json()) as { data: ProgressEntry[] }
  return body.data.find((entry) => entry.kind === 'movie' && entry.id === movieId)?.position ?? null
}

async function waitSavedFrom(page: Page, minimum: number): Promise<number> {
  await expect
    .poll(() => savedPosition(page), { timeout: 20_000, interval: 200 })
    .toBeGreaterThanOrEqual(minimum)
  return (await savedPosition(page))!
}

const continueRow = (page: Page) => page.getByTestId('continue-watching')

/** The demo movie as the catalogue API gives it to this page's user. */
async function movieCard(page: Page): Promise<CatalogItem> {
  const answer = await page.request.get(`/api/catalog/movie/items/${movieId}`)
  return ((await answer.json()) as { data: CatalogItem }).data
}

describe('the library in Chromium', () => {
  it('resumes a movie stopped at 20 s after a reload, and another device sees the same row', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    await page.goto(`/details/movie/${movieId}?play=1`)
    await waitPlaying(page)
    await watchTo(page, 20)
    await closePlayer(page)
    await waitSavedFrom(page, 20)

    await page.goto('/home')
    await page.reload()
    const card = continueRow(page).getByRole('link').or(continueRow(page).getByRole('button'))
    await continueRow(page).waitFor()
    const title = (await movieCard(page)).name
    await continueRow(page).getByText(title).first().waitFor()
    expect(await continueRow(page).getByTestId('progress-bar').count()).toBeGreaterThan(0)
    await card.first().click()
    await overlay(page).waitFor()
    await waitPlaying(page)
    expect(
      await video(page).evaluate((element: HTMLVideoElement) => element.currentTime),
    ).toBeGreaterThanOrEqual(15)
    await closePlayer(page)

    // The details page offers both ways in.
    await page.goto(`/details/movie/${movieId}`)
    await page.getByRole('button', { name: /^Continuar de 00:2\d$/ }).waitFor()
    await page.getByRole('button', { name: 'Começar do início' }).waitFor()

    // Another device: a second browser context signed in to the same account.
    const other = await (await newContext(browser, app.baseURL, 'phone')).newPage()
    await signIn(other, emailOf(page))
    await other.goto('/home')
    await continueRow(other).getByText(title).first().waitFor()
    await other.context().close()
    await page.context().close()
  })

  it('sends a position written offline once the network is back', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    await page.goto(`/details/movie/${movieId}?play=1`)
    await waitPlaying(page)
    // The short demo movie is buffered whole by now, so it plays on without the network.
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLVideoElement>('[data-testid="player-video"]')
      if (!element || element.buffered.length === 0) return false
      return element.buffered.end(element.buffered.length - 1) >= 60
    })
    await page.context().setOffline(true)
    await watchTo(page, 45)
    await video(page).evaluate((element: HTMLVideoElement) => element.pause())
    await closePlayer(page)
    expect((await savedPosition(page)) ?? 0).toBeLessThan(45)

    await page.context().setOffline(false)
    expect(await waitSavedFrom(page, 45)).toBeLessThan(60)
    await page.context().close()
  })

  it('keeps two accounts on one browser apart: favourites follow the account, not the device', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const firstEmail = emailOf(page)
    const title = (await movieCard(page)).name
    await page.goto(`/details/movie/${movieId}`)
    await page.getByRole('button', { name: 'Adicionar aos favoritos' }).first().click()
    await page.getByRole('button', { name: 'Remover dos favoritos' }).first().waitFor()

    await page.goto('/profile')
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL('**/login')
    expect(await page.evaluate(() => localStorage.getItem('myflix-favorites'))).toBeNull()

    // Another account, on the same browser: none of the first one's favourites.
    const second = await signedInPage(browser, app)
    await second.context().close()
    await signIn(page, emailOf(second))
    await page.goto('/favoritos')
    await page.getByText('Você ainda não tem favoritos').waitFor()

    // The first account finds its favourite again, from the server.
    await page.goto('/profile')
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL('**/login')
    await signIn(page, firstEmail)
    await page.goto('/favoritos')
    await page.getByTestId('poster-card').getByText(title).first().waitFor()
    await page.context().close()
  })

  it('moves the favourites an older build kept on the device into the account, once', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    const email = emailOf(page)
    const item = await movieCard(page)
    await page.goto('/profile')
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click()
    await page.waitForURL('**/login')
    await page.evaluate((content) => {
      const favourite = {
        id: content.id,
        type: 'movie',
        content,
        addedAt: new Date().toISOString(),
      }
      localStorage.setItem('myflix-favorites', JSON.stringify([favourite]))
    }, item)

    await signIn(page, email)
    await page.goto('/favoritos')
    await page.getByTestId('poster-card').getByText(item.name).first().waitFor()
    expect(await page.evaluate(() => localStorage.getItem('myflix-favorites'))).toBeNull()
    await page.context().close()
  })
})
