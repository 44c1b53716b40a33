import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../support/browser'
import { startTestApp, type TestApp } from '../support/app'
import { pressUntil } from '../support/remote'
import { addDemoCloud, signedInPage } from '../support/signed-in-user'

// Issue 21: 'Modo TV' (Configurações › Tela) makes type, cards and focus larger, shows what hovering
// would, and the layout holds at a TV's 1280×720 and 1920×1080.

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

const rootFontPx = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))

/** How far the page, or any row's list, is wider than its room (0 when the layout holds). */
function overflows(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    // A virtualised row's list is as wide as its cards add up to; wider cards than it thinks overflow it.
    rows: Math.max(
      0,
      ...Array.from(document.querySelectorAll('main li[aria-posinset]'))
        .map((item) => item.parentElement)
        .filter((list): list is HTMLElement => list instanceof HTMLElement)
        .map((list) => list.scrollWidth - list.clientWidth),
    ),
  }))
}

/** How far any of /tv's sections runs into the next one (0 when they only follow each other). */
function sectionOverlap(page: Page) {
  return page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('[data-testid="category-section"]')).map(
      (section) => section.getBoundingClientRect(),
    )
    return Math.max(
      0,
      ...boxes.slice(1).map((box, index) => Math.round(boxes[index]!.bottom - box.top)),
    )
  })
}

async function openHome(page: Page) {
  await page.goto('/home')
  await page.getByRole('heading', { name: 'Filmes Recentemente Adicionados' }).waitFor()
  await page.locator('main li[aria-posinset]').first().waitFor()
}

describe("the TV layout ('Modo TV')", () => {
  it('is turned on in Configurações, and holds at 1280×720 and 1920×1080', async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/configuracoes')
    const toggle = page.getByRole('switch', { name: 'Modo TV' })
    expect(await toggle.getAttribute('aria-checked')).toBe('false')
    expect(await rootFontPx(page)).toBe(16)
    await toggle.click()
    await page.locator('html[data-tv]').waitFor({ state: 'attached' })
    expect(await rootFontPx(page)).toBe(20)

    for (const [width, height, rem] of [
      [1280, 720, 20],
      [1920, 1080, 24],
    ] as const) {
      await page.setViewportSize({ width, height })
      await openHome(page)
      expect(await rootFontPx(page)).toBe(rem)
      await expect.poll(() => overflows(page)).toEqual({ page: 0, rows: 0 })

      // Focus is seen from the sofa: the first Tab stop (the skip link) has a 4 px outline.
      await page.keyboard.press('Tab')
      const outline = await page.evaluate(() => {
        const focused = document.activeElement
        return focused ? getComputedStyle(focused).outlineWidth : null
      })
      expect(outline).toBe('4px')

      // /tv places its sections by arithmetic: with larger type they still follow each other.
      await page.goto('/tv')
      await page.getByTestId('channel-row').first().waitFor()
      await expect.poll(() => sectionOverlap(page)).toBe(0)

      // Hearts show on every card without a hover (a mouse is attached here, so the desktop hides them).
      await page.goto('/filmes')
      const heart = page.getByRole('button', { name: 'Adicionar aos favoritos' }).first()
      await heart.waitFor()
      expect(await heart.evaluate((button) => getComputedStyle(button).opacity)).toBe('1')
      await expect.poll(() => overflows(page)).toEqual({ page: 0, rows: 0 })
    }

    // Turned off again, it is the desktop layout, where hearts wait for a hover or focus.
    await page.goto('/configuracoes')
    await page.getByRole('switch', { name: 'Modo TV' }).click()
    await page.getByRole('button', { name: 'Voltar ao automático' }).waitFor()
    await expect.poll(() => page.locator('html[data-tv]').count()).toBe(0)
    await page.setViewportSize({ width: 1280, height: 720 })
    expect(await rootFontPx(page)).toBe(16)
    await page.goto('/filmes')
    const heart = page.getByRole('button', { name: 'Adicionar aos favoritos' }).first()
    await heart.waitFor({ state: 'attached' })
    await expect.poll(() => heart.evaluate((button) => getComputedStyle(button).opacity)).toBe('0')
    await page.context().close()
  })

  it("starts the arrows at home's hero and keeps what they focus clear of the header", async () => {
    const page = await signedInPage(browser, app)
    await addDemoCloud(page, app)
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto('/configuracoes')
    await page.getByRole('switch', { name: 'Modo TV' }).click()
    await page.locator('html[data-tv]').waitFor({ state: 'attached' })
    await openHome(page)
    const hero = page.locator('main section').first()

    // Nothing focused: the first arrow lands on the hero, above the rows.
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body))
      .toBe(true)
    expect(await hero.evaluate((section) => section.contains(document.activeElement))).toBe(true)

    // Down into the second row, which scrolls the page, then back up to the hero's button.
    await pressUntil(page, 'ArrowDown', (el) => {
      const rows = Array.from(document.querySelectorAll('[data-testid="content-row"]'))
      return rows.indexOf(el.closest('[data-testid="content-row"]')!) === 1
    })
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await pressUntil(
      page,
      'ArrowUp',
      (el) => el.closest('main section') === document.querySelector('main section'),
    )
    // Once the smooth scroll settles, the focused button is whole below the sticky header.
    const clearance = () =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect()
        const box = document.activeElement!.getBoundingClientRect()
        return Math.round(box.top - header.bottom)
      })
    await expect.poll(clearance).toBeGreaterThanOrEqual(0)

    // The guide's rows grow with the type: a channel's number and name stay inside its row.
    await page.goto('/guia')
    await page.getByRole('rowheader').first().waitFor()
    const spill = await page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('[role="rowheader"] *')).map((element) => {
          const row = element.closest('[role="rowheader"]')!.getBoundingClientRect()
          const box = element.getBoundingClientRect()
          return Math.round(Math.max(row.top - box.top, box.bottom - row.bottom))
        }),
      ),
    )
    expect(spill).toBeLessThanOrEqual(0)

    // ↑ along the channels keeps the time shown, and → from a channel goes to what is on now, where
    // the grid opened (a channel cell brought into view scrolled the grid back to midnight).
    const onNow = await page.evaluate(() => {
      const now = Date.now() / 1000
      const onAir = (cell: Element) =>
        Number((cell as HTMLElement).dataset.start) <= now &&
        now < Number((cell as HTMLElement).dataset.end)
      const rows = Array.from(document.querySelectorAll('[role="row"]'))
      const at = rows.findIndex((row) =>
        Array.from(row.querySelectorAll('[data-cell][data-start]')).some(onAir),
      )
      const channel = rows[at]?.querySelector<HTMLElement>('[role="rowheader"] [data-cell]')
      channel?.focus()
      return at >= 0 && rows[at + 1] !== undefined && channel !== undefined && channel !== null
    })
    expect(onNow).toBe(true)
    for (let move = 0; move < 8; move++) {
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowUp')
    }
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const cell = document.activeElement as HTMLElement
          const now = Date.now() / 1000
          return Number(cell.dataset.start) <= now && now < Number(cell.dataset.end)
        }),
      )
      .toBe(true)
    await page.context().close()
  })
})
