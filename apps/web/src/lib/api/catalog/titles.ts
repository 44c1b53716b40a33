import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import {
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_CHARS,
  type CatalogItem,
  type ContentType,
  type SearchResult,
  type SearchType,
} from '@myflix/shared'
import { fetchEndpoint, readEndpoint } from '../endpoint'
import { isNotFound } from '../transport'
import { episodesEndpoint, relatedEndpoint, searchEndpoint, titleEndpoint } from './endpoints'
import { catalogKeys } from './keys'

/** One title, and whether it is the demo's stand-in for an id the server does not know. */
export const titleQueryOptions = (type: ContentType, id: string) =>
  queryOptions({
    queryKey: catalogKeys.title(type, id),
    queryFn: ({ signal }) => readEndpoint(titleEndpoint, { type, id }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useTitle = (type: ContentType, id: string) =>
  useQuery({ ...titleQueryOptions(type, id), select: (answer) => answer.data })

/** The title as the server serves it, from the same cache entry: a demo stand-in has no stream. */
export async function fetchServedTitle(
  queryClient: QueryClient,
  type: ContentType,
  id: string,
): Promise<CatalogItem> {
  const { data, source } = await queryClient.fetchQuery(titleQueryOptions(type, id))
  if (source === 'demo') throw new Error(`${type} ${id} is a demo title`)
  return data
}

/** The catalogue's title, or null when it does not hold that id (no demo stand-in). */
export async function lookUpTitle(
  type: ContentType,
  id: string,
  signal?: AbortSignal,
): Promise<CatalogItem | null> {
  try {
    return await fetchEndpoint(titleEndpoint, { type, id }, signal)
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

/** The built-in demo title of that id, the stand-in the title endpoint answers with; null if none. */
export async function findDemoStandIn(type: ContentType, id: string) {
  return (await titleEndpoint.demo?.answer({ type, id })) ?? null
}

/** Titles of the same category, not the title itself. */
export const relatedQueryOptions = (type: ContentType, id: string, limit: number) =>
  queryOptions({
    queryKey: catalogKeys.related(type, id, limit),
    queryFn: async ({ signal }) =>
      (await readEndpoint(relatedEndpoint, { type, id, limit }, { signal })).data,
    staleTime: 5 * 60_000,
    retry: false,
  })

export const useRelated = (type: ContentType, id: string, limit: number, enabled = true) =>
  useQuery({ ...relatedQueryOptions(type, id, limit), enabled })

/**
 * A show's episodes by season and its series info: one query for the details page and the player,
 * so 'Assistir Agora' starts from the episodes already read.
 */
export const episodesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: catalogKeys.episodes(seriesId),
    queryFn: ({ signal }) => fetchEndpoint(episodesEndpoint, seriesId, signal),
    staleTime: 10 * 60_000,
    retry: false,
  })

export const useSeriesEpisodes = (seriesId: string | null) =>
  useQuery({ ...episodesQueryOptions(seriesId ?? ''), enabled: seriesId !== null })

export const searchQueryOptions = (q: string, type: SearchType) =>
  queryOptions({
    // The key holds the text and tab, and the signal aborts a request whose key was left, so an
    // answer to an older text never shows.
    queryKey: catalogKeys.search(type, q),
    queryFn: async ({ signal }): Promise<SearchResult[]> =>
      (await readEndpoint(searchEndpoint, { q, type }, { signal })).data.slice(
        0,
        SEARCH_MAX_RESULTS,
      ),
    staleTime: 60_000,
    retry: false,
  })

export const useSearchTitles = (q: string, type: SearchType) =>
  useQuery({
    ...searchQueryOptions(q, type),
    enabled: q.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  })
