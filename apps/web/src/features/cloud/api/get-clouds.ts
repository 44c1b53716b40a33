import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CloudSummary } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

export const CLOUDS_QUERY_KEY = ['clouds'] as const

/** GET /api/clouds: the user's clouds, active first. */
export function getClouds(signal?: AbortSignal): Promise<CloudSummary[]> {
  return fetchEnvelope<CloudSummary[]>('/api/clouds', { signal })
}

export const cloudsQueryOptions = () =>
  queryOptions({ queryKey: CLOUDS_QUERY_KEY, queryFn: ({ signal }) => getClouds(signal) })

export function useClouds() {
  return useQuery(cloudsQueryOptions())
}
