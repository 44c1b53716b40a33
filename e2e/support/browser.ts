import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core'

// Flags verified on this machine (../shared/research/stack-check.md): without the networking ones Chromium
// keeps trying to reach Google's hosts, which this sandbox refuses.
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]

/** `extraArgs`: more Chromium flags, e.g. `TV_FLAGS`. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...FLAGS, ...extraArgs],
  })
}

/**
 * A TV's browser: no pointer and no hover, so `(hover: none) and (pointer: none)` matches (issue 21).
 * CDP's media emulation ignores these two features; Blink's settings do not (1 = none).
 */
export const TV_FLAGS = [
  '--blink-settings=primaryPointerType=1,availablePointerTypes=1,primaryHoverType=1,availableHoverTypes=1',
]

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
  tv: { width: 1920, height: 1080 },
} as const

/** What a test may change of a context: `serviceWorkers: 'block'` makes every load a cold one. */
export type ContextOptions = Pick<BrowserContextOptions, 'serviceWorkers'>

export function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: ContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    locale: 'pt-BR',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    ...options,
  })
}
