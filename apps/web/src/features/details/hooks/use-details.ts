import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogItem, ContentType } from '@myflix/shared'
import { findDemoTitle } from '@/lib/demo/demo-lookup'
import { isNotFound } from '@/lib/fetch-envelope'
import { getCatalogReadiness } from '../api/get-catalog-readiness'
import { getFirstTitle } from '../api/get-first-title'
import { getTitle } from '../api/get-title'
import { abortableSleep, resolveDetails, type ResolveDeps } from '../lib/resolve-details'

const lookUp = async (type: ContentType, id: string, signal: AbortSignal) => {
  try {
    return await getTitle(type, id, signal)
  } catch (error) {
    if (isNotFound(error)) return null as CatalogItem | null
    throw error
  }
}

const deps: ResolveDeps = {
  status: getCatalogReadiness,
  title: lookUp,
  first: getFirstTitle,
  demo: findDemoTitle,
  sleep: abortableSleep,
  now: () => Date.now(),
}

export const detailsQueryOptions = (types: readonly ContentType[], id: string) =>
  queryOptions({
    queryKey: ['titles', 'details', types.join('|'), id] as const,
    queryFn: ({ signal }) => resolveDetails(types, id, deps, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** The title a details URL names, after the data-ready wait, or spec §4's fallback title. */
export const useDetails = (types: readonly ContentType[], id: string) =>
  useQuery(detailsQueryOptions(types, id))
