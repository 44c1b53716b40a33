/// <reference lib="dom" />
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

// Headless Chromium as the player benches drive it: autoplay allowed, nothing in the background,
// and a page of our origin holding the session cookie, on which only the media path is timed.

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
}

/** A page at `url` in a context of its own (`origin` its base URL), ready for page.evaluate. */
export async function benchPage(
  browser: Browser,
  origin: string,
  path: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin })
  await prepare?.(context)
  // tsx keeps function names by wrapping them in `__name(…)`, which a function sent to the page
  // carries along: the page needs the helper too.
  await context.addInitScript('globalThis.__name = (target) => target')
  const page = await context.newPage()
  await page.goto(path)
  return page
}

/**
 * A page at `origin`'s /api/health (no app code running) whose requests carry `cookie`, the session
 * header of a signed-in user.
 */
export function pageWithSession(browser: Browser, origin: string, cookie: string) {
  return benchPage(browser, origin, '/api/health', (context) =>
    context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=')
        return { name, value: value.join('='), url: origin }
      }),
    ),
  )
}

/** From setting `src` on a fresh muted <video> to its first presented frame, in ms. */
export function firstFrame(page: Page, url: string): Promise<number> {
  return page.evaluate(playUntilFirstFrame, { src: url, since: null })
}

/**
 * In the page: plays `src` on a fresh muted <video> until its first presented frame, then empties
 * and removes the element (which ends the download); the time since `since` (a performance.now()
 * of the page), or since `src` was set.
 */
export function playUntilFirstFrame({
  src,
  since,
}: {
  src: string
  since: number | null
}): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const video = document.createElement('video')
    video.muted = true
    document.body.append(video)
    const started = since ?? performance.now()
    const done = () => {
      clearTimeout(timer)
      video.removeAttribute('src')
      video.load()
      video.remove()
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error('no frame in 30 s'))
    }, 30_000)
    video.requestVideoFrameCallback(() => {
      resolve(performance.now() - started)
      done()
    })
    video.onerror = () => {
      done()
      reject(new Error(`error ${video.error?.code}`))
    }
    video.src = src
    void video.play()
  })
}
