import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  routePath,
  t,
  type CatalogItem,
  type CatalogStatus,
  type RouteDef,
} from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { userInfoEndpoint } from '../api/account'
import {
  categoriesEndpoint,
  episodesEndpoint,
  itemsEndpoint,
  recentEndpoint,
  relatedEndpoint,
  statusEndpoint,
  titleEndpoint,
} from '../api/catalog/endpoints'
import { fetchEndpoint, type Endpoint } from '../api/endpoint'
import { isParentalBlocked } from '../api/transport'
import { forgetParental, PARENTAL_MEMORY_KEY, rememberParental } from '../parental-memory'
import { clearCopies, readCopy, type CopyTarget } from './offline-copy'
import { adultFreeCopy } from './offline-parental'

const HOUR = 60 * 60 * 1000
const START = new Date('2026-03-01T20:00:00Z').getTime()

const film = testItem('1')
// Flagged by the server (one of its categories is adult) and by its own category name.
const adultFilm = testItem('2', { name: 'Proibido', is_adult: true, category_id: '9' })
const namedAdult = testItem('3', { category_name: 'XXX Adultos', category_id: '9' })
const show = testItem('50', { type: 'series', category_name: 'Drama' })
const adultShow = testItem('51', { type: 'series', category_name: 'Hot +18', is_adult: true })

const categories = [
  { id: '1', name: 'Ação', count: 1 },
  { id: '9', name: 'Adultos', count: 2 },
]
const page = (items: CatalogItem[]) => ({ items, total: items.length, offset: 0, limit: 50 })
const episodesOf = (series: CatalogItem) => ({
  episodes: {},
  seriesInfo: { series, seasons: [], episodes: {} },
})
const readyStatus: CatalogStatus = {
  state: 'ready',
  fetchedAt: '2026-03-01T19:00:00.000Z',
  counts: { movie: 3, series: 0, live: 0 },
  progress: [],
  error: null,
}

/** One read of the app: the call, and the offline copy it keeps. */
const read = <R extends RouteDef, I, D>(endpoint: Endpoint<R, I, D>, input: I) => ({
  fetch: () => fetchEndpoint(endpoint, input),
  target: endpoint.offline?.(input) as CopyTarget,
})
const moviePage = (categoryId: string | null) =>
  ({ type: 'movie', categoryId, offset: 0, limit: 50 }) as const

const READS = {
  page: read(itemsEndpoint, moviePage(null)),
  adultPage: read(itemsEndpoint, moviePage('9')),
  categories: read(categoriesEndpoint, 'movie'),
  recent: read(recentEndpoint, { type: 'movie', limit: 20 }),
  film: read(titleEndpoint, { type: 'movie', id: '1' }),
  adultFilm: read(titleEndpoint, { type: 'movie', id: '2' }),
  adultRelated: read(relatedEndpoint, { type: 'movie', id: '2', limit: 15 }),
  related: read(relatedEndpoint, { type: 'movie', id: '1', limit: 15 }),
  status: read(statusEndpoint, undefined),
}

const ok = (data: unknown) => ({ success: true, data })
let server: LoopbackServer

const movie = (id?: string) =>
  id === undefined
    ? routePath(apiPaths.catalog.items, { type: 'movie' })
    : routePath(apiPaths.catalog.item, { type: 'movie', id })
const relatedTo = (id: string) => routePath(apiPaths.catalog.related, { type: 'movie', id })

// What an unlocked session (or one without control) is served: adult content included.
const ANSWERS: Record<string, unknown> = {
  [movie()]: page([film, adultFilm, namedAdult]),
  [routePath(apiPaths.catalog.categories, { type: 'movie' })]: categories,
  [routePath(apiPaths.catalog.recent, { type: 'movie' })]: [adultFilm, film],
  [movie('1')]: film,
  [movie('2')]: adultFilm,
  [relatedTo('2')]: [namedAdult],
  [relatedTo('1')]: [namedAdult, film],
  [routePath(apiPaths.catalog.status, {})]: readyStatus,
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
  forgetParental()
  server = await startLoopbackServer(({ url }) => {
    const adultCategory = url.searchParams.get('category') === '9'
    const answer = adultCategory ? page([adultFilm, namedAdult]) : ANSWERS[url.pathname]
    return answer === undefined
      ? { status: 404, body: { success: false, error: 'não' } }
      : { status: 200, body: ok(answer) }
  })
})

afterEach(async () => {
  vi.useRealTimers()
  await server.close()
  await clearCopies()
  forgetParental()
})

