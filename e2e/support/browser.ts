import { chromium, type Browser, type BrowserContext } from 'playwright-core'

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: FLAGS,
  })
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const

export function newContext(
  browser: Browser,
  baseURL: string,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: VIEWPORTS[viewport],
    locale: 'pt-BR',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  })
}
