import { useMemo } from 'react'
import { nextEpisode, type EpisodeRef } from '@myflix/shared'
import { useSeriesEpisodes } from '@/lib/api/catalog/titles'
import type { PlayerRequest } from '@/stores/player-store'
import { toEpisodeRef } from '../lib/episode-label'

export type SeriesNeighbours = { episode: EpisodeRef | null; next: EpisodeRef | null }

const none: SeriesNeighbours = { episode: null, next: null }

/**
 * For an episode: itself and the one after it (across seasons), from the series' episode list the
 * details page reads too (one query, usually already cached). Null while it loads or when none.
 */
export function useSeriesNeighbours(request: PlayerRequest): SeriesNeighbours {
  const seriesId = request.type === 'episode' ? (request.seriesId ?? null) : null
  const { data } = useSeriesEpisodes(seriesId)
  return useMemo(() => {
    if (!data || seriesId === null) return none
    const current = Object.values(data.episodes)
      .flat()
      .find((episode) => episode.id === request.id)
    const following = nextEpisode(data.episodes, request.id)
    return {
      episode: current ? toEpisodeRef(current) : null,
      next: following ? toEpisodeRef(following) : null,
    }
  }, [data, seriesId, request.id])
}
