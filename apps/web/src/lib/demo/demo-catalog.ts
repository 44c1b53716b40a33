import type { CatalogItem, CategoryCount, ContentType } from '@myflix/shared'
import { t } from '@myflix/shared'
import {
  channelLogo,
  movieFallbackPosters,
  seriesFallbackPosters,
} from '@/components/content/fallback-posters'
import { CHANNEL_GROUPS, MOVIE_GROUPS, SERIES_GROUPS, type DemoGroup } from './demo-titles'

// Spec §1: the built-in catalogues that fill the app until a cloud's real lists arrive. This module
// is only ever imported dynamically, so it stays out of the initial bundle.

/** Spec §3 demo movie. */
export interface DemoMovie {
  name: string
  category: string
  year: string
  rating: string
  stream_id: number
  category_id: string
  container_extension: string
  stream_icon: string
}
/** Spec §3 demo series. */
export interface DemoSeries {
  name: string
  category: string
  year: string
  rating: string
  series_id: number
  category_id: string
  cover: string
}
/** Spec §3 channel (demo channels carry a country). */
export interface DemoChannel {
  stream_id: number
  name: string
  category_id: string
  stream_icon: string
  country: string
}

const YEARS = ['2019', '2020', '2021', '2022', '2023', '2024']
const RATINGS = ['6.8', '7.1', '7.4', '7.9', '8.2', '8.5', '6.5', '7.7']

function flatten<T>(
  groups: readonly DemoGroup[],
  make: (title: string, index: number, group: DemoGroup) => T,
) {
  let index = 0
  return groups.flatMap((group) => group.titles.map((title) => make(title, index++, group)))
}

export const demoMovies: readonly DemoMovie[] = flatten(MOVIE_GROUPS, (name, i, group) => ({
  name,
  category: group.name,
  year: YEARS[i % YEARS.length] as string,
  rating: RATINGS[i % RATINGS.length] as string,
  stream_id: 900001 + i,
  category_id: group.id,
  container_extension: 'mp4',
  stream_icon: movieFallbackPosters[i % movieFallbackPosters.length] as string,
}))

export const demoSeries: readonly DemoSeries[] = flatten(SERIES_GROUPS, (name, i, group) => ({
  name,
  category: group.name,
  year: YEARS[(i + 2) % YEARS.length] as string,
  rating: RATINGS[(i + 3) % RATINGS.length] as string,
  series_id: 910001 + i,
  category_id: group.id,
  cover: seriesFallbackPosters[i % seriesFallbackPosters.length] as string,
}))

export const demoChannels: readonly DemoChannel[] = flatten(CHANNEL_GROUPS, (name, i, group) => ({
  stream_id: 920001 + i,
  name,
  category_id: group.id,
  stream_icon: channelLogo(name, (i * 47) % 360),
  country: 'Brasil',
}))

const categoriesOf = (groups: readonly DemoGroup[]): CategoryCount[] =>
  groups.map((group) => ({ id: group.id, name: group.name, count: group.titles.length }))

const base = (type: ContentType, id: number, categoryId: string, categoryName: string) => ({
  id: String(id),
  stream_id: String(id),
  type,
  plot: t('provider.defaults.plot'),
  genre: categoryName,
  category_id: categoryId,
  category_ids: [categoryId],
  category_name: categoryName,
  // Demo rows are "added" in list order, newest first, so Recentemente Adicionados has an order.
  added: 1_700_000_000 - id,
})

/** The demo lists in the normalised shape the screens read (spec §3 normalised content item). */
export const demoCatalog: Record<
  ContentType,
  { categories: CategoryCount[]; items: CatalogItem[] }
> = {
  movie: {
    categories: categoriesOf(MOVIE_GROUPS),
    items: demoMovies.map((movie) => ({
      ...base('movie', movie.stream_id, movie.category_id, movie.category),
      name: movie.name,
      image: movie.stream_icon,
      rating: movie.rating,
      year: movie.year,
      container_extension: movie.container_extension,
    })),
  },
  series: {
    categories: categoriesOf(SERIES_GROUPS),
    items: demoSeries.map((show) => ({
      ...base('series', show.series_id, show.category_id, show.category),
      name: show.name,
      image: show.cover,
      rating: show.rating,
      year: show.year,
      container_extension: null,
    })),
  },
  live: {
    categories: categoriesOf(CHANNEL_GROUPS),
    items: demoChannels.map((channel) => {
      const group = CHANNEL_GROUPS.find(({ id }) => id === channel.category_id) as DemoGroup
      return {
        ...base('live', channel.stream_id, channel.category_id, group.name),
        name: channel.name,
        image: channel.stream_icon,
        rating: t('provider.defaults.rating'),
        year: null,
        genre: null,
        container_extension: null,
      }
    }),
  },
}
