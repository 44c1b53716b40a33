import {
  apiPaths,
  routePath,
  type CatalogItem,
  type CatalogStatus,
  type CategoryCount,
  type ChannelNowNext,
  type GuideStatus,
  type GuideWindow,
  type ItemPage,
  type Programme,
} from '@myflix/shared'
import { testItem } from './catalog-item'
import { startLoopbackServer } from './loopback-server'

/** The fake guide's programmes: half-hour slots on the clock, as the demo provider's. */
export const FAKE_SLOT_SECONDS = 30 * 60

/** Live channel `index` (0-based) of the fake catalogue: id 1001…, number index + 1. */
export const fakeChannel = (index: number, categoryId = '1'): CatalogItem =>
  testItem(String(1001 + index), {
    type: 'live',
    name: `Canal ${index + 1}`,
    number: index + 1,
    container_extension: null,
    category_id: categoryId,
    category_ids: [categoryId],
    category_name: 'Notícias',
  })

/** The programme channel `id` shows in `slot` (unix seconds / 1800). */
export const fakeProgramme = (id: string, slot: number): Programme => ({
  start: slot * FAKE_SLOT_SECONDS,
  end: (slot + 1) * FAKE_SLOT_SECONDS,
  title: `Programa ${id}/${slot % 48}`,
})

/** What channel `id` shows at `seconds`. */
export const fakeOnAir = (id: string, seconds: number): Programme =>
  fakeProgramme(id, Math.floor(seconds / FAKE_SLOT_SECONDS))

export interface FakeGuideOptions {
  /** Live channels, all in category '1' unless `categories` splits them (in order). */
  channels: number
  categories?: CategoryCount[]
  status?: GuideStatus
  /** Channels without a guide (by index); every other has one. */
  withoutGuide?: (index: number) => boolean
  /** Days of catch-up each channel keeps (by index); none unless given. */
  archiveDays?: (index: number) => number
}

export interface FakeGuideApi {
  /** Every request as path and query, in order. */
  readonly requests: string[]
  close(): Promise<void>
}

const READY: GuideStatus = {
  state: 'ready',
  source: 'xmltv',
  updated_at: 1_750_000_000,
  channels: 0,
  programmes: 0,
  error: null,
}

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } })

/**
 * A server with a live catalogue and its guide over HTTP, as the real one answers (the shared
 * contract's shapes): catalogue status, live categories and pages, guide status, now/next, windows
 * and schedules. Routes the page's relative fetches to it.
 */
export async function startFakeGuideApi(options: FakeGuideOptions): Promise<FakeGuideApi> {
  const total = options.channels
  const categories = options.categories ?? [{ id: '1', name: 'Notícias', count: total }]
  // Category of each channel: the categories take the channels in order, by their counts.
  const categoryOf = (index: number) => {
    let end = 0
    for (const category of categories) {
      end += category.count
      if (index < end) return category.id
    }
    return categories.at(-1)?.id ?? '1'
  }
  const channel = (index: number): CatalogItem => {
    const days = options.archiveDays?.(index) ?? 0
    const item = fakeChannel(index, categoryOf(index))
    return days > 0 ? { ...item, tv_archive_days: days } : item
  }
  const indexOf = (id: string) => Number(id) - 1001
  const hasGuide = (index: number) => !(options.withoutGuide?.(index) ?? false)
  const inCategory = (category: string | null) => {
    const indexes = Array.from({ length: total }, (_, index) => index)
    return category === null ? indexes : indexes.filter((index) => categoryOf(index) === category)
  }
  const programmes = (index: number, from: number, to: number) => {
    if (!hasGuide(index)) return []
    const id = channel(index).stream_id
    const list: Programme[] = []
    for (let slot = Math.floor(from / FAKE_SLOT_SECONDS); slot * FAKE_SLOT_SECONDS < to; slot++) {
      list.push(fakeProgramme(id, slot))
    }
    return list
  }
  const status: CatalogStatus = {
    state: 'ready',
    fetchedAt: '2025-06-29T12:00:00.000Z',
    counts: { movie: 0, series: 0, live: total },
    progress: [],
    error: null,
  }
  const schedulePath = /^\/api\/guide\/channels\/([^/]+)\/schedule$/

  const server = await startLoopbackServer(({ url }) => {
    const query = url.searchParams
    const number = (name: string) => Number(query.get(name) ?? 0)
    switch (url.pathname) {
      case routePath(apiPaths.catalog.status, {}):
        return ok(status)
      case routePath(apiPaths.catalog.categories, { type: 'live' }):
        return ok(categories)
      case routePath(apiPaths.catalog.items, { type: 'live' }): {
        const indexes = inCategory(query.get('category'))
        const offset = number('offset')
        const page: ItemPage = {
          items: indexes.slice(offset, offset + number('limit')).map(channel),
          total: indexes.length,
          offset,
          limit: number('limit'),
        }
        return ok(page)
      }
      case routePath(apiPaths.guide.status, {}):
        return ok(options.status ?? READY)
      case routePath(apiPaths.guide.now, {}): {
        const now = Date.now() / 1000
        const entries: ChannelNowNext[] = (query.get('ids') ?? '').split(',').map((id) => {
          const guided = hasGuide(indexOf(id))
          return {
            id,
            now: guided ? fakeOnAir(id, now) : null,
            next: guided ? fakeOnAir(id, now + FAKE_SLOT_SECONDS) : null,
          }
        })
        return ok(entries)
      }
      case routePath(apiPaths.guide.window, {}): {
        const indexes = inCategory(query.get('category'))
        const offset = number('offset')
        const from = number('from')
        const to = number('to')
        const window: GuideWindow = {
          rows: indexes.slice(offset, offset + number('limit')).map((index) => ({
            channel: channel(index),
            programmes: programmes(index, from, to),
          })),
          total: indexes.length,
          offset,
          limit: number('limit'),
          from,
          to,
        }
        return ok(window)
      }
    }
    const schedule = schedulePath.exec(url.pathname)
    if (schedule?.[1]) {
      const id = decodeURIComponent(schedule[1])
      const list = programmes(indexOf(id), number('from'), number('to')).map((programme) => ({
        ...programme,
        description: `Descrição de ${programme.title}.`,
      }))
      return ok({ id, programmes: list })
    }
    return { status: 404, body: { success: false, error: 'não encontrado' } }
  })
  return {
    get requests() {
      return server.requests.map((request) => request.slice(request.indexOf(' ') + 1))
    },
    close: () => server.close(),
  }
}
