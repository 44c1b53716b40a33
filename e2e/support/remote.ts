import type { Page } from 'playwright-core'

/** What has the focus, as a remote user sees it. */
export type Focused = { tag: string; text: string; label: string | null; href: string | null }

export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      label: element.getAttribute('aria-label'),
      href: element.getAttribute('href'),
    }
  })
}

/**
 * Presses `key` until the focused element satisfies `reached` (run in the page), at most `presses`
 * times. Each press waits for the focus to move (spatial navigation answers asynchronously); a press
 * that moves nothing means the way is blocked, and then `otherWay` is tried, else it fails.
 */
export async function pressUntil(
  page: Page,
  key: string,
  reached: (element: Element) => boolean,
  presses = 30,
  otherWay?: string,
): Promise<void> {
  const test = `(${reached.toString()})(document.activeElement ?? document.body)`
  let way = key
  for (let press = 0; press < presses; press++) {
    if (await page.evaluate(test)) return
    await page.evaluate(() => {
      ;(window as { journeyFrom?: Element | null }).journeyFrom = document.activeElement
    })
    await page.keyboard.press(way)
    const moved = await page
      .waitForFunction(
        () => document.activeElement !== (window as { journeyFrom?: Element | null }).journeyFrom,
        undefined,
        { timeout: 2_000 },
      )
      .then(
        () => true,
        () => false,
      )
    if (!moved) {
      if (!otherWay || way === otherWay) break
      way = otherWay
    }
  }
  if (await page.evaluate(test)) return
  const at = await focused(page)
  throw new Error(
    `${key}${otherWay ? `/${otherWay}` : ''} never reached the element in ${presses} presses; focus is on ${JSON.stringify(at)}`,
  )
}
