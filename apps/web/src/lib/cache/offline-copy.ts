import { PAGE_SIZE, type ContentType } from '@myflix/shared'
import { rememberedAdultVisible } from '../parental-memory'
import { trackedFetch } from '../reachability'
import { contentCache, LIST_KEYS } from './content-cache'
import { adultFreeCopy, type CopyAnswer } from './offline-parental'
import { pageCache, pageKey } from './page-cache'

/** What an offline copy holds, which decides how parental control applies to it offline. */
export type CopyKind =
  'status' | 'categories' | 'page' | 'recent' | 'title' | 'related' | 'episodes' | 'account'

/**
 * Where the offline copy of one answer lives: store B for catalogue pages, store A for the rest.
 * `titleKey` names the copy of the title a related list or an episode list belongs to.
 */
export type CopyTarget = {
  store: 'pages' | 'content'
  key: string
  kind: CopyKind
  titleKey?: string
}

// LIST_KEYS names one list per content type, so it doubles as the set of types (without pulling
// zod into the first bundle).
const isType = (value: string | undefined): value is ContentType =>
  value !== undefined && Object.hasOwn(LIST_KEYS, value)

const positiveInt = (value: string | null) =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null

const content = (kind: CopyKind, key: string, titleKey?: string): CopyTarget =>
  titleKey === undefined
    ? { store: 'content', key, kind }
    : { store: 'content', key, kind, titleKey }

const titleKeyOf = (type: ContentType, id: string) => `${type}-item-${id}`

function catalogueTarget(segments: string[], query: URLSearchParams): CopyTarget | null {
  if (segments.length === 1 && segments[0] === 'status') return content('status', 'catalog-status')
  const [type, resource, id, sub] = segments
  if (!isType(type)) return null
  if (segments.length === 2 && resource === 'categories') {
    return content('categories', LIST_KEYS[type])
  }
  if (segments.length === 2 && resource === 'recent') {
    const limit = positiveInt(query.get('limit'))
    return limit === null ? null : content('recent', `${type}-recent-${limit}`)
  }
  if (resource !== 'items') return null
  if (segments.length === 2) {
    // Only the app's own 50-item pages: a key names a page number, not an offset and a size.
    const offset = positiveInt(query.get('offset'))
    const limit = positiveInt(query.get('limit'))
    if (offset === null || limit !== PAGE_SIZE || offset % PAGE_SIZE !== 0) return null
    const page = offset / PAGE_SIZE + 1
    return { store: 'pages', key: pageKey(type, page, query.get('category')), kind: 'page' }
  }
  if (segments.length === 3 && id) return content('title', titleKeyOf(type, id))
  if (segments.length === 4 && id && sub === 'related') {
    const limit = positiveInt(query.get('limit'))
    return limit === null
      ? null
      : content('related', `${type}-related-${id}-${limit}`, titleKeyOf(type, id))
  }
  return null
}

function functionTarget(name: string | undefined, body: unknown): CopyTarget | null {
  if (name === 'get-user-info') return content('account', 'user-info')
  if (name === 'get-series-episodes') {
    const seriesId = (body as { seriesId?: unknown } | null)?.seriesId
    return typeof seriesId === 'string' && seriesId
      ? content('episodes', `series-episodes-${seriesId}`, titleKeyOf('series', seriesId))
      : null
  }
  return null
}

/**
 * The offline copy a request to our API may keep, or null when its answer is never kept. Only the
 * catalogue reads the app shows again (status, categories, pages, recent, titles, related, episodes,
 * the account's user info) are copied; auth, clouds, search, parental, media and every write never.
 * `path` is same-origin (`/api/...`); absolute URLs are not ours to keep.
 */
export function copyTarget(method: string, path: string, body?: unknown): CopyTarget | null {
  if (!path.startsWith('/api/')) return null
  const url = new URL(path, 'http://app.invalid')
  const segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const [, area, ...rest] = segments
  if (method === 'GET' && area === 'catalog') return catalogueTarget(rest, url.searchParams)
  if (method === 'POST' && area === 'functions' && rest.length === 1) {
    return functionTarget(rest[0], body)
  }
  return null
}

/** Where a copy is kept: its store and key. */
type CopyPlace = Pick<CopyTarget, 'store' | 'key'>

const storeOf = (place: CopyPlace) => (place.store === 'pages' ? pageCache : contentCache)

export const readCopy = (place: CopyPlace) => storeOf(place).get<unknown>(place.key)

export const writeCopy = (place: CopyPlace, data: unknown) => storeOf(place).set(place.key, data)

/** Drops every offline copy (both IndexedDB stores); the worker's poster cache is left alone. */
export async function clearCopies(): Promise<boolean> {
  if (!('indexedDB' in globalThis)) return true
  const results = await Promise.all([contentCache.clear(), pageCache.clear()])
  return results.every(Boolean)
}

/** Marks an answer that came from the offline copy instead of the network. */
export const OFFLINE_COPY_HEADER = 'x-myflix-offline-copy'

const isAbort = (error: unknown, signal?: AbortSignal | null) =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError')

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

async function keep(target: CopyTarget, response: Response): Promise<void> {
  const data: unknown = await response.json().catch(() => undefined)
  // An envelope that says it failed is an answer, but not one worth showing again.
  if (data === undefined || (data as { success?: unknown } | null)?.success === false) return
  await writeCopy(target, data)
}

/**
 * A copy was kept as the server answered at the time, maybe during a 1-hour unlock or with control
 * off. Offline only the state the server last gave can say whether adult content may show now; it
 * is read at every answer, so an unlock that ran out meanwhile (even with the app closed) hides it.
 */
const answerFromCopy = (target: CopyTarget, copy: unknown): Promise<CopyAnswer> =>
  rememberedAdultVisible()
    ? Promise.resolve({ status: 200, body: copy })
    : adultFreeCopy(target, copy, (key) => contentCache.get<unknown>(key))

/**
 * `fetch` for our API with offline copies: a copied read that succeeds is kept (spec §9 stores A and
 * B); when the network fails (the browser rejects, as it does offline) the kept copy answers, marked
 * with OFFLINE_COPY_HEADER, as a 200 without adult content unless the last-known parental state
 * allows it now (an adult title asked for by id gets the server's 403). Aborts and HTTP errors pass
 * through untouched, and with no copy the network error stands.
 */
export async function fetchWithOfflineCopy(
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const target = !('indexedDB' in globalThis)
    ? null
    : copyTarget((init.method ?? 'GET').toUpperCase(), path, parseBody(init.body))
  if (!target) return trackedFetch(path, init)
  let response: Response
  try {
    response = await trackedFetch(path, init)
  } catch (error) {
    if (isAbort(error, init.signal)) throw error
    const copy = await readCopy(target)
    if (copy === null) throw error
    const answer = await answerFromCopy(target, copy)
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', [OFFLINE_COPY_HEADER]: '1' },
    })
  }
  if (response.ok) void keep(target, response.clone())
  return response
}
