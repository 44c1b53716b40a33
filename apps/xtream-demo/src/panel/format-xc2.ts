import type { Movie, Series } from '../catalogue/types'
import type { PanelFormat, Row } from './format-common'
import {
  categoryRow,
  declaredArchive,
  duration,
  fiveBased,
  rowCategories,
  seasonName,
} from './format-common'
import { phpList } from './php-json'
import type { UrlContext } from './url-context'
import { imageUrl } from './url-context'

// XC2 passes raw database strings through, so the quirks below vary by id, deterministically.

function rating(m: Movie): string {
  if (m.rating === null) return m.id % 2 === 0 ? '' : 'n/A'
  return String(m.rating)
}

/** backdrop_path comes as an array, `[]`, `""`, `null` or a bare string on real XC2 panels. */
function backdrop(kind: 'movie' | 'series', id: number, ctx: UrlContext): unknown {
  const url = imageUrl(ctx, `${kind}-backdrop`, id)
  return [[url], [], '', null, url][id % 5]
}

function category(id: number | null): string | null {
  return id === null ? null : String(id)
}

function seriesFields(s: Series, ctx: UrlContext): Row {
  return {
    name: s.title,
    cover: imageUrl(ctx, 'series', s.id),
    plot: s.plot,
    cast: s.cast,
    director: s.director,
    genre: s.genre,
    releaseDate: s.releaseDate ?? '',
    last_modified: String(s.lastModified),
    rating: String(Math.round(s.rating)),
    rating_5based: fiveBased(s.rating),
    backdrop_path: backdrop('series', s.id, ctx),
    youtube_trailer: '',
    episode_run_time: s.id % 7 === 0 ? '' : String(s.runtimeMinutes),
  }
}

function movieData(m: Movie): Row {
  return {
    stream_id: String(m.id),
    name: m.title,
    added: String(m.added),
    category_id: category(m.categoryIds[0] ?? null),
    container_extension: m.container,
    custom_sid: '',
    direct_source: '',
  }
}

export const xc2Format: PanelFormat = {
  family: 'xc2',
  category: categoryRow,
  movieRows: (m, ctx, filter) =>
    rowCategories(m.categoryIds, filter, false).map((categoryId) => ({
      name: m.title,
      stream_type: 'movie',
      stream_id: m.id,
      stream_icon: imageUrl(ctx, 'movie', m.id),
      rating: rating(m),
      rating_5based: fiveBased(m.rating),
      added: String(m.added),
      category_id: category(categoryId),
      container_extension: m.container,
      custom_sid: '',
      direct_source: '',
    })),
  seriesRows: (s, ctx, filter) =>
    rowCategories(s.categoryIds, filter, false).map((categoryId) => ({
      ...seriesFields(s, ctx),
      series_id: s.id,
      category_id: category(categoryId),
      stream_type: null,
    })),
  channelRows: (c, ctx, filter) =>
    rowCategories(c.categoryIds, filter, false).map((categoryId) => ({
      name: c.name,
      stream_type: 'live',
      stream_id: c.id,
      stream_icon: c.hasIcon ? imageUrl(ctx, 'channel', c.id) : '',
      epg_channel_id: c.epgChannelId,
      added: String(c.added),
      is_adult: c.adult ? '1' : '0',
      category_id: category(categoryId),
      custom_sid: c.id % 3 === 0 ? null : '',
      tv_archive: c.tvArchiveDays > 0 ? 1 : 0,
      direct_source: '',
      tv_archive_duration: c.tvArchiveDays > 0 ? String(declaredArchive(c)) : 0,
    })),
  vodInfo: (m, ctx) => {
    if (!m) return { info: [] }
    if (m.sparse) return { info: [], movie_data: movieData(m) }
    const runtime = m.runtimeMinutes * 60
    return {
      info: {
        movie_image: imageUrl(ctx, 'movie', m.id),
        tmdb_id: String((m.id % 90_000) + 10_000),
        backdrop_path: backdrop('movie', m.id, ctx),
        youtube_trailer: '',
        genre: m.genre,
        plot: m.plot,
        cast: m.cast,
        rating: rating(m),
        director: m.director,
        releasedate: m.releaseDate ?? '',
        duration_secs: runtime,
        duration: duration(runtime),
        // Raw ffprobe data is passed through; panels without it send an empty PHP array.
        video: m.id % 2 === 0 ? [] : { codec_name: 'h264', width: 640, height: 360 },
        audio: m.id % 2 === 0 ? [] : { codec_name: 'aac', channels: 1 },
        bitrate: 190,
        kinopoisk_url: '',
        country: 'Brasil',
      },
      movie_data: movieData(m),
    }
  },
  seriesInfo: (found, ctx) => {
    // XC2 leaves its output an empty PHP array for unknown ids, which encodes as `[]`.
    if (!found) return []
    const { series: s, episodes } = found
    const out: Row = {
      seasons: s.seasons.map((season, i) => ({
        air_date: s.releaseDate ?? '',
        episode_count: episodes[i]?.length ?? 0,
        id: s.id * 10 + season,
        name: seasonName(season),
        overview: '',
        season_number: season,
      })),
      info: { ...seriesFields(s, ctx), category_id: category(s.categoryIds[0] ?? null) },
    }
    if (s.seasons.length > 0) {
      out.episodes = phpList(
        s.seasons.map((season, i) => [
          season,
          // XC2 recounts episode_num 1..N per season and sends it as an int.
          (episodes[i] ?? []).map((e, n) => ({
            id: String(e.id),
            episode_num: n + 1,
            title: e.title,
            container_extension: e.container,
            info:
              e.id % 6 === 0
                ? []
                : {
                    movie_image: imageUrl(ctx, 'episode', e.id),
                    plot: e.plot,
                    releasedate: e.releaseDate,
                    duration_secs: String(e.durationSecs),
                    duration: duration(e.durationSecs),
                    video: [],
                    audio: [],
                    bitrate: 190,
                    rating: '',
                  },
            custom_sid: '',
            added: String(e.added),
            season: e.season,
            direct_source: '',
          })),
        ]),
      )
    }
    return out
  },
}
