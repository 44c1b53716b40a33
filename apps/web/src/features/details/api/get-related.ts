import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { findDemoRelated } from '@/lib/demo/demo-lookup'
import { fetchEnvelope, isNotFound } from '@/lib/fetch-envelope'

/**
 * GET /api/catalog/:type/items/:id/related?limit — titles of the same category, not the title itself.
 * A title the server does not know may be a demo title: its related come from the demo catalogue.
 */
export async function getRelated(
  type: ContentType,
  id: string,
  limit: number,
  signal?: AbortSignal,
): Promise<CatalogItem[]> {
  try {
    return await fetchEnvelope<CatalogItem[]>(
      `/api/catalog/${type}/items/${encodeURIComponent(id)}/related?limit=${limit}`,
      { signal },
    )
  } catch (error) {
    const demo = isNotFound(error) ? await findDemoRelated(type, id, limit) : null
    if (demo) return demo
    throw error
  }
}

export const relatedQueryOptions = (type: ContentType, id: string, limit: number) =>
  queryOptions({
    queryKey: ['titles', type, 'related', id, limit] as const,
    queryFn: ({ signal }) => getRelated(type, id, limit, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useRelated = (type: ContentType, id: string, limit: number, enabled = true) =>
  useQuery({ ...relatedQueryOptions(type, id, limit), enabled })
