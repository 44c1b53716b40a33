import type { Movie, Series } from '../catalogue/types'
import type { PanelFormat, Row } from './format-common'
import {
  categoryRow,
  declaredArchive,
  displayName,
  duration,
  fiveBased,
  rowCategories,
  seasonName,
} from './format-common'
import { phpList } from './php-json'
import type { UrlContext } from './url-context'
import { imageUrl } from './url-context'

function seriesFields(s: Series, ctx: UrlContext): Row {
  return {
    name: displayName(s.title, s.year),
    title: s.title,
    year: s.year === null ? null : String(s.year),
    cover: imageUrl(ctx, 'series', s.id),
    plot: s.plot,
    cast: s.cast,
    director: s.director,
    genre: s.genre,
    release_date: s.releaseDate,
    releaseDate: s.releaseDate,
    last_modified: String(s.lastModified),
    rating: String(Math.round(s.rating)),
    rating_5based: fiveBased(s.rating),
    backdrop_path: [imageUrl(ctx, 'series-backdrop', s.id)],
    youtube_trailer: '',
    episode_run_time: String(s.runtimeMinutes),
  }
}

function movieData(m: Movie, categoryId: number | null): Row {
  return {
    stream_id: m.id,
    name: displayName(m.title, m.year),
    title: m.title,
    year: m.year === null ? null : String(m.year),
    added: String(m.added),
    category_id: categoryId === null ? null : String(categoryId),
    category_ids: m.categoryIds,
    container_extension: m.container,
    custom_sid: '',
    direct_source: '',
  }
}

export const xuiFormat: PanelFormat = {
  family: 'xui',
  category: categoryRow,
  movieRows: (m, ctx, filter) =>
    rowCategories(m.categoryIds, filter, true).map((categoryId) => ({
      name: displayName(m.title, m.year),
      title: m.title,
      year: m.year === null ? null : String(m.year),
      stream_type: 'movie',
      stream_id: m.id,
      stream_icon: imageUrl(ctx, 'movie', m.id),
      rating: m.rating ?? 0,
      rating_5based: fiveBased(m.rating),
      added: String(m.added),
      plot: m.plot,
      cast: m.cast,
      director: m.director,
      genre: m.genre,
      release_date: m.releaseDate,
      youtube_trailer: '',
      episode_run_time: m.runtimeMinutes,
      category_id: categoryId === null ? null : String(categoryId),
      category_ids: m.categoryIds,
      container_extension: m.container,
      custom_sid: '',
      direct_source: '',
    })),
  seriesRows: (s, ctx, filter) =>
    rowCategories(s.categoryIds, filter, true).map((categoryId) => ({
      ...seriesFields(s, ctx),
      stream_type: 'series',
      series_id: s.id,
      category_id: categoryId === null ? null : String(categoryId),
      category_ids: s.categoryIds,
    })),
  channelRows: (c, ctx, filter) =>
    rowCategories(c.categoryIds, filter, true).map((categoryId) => ({
      name: c.name,
      stream_type: 'live',
      stream_id: c.id,
      stream_icon: c.hasIcon ? imageUrl(ctx, 'channel', c.id) : '',
      epg_channel_id: c.epgChannelId,
      added: String(c.added),
      is_adult: c.adult ? 1 : 0,
      category_id: categoryId === null ? null : String(categoryId),
      category_ids: c.categoryIds,
      custom_sid: '',
      tv_archive: c.tvArchiveDays > 0 ? 1 : 0,
      direct_source: '',
      tv_archive_duration: declaredArchive(c),
      thumbnail: '',
    })),
  vodInfo: (m, ctx) => {
    if (!m) return { info: [] }
    const data = movieData(m, m.categoryIds[0] ?? null)
    if (m.sparse) return { info: [], movie_data: data }
    const poster = imageUrl(ctx, 'movie', m.id)
    return {
      info: {
        kinopoisk_url: '',
        tmdb_id: (m.id % 90_000) + 10_000,
        name: m.title,
        o_name: m.title,
        cover_big: poster,
        movie_image: poster,
        release_date: m.releaseDate,
        releasedate: m.releaseDate,
        episode_run_time: m.runtimeMinutes,
        youtube_trailer: '',
        director: m.director,
        actors: m.cast,
        cast: m.cast,
        description: m.plot,
        plot: m.plot,
        age: '',
        mpaa_rating: '',
        rating_count_kinopoisk: 0,
        country: 'Brasil',
        genre: m.genre,
        backdrop_path: [imageUrl(ctx, 'movie-backdrop', m.id)],
        duration_secs: m.runtimeMinutes * 60,
        duration: duration(m.runtimeMinutes * 60),
        bitrate: 190,
        rating: m.rating ?? 0,
        subtitles: [],
      },
      movie_data: data,
    }
  },
  seriesInfo: (found, ctx) => {
    if (!found) return unknownSeries()
    const { series: s, episodes } = found
    return {
      seasons: s.seasons.map((season, i) => ({
        air_date: s.releaseDate,
        episode_count: episodes[i]?.length ?? 0,
        id: s.id * 10 + season,
        name: seasonName(season),
        overview: '',
        season_number: season,
        vote_average: 0,
        cover: imageUrl(ctx, 'series', s.id),
        cover_big: imageUrl(ctx, 'series', s.id),
      })),
      info: {
        ...seriesFields(s, ctx),
        category_id: s.categoryIds[0] === undefined ? null : String(s.categoryIds[0]),
        category_ids: s.categoryIds,
      },
      ...(s.seasons.length === 0
        ? {}
        : {
            episodes: phpList(
              s.seasons.map((season, i) => [
                season,
                (episodes[i] ?? []).map((e) => ({
                  id: String(e.id),
                  episode_num: String(e.episodeNum),
                  title: e.title,
                  container_extension: e.container,
                  info: {
                    tmdb_id: e.id,
                    release_date: e.releaseDate,
                    plot: e.plot,
                    duration_secs: e.durationSecs,
                    duration: duration(e.durationSecs),
                    movie_image: imageUrl(ctx, 'episode', e.id),
                    bitrate: 190,
                    rating: 0,
                    season: e.season,
                    cover_big: imageUrl(ctx, 'episode', e.id),
                  },
                  subtitles: [],
                  custom_sid: '',
                  added: String(e.added),
                  season: e.season,
                  direct_source: '',
                })),
              ]),
            ),
          }),
    }
  },
}

/** XUI answers an unknown series with an object whose info fields are all null. */
function unknownSeries() {
  const info = Object.fromEntries(
    ['name', 'title', 'year', 'cover', 'plot', 'cast', 'director', 'genre', 'release_date']
      .concat(['releaseDate', 'last_modified', 'rating', 'rating_5based', 'backdrop_path'])
      .concat(['youtube_trailer', 'episode_run_time', 'category_id'])
      .map((key) => [key, null]),
  )
  return { seasons: [], info: { ...info, category_ids: [] }, episodes: [] }
}
