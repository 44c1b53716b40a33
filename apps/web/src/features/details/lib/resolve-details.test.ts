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
) {
  let now = 0
  const sleeps: number[] = []
  const d: ResolveDeps = {
    status: vi.fn(async () => (statuses.length > 1 ? statuses.shift()! : statuses[0]!)),
    title: vi.fn(async (type, id) => known[`${type}/${id}`] ?? null),
    first: vi.fn(async () => first),
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
    })
    expect(d.first).toHaveBeenCalledWith('series', signal)
  })

  it('tries movie, series then live for /details/{id}', async () => {
    const { d } = deps([status('ready')], { 'live/5': item('live', '5') })
    const found = await resolveDetails(['movie', 'series', 'live'], '5', d, signal)
    expect(found).toEqual({ item: item('live', '5'), fallback: false })
    expect(vi.mocked(d.title).mock.calls.map(([type]) => type)).toEqual(['movie', 'series', 'live'])
  })

  it('shows nothing without an active cloud or any title', async () => {
    const none = deps([null], { 'movie/1': item('movie', '1') })
    await expect(resolveDetails(['movie'], '1', none.d, signal)).resolves.toEqual({
      item: null,
      fallback: false,
    })
    expect(none.d.title).not.toHaveBeenCalled()
    const empty = deps([status('ready')], {}, null)
    await expect(resolveDetails(['movie'], '1', empty.d, signal)).resolves.toEqual({
      item: null,
      fallback: false,
    })
  })
})
