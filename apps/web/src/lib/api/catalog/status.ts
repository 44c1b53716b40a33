import { useEffect } from 'react'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CatalogStatus, ContentType } from '@myflix/shared'
import { emitRealDataLoaded, readDataLoaded, type RealDataType } from '@/stores/real-data-loaded'
import { fetchEndpoint, readEndpoint, type CatalogSource } from '../endpoint'
import { refreshEndpoint, statusEndpoint } from './endpoints'
import { catalogKeys } from './keys'

/** The snapshot's state as the server reports it; 404 (no active cloud) is an error here. */
export const fetchCatalogStatus = (signal?: AbortSignal): Promise<CatalogStatus> =>
  fetchEndpoint(statusEndpoint, undefined, signal)

/** The snapshot's state, or null when the user has no active cloud yet. */
export const readCatalogStatus = async (signal?: AbortSignal): Promise<CatalogStatus | null> =>
  (await readEndpoint(statusEndpoint, undefined, { signal })).data

/**
 * Starts (or joins) a load of the active cloud and answers at once. With `maxAgeSeconds` the server
 * reuses a snapshot younger than that (processing the cloud); without, it loads again.
 */
export const refreshCatalog = (maxAgeSeconds?: number, signal?: AbortSignal) =>
  fetchEndpoint(refreshEndpoint, maxAgeSeconds, signal)

/** While an ingest runs, poll so real lists replace the demo ones as soon as they land. */
const STATUS_POLL_MS = 2_000

export const catalogStatusQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.status(),
    queryFn: ({ signal }) => readCatalogStatus(signal),
    staleTime: 5_000,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'loading' ? STATUS_POLL_MS : false),
  })

export const useCatalogStatus = () => useQuery(catalogStatusQueryOptions())

const REAL_DATA_TYPE: Record<ContentType, RealDataType> = {
  movie: 'filmes',
  series: 'series',
  live: 'canais',
}

/** The source of `type`'s lists for a known status (null: no cloud, or the status failed). */
export const catalogSourceOf = (
  status: CatalogStatus | null | undefined,
  type: ContentType,
): CatalogSource => ((status?.counts[type] ?? 0) > 0 ? 'real' : 'demo')

/**
 * Which list the screens show for `type`: the server's snapshot once it holds items of that type,
 * the demo catalogue before (no cloud, or the first load still running). null while that is
 * unknown. Switching to real data emits spec §4's 'real data loaded' event, once per new count.
 */
export function useCatalogSource(type: ContentType): CatalogSource | null {
  const status = useCatalogStatus()
  const count = status.data?.counts[type] ?? 0
  const source = status.isPending ? null : catalogSourceOf(status.data, type)

  useEffect(() => {
    if (source !== 'real') return
    const kind = REAL_DATA_TYPE[type]
    if (readDataLoaded()[kind] !== count) emitRealDataLoaded(kind, count)
  }, [source, type, count])

  return source
}
