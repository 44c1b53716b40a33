import {
  decideWatch,
  episodeTarget,
  type CatalogItem,
  type Episode,
  type PlayRequest,
} from '@myflix/shared'
import { episodeCode } from './episodes'

/** What 'Assistir Agora' hands the player: the stream, the title it shows, the poster it uses. */
export interface WatchPlan {
  request: PlayRequest
  title: string
  /** The player's poster and the Media Session artwork. */
  poster: string | null
  /** Episodes: the one that plays (the library names it and saves its position). */
  episode?: Episode
}

type EpisodesBySeason = Record<string, readonly Episode[]>

/**
 * Spec §4 Watch, by the shared rule the `?play=1` link follows too: a movie or channel plays itself;
 * a series plays the first episode of the first season (season 0 only without another), else the
 * selected one; nothing while its episodes load (`episodes` undefined).
 */
export function watchPlan(
  item: CatalogItem,
  episodes: EpisodesBySeason | undefined,
  selected: Episode | undefined,
): WatchPlan | null {
  const decision = decideWatch({
    content: { type: item.type, id: item.id, container_extension: item.container_extension },
    episodes,
    episodesLoading: item.type === 'series' && episodes === undefined,
    selectedEpisode: selected,
  })
  if (decision.kind !== 'play') return null
  const { target } = decision
  if (target.type !== 'episode') return { request: target, title: item.name, poster: item.image }
  const all = Object.values(episodes ?? {}).flat()
  const episode = all.find((candidate) => candidate.id === target.id) ?? selected
  return episode ? episodePlan(item, episode) : null
}

/** One episode as the player gets it: picked on its card, it plays itself (spec §4). */
export function episodePlan(item: CatalogItem, episode: Episode): WatchPlan {
  return {
    request: episodeTarget(episode, item.id),
    title: episodeCode(item.name, episode),
    poster: episode.movie_image || item.image,
    episode,
  }
}

/**
 * Spec §4 "if the player is open the new episode plays": only a new pick (another card, another
 * season's first episode) follows into the player, so 'Assistir Agora' or a `?play=1` link playing
 * the first episode is not replaced by the selection the page merely shows.
 */
export function followsPick(
  previousId: string | undefined,
  selectedId: string | undefined,
  playingId: string | null,
): boolean {
  if (!playingId || !selectedId || previousId === undefined) return false
  return selectedId !== previousId && selectedId !== playingId
}
