import { t, type CatalogItem } from '@myflix/shared'
import { DEFAULT_MOVIE_MINUTES, durationMinutes } from './episodes'

/** Spec §9: a title without a usable rating shows 8.0. */
export const DEFAULT_RATING = 8

export interface TitleFacts {
  /** Out of 10, one decimal, e.g. '7.4'. */
  rating: string
  /** Out of 5, for the stars. */
  stars: number
  year: string | null
  /** Movies only (default 120). */
  minutes: number | null
  badge: string
}

/** What the title card and the description show (spec §2 Details), with the spec's defaults. */
export function titleFacts(item: CatalogItem): TitleFacts {
  const parsed = Number.parseFloat(item.rating)
  const rating = Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 10) : DEFAULT_RATING
  const year = item.year || item.release_date?.match(/\d{4}/)?.[0] || null
  return {
    rating: rating.toFixed(1),
    stars: rating / 2,
    year,
    minutes: item.type === 'movie' ? durationMinutes(item.duration, DEFAULT_MOVIE_MINUTES) : null,
    badge: t(
      item.type === 'movie'
        ? 'titles.details.movieBadge'
        : item.type === 'series'
          ? 'titles.details.seriesBadge'
          : 'titles.details.liveBadge',
    ),
  }
}

/**
 * Whether the title has a synopsis of its own: the server fills a missing one with the spec's
 * default ('Sinopse não disponível'), which a channel's schedule replaces.
 */
export const hasOwnPlot = (item: Pick<CatalogItem, 'plot'>) => {
  const plot = item.plot.trim()
  return plot !== '' && plot !== t('provider.defaults.plot')
}
