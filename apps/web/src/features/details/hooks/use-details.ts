import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentType } from '@myflix/shared'
import { catalogKeys } from '@/lib/api/catalog/keys'
import { fetchFirstTitle } from '@/lib/api/catalog/lists'
import { readCatalogStatus } from '@/lib/api/catalog/status'
import { findDemoStandIn, lookUpTitle } from '@/lib/api/catalog/titles'
import { abortableSleep, resolveDetails, type ResolveDeps } from '../lib/resolve-details'

const deps: ResolveDeps = {
  status: readCatalogStatus,
  title: lookUpTitle,
  first: fetchFirstTitle,
  demo: findDemoStandIn,
  sleep: abortableSleep,
  now: () => Date.now(),
}

export const detailsQueryOptions = (types: readonly ContentType[], id: string) =>
  queryOptions({
    queryKey: catalogKeys.details(types, id),
    queryFn: ({ signal }) => resolveDetails(types, id, deps, signal),
    staleTime: 5 * 60_000,
    retry: false,
  })

/** The title a details URL names, after the data-ready wait, or spec §4's fallback title. */
export const useDetails = (types: readonly ContentType[], id: string) =>
  useQuery(detailsQueryOptions(types, id))
