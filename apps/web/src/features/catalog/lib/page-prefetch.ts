import type { QueryClient } from '@tanstack/react-query'
import { RECENT_LIMIT, type CatalogItem, type ContentType } from '@myflix/shared'
import type { CatalogSource } from '@/lib/api/endpoint'
import {
  categoriesQueryOptions,
  itemsInfiniteQueryOptions,
  recentQueryOptions,
  withTitles,
} from '@/lib/api/catalog/lists'
import { catalogSourceOf, catalogStatusQueryOptions } from '@/lib/api/catalog/status'
import { preloadImage } from '@/lib/preload-image'
import { queryClient as appQueryClient } from '@/lib/query-client'
import { useAppStore } from '@/stores/app-store'
import type { BrowseType } from './content-links'
import { heroImage, heroSlides } from './hero-slides'

// A cold signed-in page used to ask for its lists only once the session was read, its code loaded
// and it had rendered, then for its largest image once those answered: on a phone's link, a chain
// of round trips. These start the same queries (the same options, so the same cache entries the
// page's hooks read) when the route is matched, and the largest image as soon as its address is
// known. A failure is left to the page, which asks again when it mounts.

/** Categories of Filmes or Séries asked for ahead: what a first screen shows, and no more. */
const BROWSE_SECTIONS = 3

const statusOf = (client: QueryClient) =>
  client.fetchQuery(catalogStatusQueryOptions()).catch(() => undefined)

const firstImage = (items: readonly CatalogItem[] | undefined) => items?.[0]?.image

const recentOf = (client: QueryClient, source: CatalogSource, type: ContentType) =>
  client.fetchQuery(recentQueryOptions(source, type)).catch((): CatalogItem[] => [])

/**
 * The home's lists (spec §2: recent movies and series, the first channels) and the hero's picture.
 * With a cloud remembered on this device, the real catalogue's recent lists are asked for beside
 * its status instead of after it: a round trip less before the hero. A status that then says the
 * demo (a first load still running) drops them.
 */
export async function prefetchHome(client: QueryClient = appQueryClient): Promise<void> {
  const ahead =
    useAppStore.getState().nuvem === null
      ? null
      : { movie: recentOf(client, 'real', 'movie'), series: recentOf(client, 'real', 'series') }
  const status = await statusOf(client)
  if (status === undefined) return
  const recent = (type: 'movie' | 'series') => {
    const source = catalogSourceOf(status, type)
    if (ahead && source === 'real') return ahead[type]
    if (ahead) client.removeQueries({ queryKey: recentQueryOptions('real', type).queryKey })
    return recentOf(client, source, type)
  }
  void client.prefetchInfiniteQuery(
    itemsInfiniteQueryOptions(catalogSourceOf(status, 'live'), 'live', null, RECENT_LIMIT),
  )
  const [movies, series] = await Promise.all([recent('movie'), recent('series')])
  const first = heroSlides(movies, series)[0]
  if (first) preloadImage(heroImage(first))
}

/** The first sections of Filmes or Séries (their first pages) and the first poster. */
export async function prefetchBrowse(
  type: BrowseType,
  client: QueryClient = appQueryClient,
): Promise<void> {
  const status = await statusOf(client)
  if (status === undefined) return
  const source = catalogSourceOf(status, type)
  const categories = await client
    .fetchQuery(categoriesQueryOptions(source, type))
    .catch(() => undefined)
  const pages = withTitles(categories ?? [])
    .slice(0, BROWSE_SECTIONS)
    .map((category) =>
      client
        .fetchInfiniteQuery(itemsInfiniteQueryOptions(source, type, category.id))
        .catch(() => undefined),
    )
  const shown = pages[0]?.then((first) => {
    const image = firstImage(first?.pages[0]?.items)
    if (image) preloadImage(image)
  })
  await Promise.all([...pages, shown])
}
