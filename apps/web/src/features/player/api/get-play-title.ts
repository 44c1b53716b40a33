import { queryOptions } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** GET /api/catalog/:type/items/:id: the name, poster and container a deep link needs. */
export const getPlayTitle = (type: ContentType, id: string, signal?: AbortSignal) =>
  fetchEnvelope<CatalogItem>(`/api/catalog/${type}/items/${encodeURIComponent(id)}`, { signal })

export const playTitleQueryOptions = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: ['player', 'title', type, id] as const,
    queryFn: ({ signal }) => getPlayTitle(type, id, signal),
    retry: false,
  })
