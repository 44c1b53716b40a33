import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { findDemoTitle } from '@/lib/demo/demo-lookup'
import { fetchEnvelope, isNotFound } from '@/lib/fetch-envelope'

/** GET /api/catalog/:type/items/:id — one title (movies enriched by the provider's vod info). */
export const getTitle = (type: ContentType, id: string, signal?: AbortSignal) =>
  fetchEnvelope<CatalogItem>(`/api/catalog/${type}/items/${encodeURIComponent(id)}`, { signal })

/** The title, or the demo title of that id when the server has none (a demo card's /related). */
async function getTitleOrDemo(type: ContentType, id: string, signal?: AbortSignal) {
  try {
    return await getTitle(type, id, signal)
  } catch (error) {
    const demo = isNotFound(error) ? await findDemoTitle(type, id) : null
    if (demo) return demo
    throw error
  }
}

export const titleQueryOptions = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: ['titles', type, 'item', id] as const,
    queryFn: ({ signal }) => getTitleOrDemo(type, id, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useTitle = (type: ContentType, id: string) => useQuery(titleQueryOptions(type, id))
