import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { loadDemoCatalog } from '@/lib/demo/demo-lookup'
import { catalogKeys, getCatalogData, type CatalogSource } from './catalog-request'

/** Spec §9: 20 items per kind on the home. */
export const RECENT_LIMIT = 20

/** GET /api/catalog/:type/recent?limit, or the newest demo items. */
export async function getRecent(
  source: CatalogSource,
  type: ContentType,
  limit: number,
  signal?: AbortSignal,
): Promise<CatalogItem[]> {
  if (source === 'real') {
    return getCatalogData<CatalogItem[]>(`/api/catalog/${type}/recent?limit=${limit}`, signal)
  }
  const items = (await loadDemoCatalog())[type].items
  return [...items].sort((a, b) => (b.added ?? 0) - (a.added ?? 0)).slice(0, limit)
}

export const recentQueryOptions = (
  source: CatalogSource,
  type: ContentType,
  limit = RECENT_LIMIT,
) =>
  queryOptions({
    queryKey: catalogKeys.recent(source, type, limit),
    queryFn: ({ signal }) => getRecent(source, type, limit, signal),
  })

export const useRecent = (source: CatalogSource | null, type: ContentType) =>
  useQuery({ ...recentQueryOptions(source ?? 'demo', type), enabled: source !== null })
