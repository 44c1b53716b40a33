import {
  nextEpisode,
  progressState,
  resumePoint,
  type CatalogItem,
  type ContinueItem,
  type Episode,
  type EpisodeRef,
  type MarkWatchedRequest,
  type ProgressEntry,
} from '@myflix/shared'

type EpisodesBySeason = Record<string, readonly Episode[]>

/** An episode as the library names it ("T2E4 · name" and what plays it). */
export const episodeRef = (episode: Episode): EpisodeRef => ({
  id: episode.id,
  season: episode.season,
  episode_num: episode.episode_num,
  title: episode.title.slice(0, 500),
  ext: episode.container_extension || null,
})

const known = (seconds: number | null | undefined) => (seconds && seconds > 0 ? seconds : null)

/** 'Marcar como assistido' / 'não assistido' for a movie. */
export const movieMark = (item: CatalogItem, watched: boolean, at: Date): MarkWatchedRequest => ({
  watched,
  content: item,
  items: [
    { kind: 'movie', id: item.id, series_id: null, episode: null, duration: known(item.duration) },
  ],
  next: null,
  at: at.toISOString(),
})

/**
 * The same for episodes of a series (one, or a whole season). Marked watched, the series moves on to
 * the episode after the last one marked (crossing seasons), as finishing it would.
 */
export function episodesMark(
  series: CatalogItem,
  episodes: readonly Episode[],
  all: EpisodesBySeason,
  watched: boolean,
  at: Date,
): MarkWatchedRequest {
  const last = episodes.at(-1)
  const next = watched && last ? nextEpisode(all, last.id) : null
  return {
    watched,
    content: series,
    items: episodes.map((episode) => ({
      kind: 'episode' as const,
      id: episode.id,
      series_id: series.id,
      episode: episodeRef(episode),
      duration: known(episode.duration),
    })),
    next: next ? episodeRef(next) : null,
    at: at.toISOString(),
  }
}

export interface EpisodePick {
  episode: Episode
  /** Where it resumes; null from the start. */
  startAt: number | null
}

const findEpisode = (all: EpisodesBySeason, id: string) =>
  Object.values(all)
    .flat()
    .find((episode) => episode.id === id)

/**
 * The episode 'Assistir Agora' continues with: the series' 'Continuar Assistindo' card, else its
 * newest episode in progress (resumed), or the one after its newest watched episode. Null: none,
 * so the spec's first episode plays.
 */
export function continueEpisode(
  seriesId: string,
  all: EpisodesBySeason | undefined,
  continueItems: readonly ContinueItem[] | undefined,
  progress: readonly ProgressEntry[] | undefined,
): EpisodePick | null {
  if (!all) return null
  const card = continueItems?.find(
    (item) => item.content.type === 'series' && item.content.id === seriesId,
  )
  const fromCard = card && findEpisode(all, card.id)
  if (card && fromCard) {
    const startAt = resumePoint(card)
    return { episode: fromCard, startAt }
  }
  // The list is newest first: the first of this series is where it stands.
  const latest = progress?.find((entry) => entry.kind === 'episode' && entry.series_id === seriesId)
  if (!latest) return null
  if (latest.watched || progressState(latest.position, latest.duration) === 'watched') {
    const next = nextEpisode(all, latest.id)
    return next ? { episode: next, startAt: null } : null
  }
  const episode = findEpisode(all, latest.id)
  return episode ? { episode, startAt: resumePoint(latest) } : null
}
