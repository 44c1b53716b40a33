import { queryOptions, useQuery } from '@tanstack/react-query'
import { cloudSummarySchema, type CloudSummary } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** The key the cloud flow uses for the same list, so a save there refreshes this screen too. */
export const CLOUDS_KEY = ['clouds'] as const

const cloudListSchema = cloudSummarySchema.array()

/**
 * GET /api/clouds: the user's clouds, active first. An answer that is not that list throws (a
 * ZodError) here rather than breaking the screen that renders it.
 */
export async function getClouds(signal?: AbortSignal): Promise<CloudSummary[]> {
  return cloudListSchema.parse(await fetchEnvelope<unknown>('/api/clouds', { signal }))
}

export const cloudsQueryOptions = () =>
  queryOptions({ queryKey: CLOUDS_KEY, queryFn: ({ signal }) => getClouds(signal) })

export function useClouds() {
  return useQuery(cloudsQueryOptions())
}
