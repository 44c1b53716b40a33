import type { CatalogStatus } from '@myflix/shared'
import type { Browser } from './accounts'

export type Envelope<T> = { success: boolean; data: T; error?: string }

export async function json<T>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>
}

/** Polls /api/catalog/status until `until` holds (by default: no longer loading). */
export async function settled(
  browser: Browser,
  until = (s: CatalogStatus) => s.state !== 'loading',
): Promise<CatalogStatus> {
  let last: unknown
  for (let tries = 0; tries < 300; tries += 1) {
    const status = await json<CatalogStatus>(await browser.request('/api/catalog/status'))
    last = status
    if (status.success && until(status.data)) return status.data
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the catalogue never settled: ${JSON.stringify(last)}`)
}

/** Saves the provider's `demo` account as the browser's cloud and waits for its first load. */
export async function saveCloud(browser: Browser, base: string) {
  const saved = await browser.post('/api/clouds', {
    nuvemNome: 'Casa',
    xtreamURL: base,
    xtreamUser: 'demo',
    xtreamPass: 'demo',
  })
  return { saved, first: await settled(browser) }
}
