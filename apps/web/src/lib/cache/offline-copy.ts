import { PAGE_SIZE, type ContentType } from '@myflix/shared'
import { rememberedAdultVisible } from '../parental-memory'
import { isAbort, trackedFetch } from '../reachability'
import { contentCache } from './content-cache'
import { adultFreeCopy, type CopyAnswer } from './offline-parental'
import { pageCache, pageKey } from './page-cache'

/** What an offline copy holds, which decides how parental control applies to it offline. */
export type CopyKind =
  | 'status'
  | 'categories'
  | 'page'
  | 'recent'
  | 'title'
  | 'related'
  | 'episodes'
  | 'account'
  /** The user's library: its screens leave adult cards out themselves (their `content`). */
  | 'library'

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

/** A copy in store A; `titleKey` for a list that belongs to one title (related, episodes). */
export const contentCopy = (kind: CopyKind, key: string, titleKey?: string): CopyTarget =>
  titleKey === undefined
    ? { store: 'content', key, kind }
    : { store: 'content', key, kind, titleKey }

/** The store A key of one title's copy, which its related and episode lists name. */
export const titleCopyKey = (type: ContentType, id: string) => `${type}-item-${id}`

/**
 * A catalogue page in store B (spec §9 page key), for the app's own 50-item pages only: a key names
 * a page number, not an offset and a size, so other slices of a list are never kept.
 */
export function pageCopy(
  type: ContentType,
  offset: number,
  limit: number,
  categoryId: string | null,
): CopyTarget | null {
  if (limit !== PAGE_SIZE || !Number.isInteger(offset) || offset < 0 || offset % PAGE_SIZE) {
    return null
  }
  return { store: 'pages', key: pageKey(type, offset / PAGE_SIZE + 1, categoryId), kind: 'page' }
}

/** Where a copy is kept: its store and key. */
type CopyPlace = Pick<CopyTarget, 'store' | 'key'>

const storeOf = (place: CopyPlace) => (place.store === 'pages' ? pageCache : contentCache)

export const readCopy = (place: CopyPlace) => storeOf(place).get<unknown>(place.key)

export const writeCopy = (place: CopyPlace, data: unknown) => storeOf(place).set(place.key, data)

/** Bumped by every clear: a copy read before it is never written after it (another user's data). */
let generation = 0

/** Drops every offline copy (both IndexedDB stores); the worker's poster cache is left alone. */
export async function clearCopies(): Promise<boolean> {
  generation += 1
  if (!('indexedDB' in globalThis)) return true
  const results = await Promise.all([contentCache.clear(), pageCache.clear()])
  return results.every(Boolean)
}

/** Marks an answer that came from the offline copy instead of the network. */
export const OFFLINE_COPY_HEADER = 'x-myflix-offline-copy'

async function keep(target: CopyTarget, response: Response, since: number): Promise<void> {
  const data: unknown = await response.json().catch(() => undefined)
  // An envelope that says it failed is an answer, but not one worth showing again.
  if (data === undefined || (data as { success?: unknown } | null)?.success === false) return
  if (since === generation) await writeCopy(target, data)
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
 * `fetch` for one of our API's reads with an offline copy at `target`: a read that succeeds is kept
 * (spec §9 stores A and B); when the network fails (the browser rejects, as it does offline) the
 * kept copy answers, marked with OFFLINE_COPY_HEADER, as a 200 without adult content unless the
 * last-known parental state allows it now (an adult title asked for by id gets the server's 403).
 * Aborts and HTTP errors pass through untouched, and with no copy the network error stands.
 */
export async function fetchWithOfflineCopy(
  path: string,
  init: RequestInit = {},
  target: CopyTarget | null = null,
): Promise<Response> {
  if (!target || !('indexedDB' in globalThis)) return trackedFetch(path, init)
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
  if (response.ok) void keep(target, response.clone(), generation)
  return response
}
