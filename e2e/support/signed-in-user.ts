import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { CatalogStatus, GuideStatus } from '@myflix/shared'
import { newContext, type ContextOptions, type VIEWPORTS } from './browser'
import { firstLink } from './mailbox'
import type { TestApp } from './app'

export const ACCOUNT_PASSWORD = 'Segura#2025'
let counter = 0

/**
 * A fresh account that registered, confirmed through the captured e-mail and signed in, in its own
 * browser context at `viewport`. The page is left on whatever the app opened after sign-in.
 */
export async function signedInPage(
  browser: Browser,
  app: TestApp,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: ContextOptions = {},
): Promise<Page> {
  const context = await newContext(browser, app.baseURL, viewport, options)
  const page = await context.newPage()
  const email = `navegante${Date.now()}${counter++}@example.com`

  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(ACCOUNT_PASSWORD)
  await page.getByLabel('Confirmar senha').fill(ACCOUNT_PASSWORD)
  await page.getByRole('button', { name: 'Criar Conta' }).click()
  await page.waitForURL('**/login')
  await page.goto(firstLink(await app.mailbox.waitFor(email, /Confirme/)))
  await page.waitForURL(/\/(login|adicionar-nuvem-inicial)$/)

  await signIn(page, email)
  emails.set(page.context(), email)
  return page
}

const emails = new WeakMap<BrowserContext, string>()

/** The e-mail the account of a `signedInPage` registered with. */
export function emailOf(page: Page): string {
  const email = emails.get(page.context())
  if (!email) throw new Error('not a page of signedInPage')
  return email
}

/** Signs an existing, confirmed account in on this page, through /login. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(ACCOUNT_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar Sessão' }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}

/**
 * Saves the mounted demo provider as the user's cloud through the API (with the page's cookies) and
 * waits until the server's snapshot is ready, as the cloud flow would before opening /home.
 */
export async function addDemoCloud(
  page: Page,
  app: TestApp,
  account = 'demo',
): Promise<CatalogStatus> {
  const saved = await page.request.post('/api/clouds', {
    data: {
      nuvemNome: `Demo ${account}`,
      xtreamURL: `${app.baseURL}/demo-xtream`,
      xtreamUser: account,
      xtreamPass: account,
    },
  })
  if (!saved.ok()) throw new Error(`POST /api/clouds: ${saved.status()} ${await saved.text()}`)
  await page.request.post('/api/catalog/refresh')
  return untilReady<CatalogStatus>(page, '/api/catalog/status', 'catalogue')
}

/** Waits until the server serves the cloud's guide (its first ingest runs after the catalogue's). */
export function guideReady(page: Page): Promise<GuideStatus> {
  return untilReady<GuideStatus>(page, '/api/guide/status', 'guide')
}

/** Polls a status route until it says `ready` (90 s at most); `failed` throws its error. */
async function untilReady<T extends { state: string; error: string | null }>(
  page: Page,
  path: string,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 90_000
  for (;;) {
    // A big ingest keeps the server busy; a dropped poll is retried, not a failure.
    const body = await page.request
      .get(path)
      .then((answer) => answer.json() as Promise<{ success: boolean; data: T }>)
      .catch(() => null)
    if (body?.success && body.data.state === 'ready') return body.data
    if (body?.success && body.data.state === 'failed') throw new Error(body.data.error ?? 'failed')
    if (Date.now() > deadline) throw new Error(`${what} not ready: ${JSON.stringify(body)}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
