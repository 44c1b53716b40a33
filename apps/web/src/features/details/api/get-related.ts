import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** GET /api/catalog/:type/items/:id/related?limit — titles of the same category, not the title itself. */
export const getRelated = (type: ContentType, id: string, limit: number, signal?: AbortSignal) =>
  fetchEnvelope<CatalogItem[]>(
    `/api/catalog/${type}/items/${encodeURIComponent(id)}/related?limit=${limit}`,
    { signal },
  )

export const relatedQueryOptions = (type: ContentType, id: string, limit: number) =>
  queryOptions({
    queryKey: ['titles', type, 'related', id, limit] as const,
    queryFn: ({ signal }) => getRelated(type, id, limit, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useRelated = (type: ContentType, id: string, limit: number, enabled = true) =>
  useQuery({ ...relatedQueryOptions(type, id, limit), enabled })
