import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPaths, type GuideStatus } from '@myflix/shared'
import { defineEndpoint, readEndpoint } from './endpoint'

// The programme guide of the active cloud. Its keys sit under the catalogue's root, so a parental
// change or a content refresh refetches them with the lists. Before a cloud exists the server
// answers 404: the guide is then empty, never an error. Guide answers are not kept offline (what is
// on now is stale by the time the app is back online).

const NO_GUIDE: GuideStatus = {
  state: 'none',
  source: null,
  updated_at: null,
  channels: 0,
  programmes: 0,
  error: null,
}

export type GuideWindowInput = {
  /** null: every channel. */
  categoryId: string | null
  offset: number
  limit: number
  /** Unix seconds. */
  from: number
  to: number
}

export const guideStatusEndpoint = defineEndpoint({
  route: apiPaths.guide.status,
  call: (_: void) => ({ params: {} }),
  demo: { when: 'not-found', answer: async () => NO_GUIDE },
})

/** Now and next of these channels (stream ids, at most GUIDE_NOW_IDS_MAX), in their order. */
export const guideNowEndpoint = defineEndpoint({
  route: apiPaths.guide.now,
  call: (ids: readonly string[]) => ({ params: {}, query: { ids: ids.join(',') } }),
  demo: { when: 'not-found', answer: async () => [] },
})

export const guideWindowEndpoint = defineEndpoint({
  route: apiPaths.guide.window,
  call: ({ categoryId, offset, limit, from, to }: GuideWindowInput) => ({
    params: {},
    query: { category: categoryId, offset, limit, from, to },
  }),
  demo: {
    when: 'not-found',
    answer: async ({ offset, limit, from, to }) => ({
      rows: [],
      total: 0,
      offset,
      limit,
      from,
      to,
    }),
  },
})

export const guideScheduleEndpoint = defineEndpoint({
  route: apiPaths.guide.schedule,
  call: ({ id, from, to }: { id: string; from: number; to: number }) => ({
    params: { id },
    query: { from, to },
  }),
  demo: { when: 'not-found', answer: async ({ id }) => ({ id, programmes: [] }) },
})

export const guideKeys = {
  all: ['catalog', 'guide'] as const,
  status: () => ['catalog', 'guide', 'status'] as const,
  now: (ids: readonly string[]) => ['catalog', 'guide', 'now', ids.join(',')] as const,
  window: ({ categoryId, offset, limit, from, to }: GuideWindowInput) =>
    ['catalog', 'guide', 'window', categoryId, offset, limit, from, to] as const,
  schedule: (id: string, from: number, to: number) =>
    ['catalog', 'guide', 'schedule', id, from, to] as const,
}

/** Now/next goes stale as programmes end; screens refetch at the next boundary they show. */
const NOW_STALE_MS = 60_000
const GUIDE_STALE_MS = 5 * 60_000

export const guideStatusQueryOptions = () =>
  queryOptions({
    queryKey: guideKeys.status(),
    queryFn: async ({ signal }) =>
      (await readEndpoint(guideStatusEndpoint, undefined, { signal })).data,
    staleTime: NOW_STALE_MS,
  })

export const useGuideStatus = () => useQuery(guideStatusQueryOptions())

export const guideNowQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: guideKeys.now(ids),
    queryFn: async ({ signal }) => (await readEndpoint(guideNowEndpoint, ids, { signal })).data,
    staleTime: NOW_STALE_MS,
    enabled: ids.length > 0,
  })

export const guideWindowQueryOptions = (input: GuideWindowInput) =>
  queryOptions({
    queryKey: guideKeys.window(input),
    queryFn: async ({ signal }) =>
      (await readEndpoint(guideWindowEndpoint, input, { signal })).data,
    staleTime: GUIDE_STALE_MS,
  })

export const guideScheduleQueryOptions = (id: string, from: number, to: number) =>
  queryOptions({
    queryKey: guideKeys.schedule(id, from, to),
    queryFn: async ({ signal }) =>
      (await readEndpoint(guideScheduleEndpoint, { id, from, to }, { signal })).data,
    staleTime: GUIDE_STALE_MS,
  })
