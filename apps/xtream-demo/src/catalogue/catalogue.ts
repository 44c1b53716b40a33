import type { Category, ScaleName } from './categories'
import { DANGLING_CATEGORY_ID, EMPTY_VOD_CATEGORY_NAME, categoriesFor } from './categories'
import {
  LIVE_ID_BASE,
  MOVIE_ID_BASE,
  SPECIAL_CHANNELS,
  SPECIAL_MOVIES,
  channelAt,
  movieAt,
} from './items'
import { SERIES_ID_BASE, SPECIAL_SERIES, episodesOf, locateEpisode, seriesAt } from './series'
import type { Channel, Episode, Movie, Series } from './types'

export const DEFAULT_SEED = 20_251_122
export const SCALES: Record<ScaleName, { movies: number; series: number; channels: number }> = {
  small: { movies: 200, series: 60, channels: 80 },
  big: { movies: 100_000, series: 20_000, channels: 20_000 },
  // The largest real accounts (issue 22). Its full lists are streamed, never kept (list-cache.ts).
  huge: { movies: 240_000, series: 60_000, channels: 150_000 },
}

export interface SeriesWithEpisodes {
  series: Series
  /** One list per entry of `series.seasons`, in the same order. */
  episodes: Episode[][]
}

/** What the panel layer reads; the control API layers its own additions over the same shape. */
export interface CatalogueView {
  readonly categories: { vod: Category[]; series: Category[]; live: Category[] }
  movies(categoryId?: number): Iterable<Movie>
  seriesList(categoryId?: number): Iterable<Series>
  channels(categoryId?: number): Iterable<Channel>
  findMovie(id: number): Movie | undefined
  findSeries(id: number): SeriesWithEpisodes | undefined
  findChannel(id: number): Channel | undefined
  findEpisode(id: number): Episode | undefined
}

export interface DemoFacts {
  threeSeasonSeriesId: number
  /** Its season 1 has more than 10 episodes, so "load more" has something to load. */
  longSeasonEpisodeCount: number
  specialsSeriesId: number
  emptySeriesId: number
  singleSeasonSeriesId: number
  mkvOnlyMovieId: number
  aviOnlyMovieId: number
  hevcMovieId: number
  /** Streams only `.mkv`: H.264, AC3 5.1 'por' ('Dublado'), AAC 'eng', a 'por' SRT; 2 minutes. */
  tracksMovieId: number
  /** Streams only `.ts`: H.264 and AAC (ADTS) in MPEG-TS; 2 minutes. */
  tsOnlyMovieId: number
  missingMovieId: number
  webmMovieId: number
  sparseMovieId: number
  /** Its plot and cast come with HTML tags and entities. */
  htmlMovieId: number
  upperMkvMovieId: number
  orphanMovieId: number
  danglingMovieId: number
  playableMovieId: number
  unknownMovieId: number
  unknownSeriesId: number
  mkvEpisodeId: number
  missingEpisodeId: number
  playableEpisodeId: number
  /** Has an EPG id and no archive. */
  epgChannelId: number
  noEpgChannelId: number
  /** Its live `.ts` and HLS segments carry MP2 audio; no EPG, no archive. */
  mp2ChannelId: number
  /** Has an EPG id and 7 days of catch-up archive. */
  archiveChannelId: number
  /** Has an EPG id and 3 days of archive, declared in hours (`tv_archive_duration` 72). */
  archiveHoursChannelId: number
  adultVodCategoryId: number
  adultLiveCategoryId: number
  emptyVodCategoryId: number
  danglingCategoryId: number
}

export interface DemoCatalogue extends CatalogueView {
  readonly seed: number
  readonly scale: ScaleName
  readonly counts: { movies: number; series: number; channels: number }
  readonly facts: DemoFacts
}

const memo = new Map<string, DemoCatalogue>()

/** The deterministic catalogue for a seed and scale. Items are generated on demand, not stored. */
export function demoCatalogue(seed = DEFAULT_SEED, scale: ScaleName = 'small'): DemoCatalogue {
  const key = `${seed}:${scale}`
  const cached = memo.get(key)
  if (cached) return cached
  const built = buildCatalogue(seed, scale)
  memo.set(key, built)
  return built
}

