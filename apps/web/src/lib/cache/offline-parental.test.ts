import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { t, type CatalogItem } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { fetchEnvelope, isParentalBlocked } from '../fetch-envelope'
import { forgetParental, PARENTAL_MEMORY_KEY, rememberParental } from '../parental-memory'
import { clearCopies, copyTarget, readCopy } from './offline-copy'
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

const PATHS = {
  page: '/api/catalog/movie/items?offset=0&limit=50',
  adultPage: '/api/catalog/movie/items?offset=0&limit=50&category=9',
  categories: '/api/catalog/movie/categories',
  recent: '/api/catalog/movie/recent?limit=20',
  film: '/api/catalog/movie/items/1',
  adultFilm: '/api/catalog/movie/items/2',
  adultRelated: '/api/catalog/movie/items/2/related?limit=15',
  related: '/api/catalog/movie/items/1/related?limit=15',
  status: '/api/catalog/status',
} as const

const ok = (data: unknown) => ({ success: true, data })
let server: LoopbackServer

// What an unlocked session (or one without control) is served: adult content included.
const ANSWERS: Record<string, unknown> = {
  '/api/catalog/movie/items': page([film, adultFilm, namedAdult]),
  '/api/catalog/movie/categories': categories,
  '/api/catalog/movie/recent': [adultFilm, film],
  '/api/catalog/movie/items/1': film,
  '/api/catalog/movie/items/2': adultFilm,
  '/api/catalog/movie/items/2/related': [namedAdult],
  '/api/catalog/movie/items/1/related': [namedAdult, film],
  '/api/catalog/status': { state: 'ready' },
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
  for (const path of Object.values(PATHS)) await fetchEnvelope(path)
  for (const path of Object.values(PATHS)) {
    const target = copyTarget('GET', path)!
    await vi.waitFor(async () => expect(await readCopy(target)).not.toBeNull())
  }
  await server.stop()
}

const names = (items: unknown) => (items as CatalogItem[]).map((item) => item.name)

async function expectAdultHidden() {
  const offlinePage = await fetchEnvelope<{ items: CatalogItem[]; total: number }>(PATHS.page)
  expect(names(offlinePage.items)).toEqual([film.name])
  expect(offlinePage.total).toBe(1)
  expect((await fetchEnvelope<{ items: unknown[] }>(PATHS.adultPage)).items).toEqual([])
  expect(await fetchEnvelope(PATHS.categories)).toEqual([categories[0]])
  expect(names(await fetchEnvelope(PATHS.recent))).toEqual([film.name])
  expect(names(await fetchEnvelope(PATHS.related))).toEqual([film.name])
  expect(await fetchEnvelope(PATHS.film)).toEqual(film)
  // As the server answers a title parental control hides: the details page says it is blocked.
  const refused = await fetchEnvelope(PATHS.adultFilm).catch((error: unknown) => error)
  expect(isParentalBlocked(refused)).toBe(true)
  expect((refused as Error).message).toBe(t('parental.contentBlocked'))
  const related = await fetchEnvelope(PATHS.adultRelated).catch((error: unknown) => error)
  expect(isParentalBlocked(related)).toBe(true)
  expect(await fetchEnvelope(PATHS.status)).toEqual({ state: 'ready' })
}

describe('offline copies and parental control', () => {
  it('hides adult content once the 1-hour unlock has run out, even with the app closed meanwhile', async () => {
    // Unlocked for an hour; the copies are kept with the adult titles in them.
    rememberParental({ enabled: true, unlockedUntil: new Date(START + HOUR).toISOString() })
    await readAllThenGoOffline()

    // Still inside the hour, offline: the unlock holds.
    vi.setSystemTime(START + HOUR / 2)
    expect(names((await fetchEnvelope<{ items: unknown[] }>(PATHS.page)).items)).toEqual([
      film.name,
      adultFilm.name,
      namedAdult.name,
    ])
    expect(await fetchEnvelope(PATHS.adultFilm)).toEqual(adultFilm)

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
    expect(await fetchEnvelope(PATHS.categories)).toEqual(categories)
    expect(await fetchEnvelope(PATHS.adultFilm)).toEqual(adultFilm)

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
  const target = (path: string, body?: unknown) =>
    copyTarget(body === undefined ? 'GET' : 'POST', path, body)!
  const none = async () => null

  it('refuses an adult show’s episodes, by the show in them or by its kept title', async () => {
    const episodes = (id: string) => target('/api/functions/get-series-episodes', { seriesId: id })
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
    expect(await adultFreeCopy(target(PATHS.recent), [adultFilm], none)).toEqual({
      status: 200,
      body: [adultFilm],
    })
    const account = ok({ username: 'ana' })
    expect(await adultFreeCopy(target('/api/functions/get-user-info', {}), account, none)).toEqual({
      status: 200,
      body: account,
    })
  })
})
