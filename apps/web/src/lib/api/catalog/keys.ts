import type { ContentType, SearchType } from '@myflix/shared'
import type { CatalogSource } from '../endpoint'

/**
 * Every query whose answer is the catalogue the server serves this session sits under one root, so
 * a parental change or a content refresh can refetch them all (lib/content-queries.ts). The lists
 * name their source: when real data replaces the demo, they are new queries and load at once.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  status: () => ['catalog', 'status'] as const,
  categories: (source: CatalogSource, type: ContentType) =>
    ['catalog', source, type, 'categories'] as const,
  items: (source: CatalogSource, type: ContentType, categoryId: string | null, pageSize: number) =>
    ['catalog', source, type, 'items', categoryId, pageSize] as const,
  recent: (source: CatalogSource, type: ContentType, limit: number) =>
    ['catalog', source, type, 'recent', limit] as const,
  /** A live category in the catalogue's order, as the player's ↑/↓ list. */
  channels: (categoryId: string | null) => ['catalog', 'channels', categoryId] as const,
  title: (type: ContentType, id: string) => ['catalog', 'title', type, id] as const,
  /** What a details URL resolves to (features/details), which waits on the status and the title. */
  details: (types: readonly ContentType[], id: string) =>
    ['catalog', 'details', types.join('|'), id] as const,
  related: (type: ContentType, id: string, limit: number) =>
    ['catalog', 'related', type, id, limit] as const,
  episodes: (seriesId: string) => ['catalog', 'episodes', seriesId] as const,
  search: (type: SearchType, q: string) => ['catalog', 'search', type, q] as const,
}