function buildCatalogue(seed: number, scale: ScaleName): DemoCatalogue {
  const counts = SCALES[scale]
  const categories = categoriesFor(scale)
  const movie = (i: number) => movieAt(seed, i, categories.vod)
  const series = (i: number) => seriesAt(seed, i, categories.series)
  const channel = (i: number) => channelAt(seed, i, categories.live)
  // Per-category index lists are built once per kind, so filtered big lists do not regenerate
  // every item; only the category streams of the PRNG are consulted.
  const indexes = new Map<string, Map<number, number[]>>()
  const inCategory = (kind: string, total: number, cats: (i: number) => number[], id: number) => {
    let byCategory = indexes.get(kind)
    if (!byCategory) {
      byCategory = new Map()
      for (let i = 0; i < total; i++) {
        for (const c of cats(i)) {
          const list = byCategory.get(c)
          if (list) list.push(i)
          else byCategory.set(c, [i])
        }
      }
      indexes.set(kind, byCategory)
    }
    return byCategory.get(id) ?? []
  }
  function* listOf<T>(total: number, at: (i: number) => T, only?: number[]) {
    if (only) for (const i of only) yield at(i)
    else for (let i = 0; i < total; i++) yield at(i)
  }
  const seriesWithEpisodes = (i: number): SeriesWithEpisodes => {
    const s = series(i)
    return { series: s, episodes: episodesOf(seed, s, i) }
  }
  const indexOf = (id: number, base: number, total: number) => {
    const i = id - base - 1
    return Number.isInteger(i) && i >= 0 && i < total ? i : undefined
  }
  const findSeries = (id: number) => {
    const i = indexOf(id, SERIES_ID_BASE, counts.series)
    return i === undefined ? undefined : seriesWithEpisodes(i)
  }
  const showcase = seriesWithEpisodes(SPECIAL_SERIES.threeSeasons)
  const episodeAt = (season: number, episode: number) =>
    showcase.episodes[showcase.series.seasons.indexOf(season)]![episode - 1]!.id
  const adult = (list: Category[]) => list.find((c) => c.adult)!.id
  const movieCats = (i: number) => movie(i).categoryIds
  return {
    seed,
    scale,
    counts,
    categories,
    movies: (categoryId) =>
      listOf(
        counts.movies,
        movie,
        categoryId === undefined
          ? undefined
          : inCategory('vod', counts.movies, movieCats, categoryId),
      ),
    seriesList: (categoryId) =>
      listOf(
        counts.series,
        series,
        categoryId === undefined
          ? undefined
          : inCategory('series', counts.series, (i) => series(i).categoryIds, categoryId),
      ),
    channels: (categoryId) =>
      listOf(
        counts.channels,
        channel,
        categoryId === undefined
          ? undefined
          : inCategory('live', counts.channels, (i) => channel(i).categoryIds, categoryId),
      ),
    findMovie: (id) => {
      const i = indexOf(id, MOVIE_ID_BASE, counts.movies)
      return i === undefined ? undefined : movie(i)
    },
    findSeries,
    findChannel: (id) => {
      const i = indexOf(id, LIVE_ID_BASE, counts.channels)
      return i === undefined ? undefined : channel(i)
    },
    findEpisode: (id) => {
      const where = locateEpisode(id)
      if (!where || where.seriesIndex >= counts.series) return undefined
      const found = seriesWithEpisodes(where.seriesIndex)
      return found.episodes[where.position]?.[where.episodeNum - 1]
    },
    facts: {
      threeSeasonSeriesId: showcase.series.id,
      longSeasonEpisodeCount: showcase.episodes[0]!.length,
      specialsSeriesId: SERIES_ID_BASE + SPECIAL_SERIES.specials + 1,
      emptySeriesId: SERIES_ID_BASE + SPECIAL_SERIES.empty + 1,
      singleSeasonSeriesId: SERIES_ID_BASE + SPECIAL_SERIES.singleSeason + 1,
      mkvOnlyMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.mkvOnly + 1,
      aviOnlyMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.aviOnly + 1,
      hevcMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.hevc + 1,
      tracksMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.tracks + 1,
      tsOnlyMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.tsOnly + 1,
      missingMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.missing + 1,
      webmMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.webm + 1,
      sparseMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.sparse + 1,
      htmlMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.htmlText + 1,
      upperMkvMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.upperMkv + 1,
      orphanMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.orphan + 1,
      danglingMovieId: MOVIE_ID_BASE + SPECIAL_MOVIES.dangling + 1,
      playableMovieId: firstPlayable(movie),
      unknownMovieId: MOVIE_ID_BASE + counts.movies + 50_000,
      unknownSeriesId: SERIES_ID_BASE + counts.series + 50_000,
      mkvEpisodeId: episodeAt(1, 2),
      missingEpisodeId: episodeAt(2, 3),
      playableEpisodeId: episodeAt(1, 1),
      epgChannelId: LIVE_ID_BASE + SPECIAL_CHANNELS.withEpg + 1,
      noEpgChannelId: LIVE_ID_BASE + SPECIAL_CHANNELS.withoutEpg + 1,
      mp2ChannelId: LIVE_ID_BASE + SPECIAL_CHANNELS.mp2Audio + 1,
      archiveChannelId: LIVE_ID_BASE + SPECIAL_CHANNELS.withArchive + 1,
      archiveHoursChannelId: LIVE_ID_BASE + SPECIAL_CHANNELS.archiveInHours + 1,
      adultVodCategoryId: adult(categories.vod),
      adultLiveCategoryId: adult(categories.live),
      emptyVodCategoryId: categories.vod.find((c) => c.name === EMPTY_VOD_CATEGORY_NAME)!.id,
      danglingCategoryId: DANGLING_CATEGORY_ID,
    },
  }
}

function firstPlayable(movie: (i: number) => Movie): number {
  for (let i = 0; ; i++) {
    const m = movie(i)
    if (m.media === 'standard' && m.container === 'mp4' && m.categoryIds.length > 0) return m.id
  }
}