/** Reads every path online (the copies are written after the answer), then drops the network. */
async function readAllThenGoOffline() {
  for (const { fetch } of Object.values(READS)) await fetch()
  for (const { target } of Object.values(READS)) {
    await vi.waitFor(async () => expect(await readCopy(target)).not.toBeNull())
  }
  await server.stop()
}

const names = (items: unknown) => (items as CatalogItem[]).map((item) => item.name)

async function expectAdultHidden() {
  const offlinePage = await READS.page.fetch()
  expect(names(offlinePage.items)).toEqual([film.name])
  expect(offlinePage.total).toBe(1)
  expect((await READS.adultPage.fetch()).items).toEqual([])
  expect(await READS.categories.fetch()).toEqual([categories[0]])
  expect(names(await READS.recent.fetch())).toEqual([film.name])
  expect(names(await READS.related.fetch())).toEqual([film.name])
  expect(await READS.film.fetch()).toEqual(film)
  // As the server answers a title parental control hides: the details page says it is blocked.
  const refused = await READS.adultFilm.fetch().catch((error: unknown) => error)
  expect(isParentalBlocked(refused)).toBe(true)
  expect((refused as Error).message).toBe(t('parental.contentBlocked'))
  const related = await READS.adultRelated.fetch().catch((error: unknown) => error)
  expect(isParentalBlocked(related)).toBe(true)
  expect(await READS.status.fetch()).toEqual(readyStatus)
}

describe('offline copies and parental control', () => {
  it('hides adult content once the 1-hour unlock has run out, even with the app closed meanwhile', async () => {
    // Unlocked for an hour; the copies are kept with the adult titles in them.
    rememberParental({ enabled: true, unlockedUntil: new Date(START + HOUR).toISOString() })
    await readAllThenGoOffline()

    // Still inside the hour, offline: the unlock holds.
    vi.setSystemTime(START + HOUR / 2)
    expect(names((await READS.page.fetch()).items)).toEqual([
      film.name,
      adultFilm.name,
      namedAdult.name,
    ])
    expect(await READS.adultFilm.fetch()).toEqual(adultFilm)

    // Reopened offline after the hour.
    vi.setSystemTime(START + HOUR + 1)
    await expectAdultHidden()
  })

  it('hides adult content when no parental state is remembered (locked or unknown)', async () => {
    rememberParental({ enabled: false, unlockedUntil: null })
    await readAllThenGoOffline()
    forgetParental()
    await expectAdultHidden()
    localStorage.setItem(PARENTAL_MEMORY_KEY, '{"enabled":"no"}')
    await expectAdultHidden()
  })

  it('hides it while control is on and locked, and shows it with control off', async () => {
    rememberParental({ enabled: false, unlockedUntil: null })
    await readAllThenGoOffline()
    expect(await READS.categories.fetch()).toEqual(categories)
    expect(await READS.adultFilm.fetch()).toEqual(adultFilm)

    rememberParental({ enabled: true, unlockedUntil: null })
    await expectAdultHidden()
  })

  it('keeps nothing but the switch and the unlock end on the device', () => {
    rememberParental({
      enabled: true,
      unlockedUntil: '2026-03-01T21:00:00.000Z',
      hasPin: true,
      pin: '2580',
    } as never)
    expect(JSON.parse(localStorage.getItem(PARENTAL_MEMORY_KEY)!)).toEqual({
      enabled: true,
      unlockedUntil: '2026-03-01T21:00:00.000Z',
    })
  })
})

describe('adultFreeCopy', () => {
  const none = async () => null

  it('refuses an adult show’s episodes, by the show in them or by its kept title', async () => {
    const episodes = (id: string) => episodesEndpoint.offline?.(id) as CopyTarget
    expect(await adultFreeCopy(episodes('51'), ok(episodesOf(adultShow)), none)).toMatchObject({
      status: 403,
    })
    const bare = { ...adultShow, is_adult: undefined, category_name: null }
    const readTitle = async (key: string) => (key === 'series-item-51' ? ok(adultShow) : null)
    expect(await adultFreeCopy(episodes('51'), ok(episodesOf(bare)), readTitle)).toMatchObject({
      status: 403,
    })
    expect(await adultFreeCopy(episodes('50'), ok(episodesOf(show)), none)).toEqual({
      status: 200,
      body: ok(episodesOf(show)),
    })
  })

  it('hands back what is not one of our success envelopes, and leaves the account alone', async () => {
    expect(await adultFreeCopy(READS.recent.target, [adultFilm], none)).toEqual({
      status: 200,
      body: [adultFilm],
    })
    const account = ok({ username: 'ana' })
    const userInfo = userInfoEndpoint.offline?.(undefined) as CopyTarget
    expect(await adultFreeCopy(userInfo, account, none)).toEqual({
      status: 200,
      body: account,
    })
  })
})
