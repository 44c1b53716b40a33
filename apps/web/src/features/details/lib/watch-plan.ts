import type { CatalogItem, Episode, PlayRequest } from '@myflix/shared'
import { episodeCode } from './episodes'

/** What 'Assistir Agora' hands the player: the stream, the title it shows, the poster it uses. */
export interface WatchPlan {
  request: PlayRequest
  title: string
  /** The player's poster and the Media Session artwork. */
  poster: string | null
}

/**
 * Spec §4 Watch: a movie or channel plays itself; a series plays the selected episode (the first
 * one until another is picked), and nothing while its episodes load.
 */
export function watchPlan(item: CatalogItem, episode: Episode | undefined): WatchPlan | null {
  if (item.type === 'movie') {
    const ext = item.container_extension ?? undefined
    return { request: { type: 'movie', id: item.id, ext }, title: item.name, poster: item.image }
  }
  if (item.type === 'live') {
    return { request: { type: 'live', id: item.id }, title: item.name, poster: item.image }
  }
  if (!episode) return null
  return {
    request: { type: 'episode', id: episode.id, ext: episode.container_extension },
    title: episodeCode(item.name, episode),
    poster: episode.movie_image || item.image,
  }
}
