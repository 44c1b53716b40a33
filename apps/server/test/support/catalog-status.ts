import type { CatalogStatus } from '@myflix/shared'
import type { Browser } from './accounts'

export type Envelope<T> = { success: boolean; data: T; error?: string }

export async function json<T>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>
}

/** No longer loading, and films were served (a hostile or huge list takes a while). */
export const filmsServed = (s: CatalogStatus) => s.state !== 'loading' && s.counts.movie > 0

/** Polls /api/catalog/status until `until` holds (by default: no longer loading). */
export async function settled(
  browser: Browser,
  until = (s: CatalogStatus) => s.state !== 'loading',
  timeoutMs = 15_000,
): Promise<CatalogStatus> {
  let last: unknown
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const status = await json<CatalogStatus>(await browser.request('/api/catalog/status'))
    last = status
    if (status.success && until(status.data)) return status.data
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the catalogue never settled: ${JSON.stringify(last)}`)
}

/** Saves the provider's `demo` account as the browser's cloud and waits for its first load. */
export async function saveCloud(
  browser: Browser,
  base: string,
  ...waitFor: Parameters<typeof settled> extends [unknown, ...infer Rest] ? Rest : never
) {
  const saved = await browser.post('/api/clouds', {
    nuvemNome: 'Casa',
    xtreamURL: base,
    xtreamUser: 'demo',
    xtreamPass: 'demo',
  })
  return { saved, first: await settled(browser, ...waitFor) }
}
