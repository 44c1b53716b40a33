import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SeriesEpisodesData } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/**
 * POST /api/functions/get-series-episodes { seriesId } → episodes by season and the series info. One
 * query for the details page and the player, so 'Assistir Agora' starts from the episodes already read.
 */
export const getSeriesEpisodes = (seriesId: string, signal?: AbortSignal) =>
  fetchEnvelope<SeriesEpisodesData>('/api/functions/get-series-episodes', {
    body: { seriesId },
    signal,
  })

export const seriesEpisodesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: ['functions', 'get-series-episodes', seriesId] as const,
    queryFn: ({ signal }) => getSeriesEpisodes(seriesId, signal),
    staleTime: 10 * 60_000,
    retry: false,
  })

export const useSeriesEpisodes = (seriesId: string | null) =>
  useQuery({ ...seriesEpisodesQueryOptions(seriesId ?? ''), enabled: seriesId !== null })
