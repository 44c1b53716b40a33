import { describe, expect, it, vi } from 'vitest'
import type { CatalogItem, CatalogStatus, ContentType } from '@myflix/shared'
import { DATA_READY, resolveDetails, type ResolveDeps } from './resolve-details'

const item = (type: ContentType, id: string) => ({ id, type, name: `${type} ${id}` }) as CatalogItem

const status = (state: CatalogStatus['state'], movies = 0): CatalogStatus => ({
  state,
  fetchedAt: null,
  counts: { movie: movies, series: 0, live: 0 },
  progress: [],
  error: null,
})

/** Deps over a virtual clock: sleeping advances time; `statuses` are answered in turn. */
function deps(
  statuses: Array<CatalogStatus | null>,
  known: Record<string, CatalogItem>,
  first: CatalogItem | null = null,
  demo: Record<string, CatalogItem> = {},
) {
  let now = 0
  const sleeps: number[] = []
  const d: ResolveDeps = {
    status: vi.fn(async () => (statuses.length > 1 ? statuses.shift()! : statuses[0]!)),
    title: vi.fn(async (type, id) => known[`${type}/${id}`] ?? null),
    first: vi.fn(async () => first),
    demo: vi.fn(async (type, id) => demo[`${type}/${id}`] ?? null),
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
    },
    now: () => now,
  }
  return { d, sleeps, now: () => now }
}

const signal = new AbortController().signal

describe('details data-ready and fallback (spec §4)', () => {
  it('finds the title once the catalogue is ready', async () => {
    const { d, sleeps } = deps([status('loading'), status('loading'), status('ready', 3)], {
      'movie/7': item('movie', '7'),
    })
    await expect(resolveDetails(['movie'], '7', d, signal)).resolves.toEqual({
      item: item('movie', '7'),
      fallback: false,
      demo: false,
      hasCloud: true,
    })
    expect(sleeps).toEqual([DATA_READY.pollMs, DATA_READY.pollMs])
  })

  it('stops waiting after 10 s and still looks the title up', async () => {
    const { d, now } = deps([status('loading')], { 'movie/7': item('movie', '7') })
    const found = await resolveDetails(['movie'], '7', d, signal)
    expect(found.item?.id).toBe('7')
    expect(now()).toBe(DATA_READY.timeoutMs)
  })

  it('does not wait once items of the type are served', async () => {
    const { d, sleeps } = deps([status('loading', 10)], { 'movie/1': item('movie', '1') })
    await resolveDetails(['movie'], '1', d, signal)
    expect(sleeps).toEqual([])
  })

  it('falls back to the first title of the type when the id is unknown', async () => {
    const first = item('series', '100')
    const { d } = deps([status('ready')], {}, first)
    await expect(resolveDetails(['series'], '999', d, signal)).resolves.toEqual({
      item: first,
      fallback: true,
      demo: false,
      hasCloud: true,
    })
    expect(d.first).toHaveBeenCalledWith('series', signal)
  })

  it('tries movie, series then live for /details/{id}', async () => {
    const { d } = deps([status('ready')], { 'live/5': item('live', '5') })
    const found = await resolveDetails(['movie', 'series', 'live'], '5', d, signal)
    expect(found).toMatchObject({ item: item('live', '5'), fallback: false, demo: false })
    expect(vi.mocked(d.title).mock.calls.map(([type]) => type)).toEqual(['movie', 'series', 'live'])
  })

  it('shows nothing without an active cloud or any title', async () => {
    const none = deps([null], { 'movie/1': item('movie', '1') })
    await expect(resolveDetails(['movie'], '1', none.d, signal)).resolves.toEqual({
      item: null,
      fallback: false,
      demo: false,
      hasCloud: false,
    })
    expect(none.d.title).not.toHaveBeenCalled()
    const empty = deps([status('ready')], {}, null)
    await expect(resolveDetails(['movie'], '1', empty.d, signal)).resolves.toEqual({
      item: null,
      fallback: false,
      demo: false,
      hasCloud: true,
    })
  })

  it('opens a demo title without a cloud, without asking the server for it', async () => {
    const demoMovie = item('movie', '900001')
    const { d, sleeps } = deps([null], {}, null, { 'movie/900001': demoMovie })
    await expect(resolveDetails(['movie'], '900001', d, signal)).resolves.toEqual({
      item: demoMovie,
      fallback: false,
      demo: true,
      hasCloud: false,
    })
    expect(sleeps).toEqual([])
    expect(d.title).not.toHaveBeenCalled()
    expect(d.first).not.toHaveBeenCalled()
  })

  it('prefers the cloud title, then a demo title, over the first-title fallback', async () => {
    const real = item('movie', '900001')
    const demoSeries = item('series', '910001')
    const both = deps([status('ready', 5)], { 'movie/900001': real }, item('movie', '1'), {
      'movie/900001': item('movie', '900001'),
      'series/910001': demoSeries,
    })
    expect(await resolveDetails(['movie'], '900001', both.d, signal)).toMatchObject({
      item: real,
      demo: false,
    })
    // A demo card opened while the cloud loads (or a cloud without series) still shows its title.
    expect(await resolveDetails(['series'], '910001', both.d, signal)).toEqual({
      item: demoSeries,
      fallback: false,
      demo: true,
      hasCloud: true,
    })
    expect(both.d.first).not.toHaveBeenCalled()
  })
})
