import { compareSeasons, t, type Episode } from '@myflix/shared'

/** Spec §9: the episode list grows 10 at a time. */
export const EPISODE_PAGE_SIZE = 10
/** Spec §2: an episode without a duration shows 49m; a movie without one 120min. */
export const DEFAULT_EPISODE_MINUTES = 49
export const DEFAULT_MOVIE_MINUTES = 120

/**
 * Season numbers that hold episodes, in the shared watching order (1, 2, 3…, then the specials of
 * season 0), so the picker opens on the season 'Assistir Agora' plays from.
 */
export function seasonNumbers(episodes: Record<string, readonly Episode[]>): number[] {
  return Object.entries(episodes)
    .filter(([, list]) => list.length > 0)
    .map(([season]) => Number(season))
    .filter((season) => Number.isFinite(season))
    .sort(compareSeasons)
}

/** The episodes of a season in episode order. */
export function seasonEpisodes(
  episodes: Record<string, readonly Episode[]>,
  season: number,
): Episode[] {
  return [...(episodes[String(season)] ?? [])].sort((a, b) => a.episode_num - b.episode_num)
}

/**
 * Spec §2: the tag T{season}E{episode}, where the episode is the stored (0-based) index plus one.
 * The season is the real season number.
 */
export const episodeTag = (season: number, episodeIndex: number) =>
  t('titles.details.episodeTag', { season, episode: episodeIndex + 1 })

const two = (value: number) => String(value).padStart(2, '0')

/**
 * Spec §2 episode title 'Series - SxxEyy'. The spec's "Series" is taken as the show's name, so the
 * card reads e.g. 'Ruas de Fogo - S02E03'; with no name it falls back to the literal 'Series'.
 */
export function episodeCode(seriesName: string | null | undefined, episode: Episode): string {
  return t('titles.episodes.code', {
    series: seriesName?.trim() || 'Series',
    season: two(episode.season),
    episode: two(episode.episode_num),
  })
}

/** Whole minutes from seconds, or the default when the provider sent none. */
export function durationMinutes(seconds: number | null | undefined, fallback: number): number {
  return seconds && seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : fallback
}

/** How many of `total` are shown after `pages` pages, and how many remain. */
export function episodeWindow(total: number, pages: number) {
  const shown = Math.min(total, Math.max(1, pages) * EPISODE_PAGE_SIZE)
  return { shown, remaining: total - shown }
}
