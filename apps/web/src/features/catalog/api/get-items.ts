import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ContentType, ItemPage } from '@myflix/shared'
import { nextPageOffset, PAGING } from '../lib/paging'
import { loadDemoCatalog } from '@/lib/demo/demo-lookup'
import { catalogKeys, getCatalogData, type CatalogSource } from './catalog-request'

export interface ItemsParams {
  type: ContentType
  /** null: every item of the type. */
  categoryId: string | null
  offset: number
  limit: number
}

/** GET /api/catalog/:type/items?category&offset&limit, or the same page cut from the demo list. */
export async function getItems(
  source: CatalogSource,
  { type, categoryId, offset, limit }: ItemsParams,
  signal?: AbortSignal,
): Promise<ItemPage> {
  if (source === 'demo') {
    const all = (await loadDemoCatalog())[type].items.filter(
      (item) => categoryId === null || item.category_ids.includes(categoryId),
    )
    return { items: all.slice(offset, offset + limit), total: all.length, offset, limit }
  }
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) })
  if (categoryId !== null) query.set('category', categoryId)
  return getCatalogData<ItemPage>(`/api/catalog/${type}/items?${query.toString()}`, signal)
}

/** Pages of one category, 50 at a time, following the paging rules of spec §4. */
export const itemsInfiniteQueryOptions = (
  source: CatalogSource,
  type: ContentType,
  categoryId: string | null,
  pageSize: number = PAGING.pageSize,
) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.items(source, type, categoryId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getItems(source, { type, categoryId, offset: pageParam, limit: pageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // A failed page stops the list (spec §4) instead of retrying behind the user's back.
    retry: false,
  })

export const useItems = (
  source: CatalogSource | null,
  type: ContentType,
  categoryId: string | null,
  { enabled = true, pageSize }: { enabled?: boolean; pageSize?: number } = {},
) =>
  useInfiniteQuery({
    ...itemsInfiniteQueryOptions(source ?? 'demo', type, categoryId, pageSize),
    enabled: enabled && source !== null,
  })
