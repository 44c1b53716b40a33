import { queryOptions } from '@tanstack/react-query'
import type { SeriesEpisodesData } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** POST /api/functions/get-series-episodes: where a series starts (spec §4 Watch). */
export const getSeriesEpisodes = (seriesId: string, signal?: AbortSignal) =>
  fetchEnvelope<SeriesEpisodesData>('/api/functions/get-series-episodes', {
    body: { seriesId },
    signal,
  })

export const seriesEpisodesQueryOptions = (seriesId: string) =>
  queryOptions({
    queryKey: ['player', 'episodes', seriesId] as const,
    queryFn: ({ signal }) => getSeriesEpisodes(seriesId, signal),
    retry: false,
  })
