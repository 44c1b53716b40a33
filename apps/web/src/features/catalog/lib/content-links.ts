import type { ContentType } from '@myflix/shared'
import { paths, type CategoryType, type DetailsType, type GridType } from '@/config/paths'

const DETAILS_TYPE: Record<ContentType, DetailsType> = {
  movie: 'movie',
  series: 'series',
  live: 'channel',
}

/** /details/movie|series|channel/{id} for an item. */
export const detailsHref = (type: ContentType, id: string) =>
  paths.details.getHref(DETAILS_TYPE[type], id)

/** The same page with the player open on the item, so a reload keeps playing it. */
export const watchHref = (type: ContentType, id: string) =>
  paths.details.getPlayHref(DETAILS_TYPE[type], id)

/** What Filmes and Séries browse as poster sections (/tv lists channel rows: features/guide). */
export type BrowseType = Exclude<ContentType, 'live'>

/** The URL kinds of /category and /grid mapped to content types (spec §2). */
export const CATEGORY_TYPES: Record<CategoryType, ContentType> = {
  filmes: 'movie',
  series: 'series',
  canais: 'live',
}
export const GRID_TYPES: Record<GridType, ContentType> = {
  filmes: 'movie',
  series: 'series',
  tv: 'live',
}

export const CATEGORY_TYPE_OF: Record<ContentType, CategoryType> = {
  movie: 'filmes',
  series: 'series',
  live: 'canais',
}

/** Spec §2: the back target of a category page. */
export const backHref = (type: CategoryType | undefined) =>
  type === 'filmes'
    ? paths.movies.getHref()
    : type === 'series'
      ? paths.series.getHref()
      : type === 'canais'
        ? paths.tv.getHref()
        : paths.home.getHref()

export const isCategoryType = (value: string | undefined): value is CategoryType =>
  value === 'filmes' || value === 'series' || value === 'canais'
export const isGridType = (value: string | undefined): value is GridType =>
  value === 'filmes' || value === 'series' || value === 'tv'
