import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import type { CatalogItem, CategoryCount } from '@myflix/shared'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { guideRow } from '../support/guide-grid'
import { addDemoCloud, guideReady, signedInPage } from '../support/signed-in-user'

// Issue 18: live TV browsed by what is on, on the demo account and on the biggest one (20,000
// channels, ~844,000 programmes in its XMLTV). The expected programmes come from the demo provider
// itself (its get_short_epg over HTTP), never from a copy in this file: the guide the server
// ingested must agree with what the panel says is on.

let app: TestApp
let browser: Browser
let page: Page
let account: string

async function api<T>(path: string): Promise<T> {
  const answer = await page.request.get(path)
  const body = (await answer.json()) as { success: boolean; data: T }
  if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`)
  return body.data
}

interface ShortEpgListing {
  title: string
  start_timestamp: string | number
  stop_timestamp: string | number
}

/** The title the demo panel says channel `streamId` shows now (base64 of UTF-8), or null. */
async function demoOnNow(streamId: string): Promise<string | null> {
  const url = new URL(`${app.baseURL}/demo-xtream/player_api.php`)
  url.search = new URLSearchParams({
    username: account,
    password: account,
    action: 'get_short_epg',
    stream_id: streamId,
    limit: '4',
  }).toString()
  const { epg_listings: listings = [] } = (await (await fetch(url)).json()) as {
    epg_listings?: ShortEpgListing[]
  }
  const now = Date.now() / 1000
  const on = listings.find(
    (listing) => Number(listing.start_timestamp) <= now && now < Number(listing.stop_timestamp),
  )
  return on ? Buffer.from(on.title, 'base64').toString('utf8') : null
}

/**
 * Whether `text` shows what the demo has on now for the channel: its title, or the no-guide line.
 * Asked afresh on every poll, so a programme changing mid-test is followed, not a failure.
 */
async function showsOnNow(text: () => Promise<string>, streamId: string): Promise<boolean> {
  const expected = await demoOnNow(streamId)
  const shown = await text()
  return expected === null
    ? shown.includes('Sem informação de programação')
    : shown.includes(expected)
}

describe.each(['demo', 'big'])('live TV with the guide in Chromium, account %s', (name) => {
  beforeAll(async () => {
    account = name
    app = await startTestApp()
    browser = await launchBrowser()
    page = await signedInPage(browser, app)
    await addDemoCloud(page, app, account)
    await guideReady(page)
  })

  afterAll(async () => {
    await browser?.close()
    await app?.close()
  })

  it("/tv shows the demo's programme on now for the first channels", async () => {
    const categories = await api<CategoryCount[]>('/api/catalog/live/categories')
    const first = categories.find((category) => category.count > 0)!
    const page1 = await api<{ items: CatalogItem[] }>(
      `/api/catalog/live/items?category=${encodeURIComponent(first.id)}&offset=0&limit=6`,
    )
    const channels = page1.items
    const titles = await Promise.all(channels.map((channel) => demoOnNow(channel.stream_id)))
    // The first channels must include some with a guide, or this would only check the empty line.
    expect(titles.some((title) => title !== null)).toBe(true)

    await page.goto('/tv')
    const section = page.getByTestId('category-section').first()
    await section
      .getByRole('heading', { name: `${first.name} (${first.count})`, exact: true })
      .waitFor()
    for (const [index, channel] of channels.entries()) {
      const row = section.getByTestId('channel-row').nth(index)
      await expect
        .poll(() => showsOnNow(() => row.innerText(), channel.stream_id), { timeout: 30_000 })
        .toBe(true)
      expect(await row.innerText()).toContain(channel.name)
    }
    // One click plays (the player opens over /tv), Escape closes it.
    await section.getByTestId('channel-row').first().getByRole('button').first().click()
    const overlay = page.getByTestId('player-overlay')
    await overlay.getByRole('heading', { name: channels[0]!.name }).waitFor()
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
  })

  it('/guia scrolls to the last channels, and a programme on now there plays', async () => {
    const all = await api<{ items: CatalogItem[]; total: number }>(
      '/api/catalog/live/items?offset=0&limit=200',
    )
    // The last channel with a guide: the grid must scroll down to reach it.
    let target: { channel: CatalogItem; title: string } | null = null
    for (const channel of [...all.items].reverse()) {
      const title = await demoOnNow(channel.stream_id)
      if (title) {
        target = { channel, title }
        break
      }
    }
    expect(target).not.toBeNull()
    const { channel } = target!

    await page.goto('/guia')
    const grid = page.getByRole('grid', { name: 'Guia de Programação' })
    await grid.locator('[data-on-now]').first().waitFor()
    expect(await grid.getAttribute('aria-rowcount')).toBe(String(all.total + 1))

    const row = await guideRow(grid, channel.name)
    expect(await grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)

    // Its block on now names the demo's programme (the one the panel says is on, asked afresh).
    const onNow = row.locator('[data-on-now]')
    const label = async () =>
      (await onNow.count()) > 0 ? ((await onNow.getAttribute('aria-label')) ?? '') : ''
    await expect.poll(() => showsOnNow(label, channel.stream_id), { timeout: 30_000 }).toBe(true)
    await onNow.click()
    const overlay = page.getByTestId('player-overlay')
    await overlay.getByRole('heading', { name: channel.name }).waitFor()
    await page.keyboard.press('Escape')
    await overlay.waitFor({ state: 'detached' })
  })
})
