import type { Category } from '../catalogue/categories'
import type { SeriesWithEpisodes } from '../catalogue/catalogue'
import type { Channel, Movie, Series } from '../catalogue/types'
import type { UrlContext } from './url-context'

export type Row = Record<string, unknown>

/** One panel family's way of shaping the same catalogue facts into JSON. */
export interface PanelFormat {
  family: 'xc2' | 'xui'
  category(category: Category): Row
  /** XUI repeats an item once per category when unfiltered; XC2 always gives one row. */
  movieRows(movie: Movie, ctx: UrlContext, categoryFilter?: number): Row[]
  seriesRows(series: Series, ctx: UrlContext, categoryFilter?: number): Row[]
  channelRows(channel: Channel, ctx: UrlContext, categoryFilter?: number): Row[]
  vodInfo(movie: Movie | undefined, ctx: UrlContext): unknown
  seriesInfo(found: SeriesWithEpisodes | undefined, ctx: UrlContext): unknown
}

export function categoryRow(category: Category): Row {
  return { category_id: String(category.id), category_name: category.name, parent_id: 0 }
}

/** The category ids each row gets: one row per category when duplicating, else the first. */
export function rowCategories(ids: number[], filter: number | undefined, duplicate: boolean) {
  if (filter !== undefined) return [filter]
  if (ids.length === 0) return [null]
  return duplicate ? ids : [ids[0]!]
}

/** `tv_archive_duration` as the panel declares it: days, or hours on the channel that says hours. */
export function declaredArchive(channel: Channel): number {
  return channel.archiveInHours ? channel.tvArchiveDays * 24 : channel.tvArchiveDays
}

export function fiveBased(rating: number | null): number {
  return rating === null ? 0 : Math.round(rating * 5) / 10
}

export function duration(seconds: number): string {
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0')
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')
  const ss = String(seconds % 60).padStart(2, '0')
  return `${hh}:${mm}:${ss}`
}

export function displayName(title: string, year: number | null): string {
  return year === null ? title : `${title} (${year})`
}

export function seasonName(season: number): string {
  return season === 0 ? 'Especiais' : `Temporada ${season}`
}
