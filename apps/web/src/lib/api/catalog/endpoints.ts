import { apiPaths, SEARCH_MAX_RESULTS, type ContentType, type SearchType } from '@myflix/shared'
import { LIST_KEYS } from '../../cache/content-cache'
import { contentCopy, pageCopy, titleCopyKey } from '../../cache/offline-copy'
import { findDemoRelated, findDemoTitle, loadDemoCatalog, searchDemo } from '../../demo/demo-lookup'
import { defineEndpoint } from '../endpoint'

// The catalogue API as the web calls it, with where each answer comes from besides the server.

type Title = { type: ContentType; id: string }
type ItemsInput = {
  type: ContentType
  /** null: every item of the type. */
  categoryId: string | null
  offset: number
  limit: number
}

/** The snapshot's state; before a cloud exists the server answers 404, which means "none yet". */
export const statusEndpoint = defineEndpoint({
  route: apiPaths.catalog.status,
  call: (_: void) => ({ params: {} }),
  offline: () => contentCopy('status', 'catalog-status'),
  demo: { when: 'not-found', answer: async () => null },
})

/** `maxAgeSeconds`: reuse a snapshot younger than that (processing); without it, load again. */
export const refreshEndpoint = defineEndpoint({
  route: apiPaths.catalog.refresh,
  call: (maxAgeSeconds: number | undefined) => ({
    params: {},
    body: maxAgeSeconds === undefined ? {} : { maxAgeSeconds },
  }),
})

export const categoriesEndpoint = defineEndpoint({
  route: apiPaths.catalog.categories,
  call: (type: ContentType) => ({ params: { type } }),
  offline: (type) => contentCopy('categories', LIST_KEYS[type]),
  demo: { when: 'source', answer: async (type) => (await loadDemoCatalog())[type].categories },
})

/** A page of a type or of one category; the demo cuts the same page from its list. */
export const itemsEndpoint = defineEndpoint({
  route: apiPaths.catalog.items,
  call: ({ type, categoryId, offset, limit }: ItemsInput) => ({
    params: { type },
    query: { offset, limit, category: categoryId },
  }),
  offline: ({ type, categoryId, offset, limit }) => pageCopy(type, offset, limit, categoryId),
  demo: {
    when: 'source',
    async answer({ type, categoryId, offset, limit }) {
      const all = (await loadDemoCatalog())[type].items.filter(
        (item) => categoryId === null || item.category_ids.includes(categoryId),
      )
      return { items: all.slice(offset, offset + limit), total: all.length, offset, limit }
    },
  },
})

/** Newest first; the demo's "added" order is its list order. */
export const recentEndpoint = defineEndpoint({
  route: apiPaths.catalog.recent,
  call: ({ type, limit }: { type: ContentType; limit: number }) => ({
    params: { type },
    query: { limit },
  }),
  offline: ({ type, limit }) => contentCopy('recent', `${type}-recent-${limit}`),
  demo: {
    when: 'source',
    async answer({ type, limit }) {
      const items = (await loadDemoCatalog())[type].items
      return [...items].sort((a, b) => (b.added ?? 0) - (a.added ?? 0)).slice(0, limit)
    },
  },
})

/** One title; an id the server does not know may be a demo card's (its details, its /related). */
export const titleEndpoint = defineEndpoint({
  route: apiPaths.catalog.item,
  call: ({ type, id }: Title) => ({ params: { type, id } }),
  offline: ({ type, id }) => contentCopy('title', titleCopyKey(type, id)),
  demo: {
    when: 'not-found',
    answer: async ({ type, id }) => (await findDemoTitle(type, id)) ?? undefined,
  },
})

export const relatedEndpoint = defineEndpoint({
  route: apiPaths.catalog.related,
  call: ({ type, id, limit }: Title & { limit: number }) => ({
    params: { type, id },
    query: { limit },
  }),
  offline: ({ type, id, limit }) =>
    contentCopy('related', `${type}-related-${id}-${limit}`, titleCopyKey(type, id)),
  demo: {
    when: 'not-found',
    answer: async ({ type, id, limit }) => (await findDemoRelated(type, id, limit)) ?? undefined,
  },
})

export const episodesEndpoint = defineEndpoint({
  route: apiPaths.catalog.seriesEpisodes,
  call: (seriesId: string) => ({ params: {}, body: { seriesId } }),
  offline: (seriesId) =>
    seriesId
      ? contentCopy('episodes', `series-episodes-${seriesId}`, titleCopyKey('series', seriesId))
      : null,
})

/** The whole catalogue, at most 20 titles; without a cloud the demo the app shows is searched. */
export const searchEndpoint = defineEndpoint({
  route: apiPaths.catalog.search,
  call: ({ q, type }: { q: string; type: SearchType }) => ({ params: {}, query: { q, type } }),
  demo: {
    when: 'not-found',
    answer: ({ q, type }) => searchDemo(q, type, SEARCH_MAX_RESULTS),
  },
})
