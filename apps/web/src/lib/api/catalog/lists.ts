import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import {
  PAGE_LIMIT_MAX,
  PAGE_SIZE,
  RECENT_LIMIT,
  type CatalogItem,
  type CategoryCount,
  type ContentType,
  type ItemPage,
} from '@myflix/shared'
import { fetchEndpoint, readEndpoint, type CatalogSource } from '../endpoint'
import { categoriesEndpoint, itemsEndpoint, recentEndpoint } from './endpoints'
import { catalogKeys } from './keys'
import { nextPageOffset } from './paging'
import { useCatalogSource } from './status'

// The lists of a type, from the source useCatalogSource picks for it: the hooks take the type alone.

/** Every category of a type, as the server lists it (empty ones included). */
export const categoriesQueryOptions = (source: CatalogSource, type: ContentType) =>
  queryOptions({
    queryKey: catalogKeys.categories(source, type),
    queryFn: async ({ signal }): Promise<CategoryCount[]> =>
      (await readEndpoint(categoriesEndpoint, type, { signal, source })).data,
  })

/** The categories browsing shows: those with titles. */
export const withTitles = (categories: CategoryCount[]) =>
  categories.filter((category) => category.count > 0)

/**
 * The categories of a type. Browsing leaves the empty ones out; a page of one category asks for
 * them too (`withEmpty`), so an empty one is still titled with its name.
 */
export function useCategories(type: ContentType, { withEmpty = false } = {}) {
  const source = useCatalogSource(type)
  return useQuery({
    ...categoriesQueryOptions(source ?? 'demo', type),
    enabled: source !== null,
    select: withEmpty ? undefined : withTitles,
  })
}

/** Pages of a type or of one category, `pageSize` at a time, following the paging rules of spec §4. */
export const itemsInfiniteQueryOptions = (
  source: CatalogSource,
  type: ContentType,
  categoryId: string | null,
  pageSize: number = PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.items(source, type, categoryId, pageSize),
    queryFn: async ({ pageParam, signal }): Promise<ItemPage> =>
      (
        await readEndpoint(
          itemsEndpoint,
          { type, categoryId, offset: pageParam, limit: pageSize },
          { signal, source },
        )
      ).data,
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
    // A failed page stops the list (spec §4) instead of retrying behind the user's back.
    retry: false,
  })

export function useItems(
  type: ContentType,
  categoryId: string | null,
  { enabled = true, pageSize }: { enabled?: boolean; pageSize?: number } = {},
) {
  const source = useCatalogSource(type)
  return useInfiniteQuery({
    ...itemsInfiniteQueryOptions(source ?? 'demo', type, categoryId, pageSize),
    enabled: enabled && source !== null,
  })
}

/** The newest titles of a type (spec §9: 20 per kind on the home). */
export const recentQueryOptions = (
  source: CatalogSource,
  type: ContentType,
  limit = RECENT_LIMIT,
) =>
  queryOptions({
    queryKey: catalogKeys.recent(source, type, limit),
    queryFn: async ({ signal }): Promise<CatalogItem[]> =>
      (await readEndpoint(recentEndpoint, { type, limit }, { signal, source })).data,
  })

export function useRecent(type: ContentType) {
  const source = useCatalogSource(type)
  return useQuery({ ...recentQueryOptions(source ?? 'demo', type), enabled: source !== null })
}

/** How many neighbours ↑/↓ can reach in the player: the API's largest page. */
const CHANNEL_LIST_LIMIT = PAGE_LIMIT_MAX

/** The channels of one live category in the catalogue's order (all channels without one). */
export const channelsQueryOptions = (categoryId: string | null) =>
  queryOptions({
    queryKey: catalogKeys.channels(categoryId),
    queryFn: ({ signal }) =>
      fetchEndpoint(
        itemsEndpoint,
        { type: 'live', categoryId: categoryId || null, offset: 0, limit: CHANNEL_LIST_LIMIT },
        signal,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** Asks for a channel's category ahead, so 'Assistir Agora' finds it ready. */
export const usePrefetchChannels = (categoryId: string | null, enabled: boolean) =>
  useQuery({ ...channelsQueryOptions(categoryId), enabled })

/** The first title of a type: spec §4's fallback content for an unknown id. */
export async function fetchFirstTitle(
  type: ContentType,
  signal?: AbortSignal,
): Promise<CatalogItem | null> {
  const page = await fetchEndpoint(
    itemsEndpoint,
    { type, categoryId: null, offset: 0, limit: 1 },
    signal,
  )
  return page.items[0] ?? null
}
