import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryCount, ContentType } from '@myflix/shared'
import { loadDemoCatalog } from '@/lib/demo/demo-lookup'
import { catalogKeys, getCatalogData, type CatalogSource } from './catalog-request'

/** GET /api/catalog/:type/categories, or the demo categories. Empty categories are left out. */
export async function getCategories(
  source: CatalogSource,
  type: ContentType,
  signal?: AbortSignal,
): Promise<CategoryCount[]> {
  const categories =
    source === 'real'
      ? await getCatalogData<CategoryCount[]>(`/api/catalog/${type}/categories`, signal)
      : (await loadDemoCatalog())[type].categories
  return categories.filter((category) => category.count > 0)
}

export const categoriesQueryOptions = (source: CatalogSource, type: ContentType) =>
  queryOptions({
    queryKey: catalogKeys.categories(source, type),
    queryFn: ({ signal }) => getCategories(source, type, signal),
  })

export const useCategories = (source: CatalogSource | null, type: ContentType) =>
  useQuery({ ...categoriesQueryOptions(source ?? 'demo', type), enabled: source !== null })
