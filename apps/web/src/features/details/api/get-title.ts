import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** GET /api/catalog/:type/items/:id — one title (movies enriched by the provider's vod info). */
export const getTitle = (type: ContentType, id: string, signal?: AbortSignal) =>
  fetchEnvelope<CatalogItem>(`/api/catalog/${type}/items/${encodeURIComponent(id)}`, { signal })

export const titleQueryOptions = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: ['titles', type, 'item', id] as const,
    queryFn: ({ signal }) => getTitle(type, id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useTitle = (type: ContentType, id: string) => useQuery(titleQueryOptions(type, id))
