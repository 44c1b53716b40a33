import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  SEARCH_MAX_RESULTS,
  SEARCH_MIN_CHARS,
  type CatalogItem,
  type SearchType,
} from '@myflix/shared'
import { searchDemo } from '@/lib/demo/demo-lookup'
import { fetchEnvelope, isNotFound } from '@/lib/fetch-envelope'

/**
 * GET /api/catalog/search?q&type — the whole catalogue, at most 20 titles. Without a cloud (404)
 * the built-in demo catalogue is what the app shows, so that is what is searched.
 */
export async function searchTitles(q: string, type: SearchType, signal?: AbortSignal) {
  const query = new URLSearchParams({ q, type })
  try {
    const found = await fetchEnvelope<CatalogItem[]>(`/api/catalog/search?${query.toString()}`, {
      signal,
    })
    return found.slice(0, SEARCH_MAX_RESULTS)
  } catch (error) {
    if (isNotFound(error)) return searchDemo(q, type, SEARCH_MAX_RESULTS)
    throw error
  }
}

export const searchQueryOptions = (q: string, type: SearchType) =>
  queryOptions({
    // The key holds the text and tab, and the signal aborts a request whose key was left, so an
    // answer to an older text never shows.
    queryKey: ['titles', 'search', type, q] as const,
    queryFn: ({ signal }) => searchTitles(q, type, signal),
    staleTime: 60_000,
    retry: false,
  })

export const useSearchTitles = (q: string, type: SearchType) =>
  useQuery({
    ...searchQueryOptions(q, type),
    enabled: q.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  })
