import { t } from '@myflix/shared'
import type { EpgEntry, Episode, Season, SeriesInfo } from '@myflix/shared'
import { ProviderError } from './provider-error'
import { buildItem, extensionOf, imageOf, readItem, unixOf } from './xtream.normalise'
import { loginObjectFailure } from './xtream-answer'
import type { ItemDraft } from './xtream.normalise'
import { htmlToPlainText, mayHoldMarkup } from './plain-text'
import { COUNT_MAX, cutText, TEXT_MAX } from './text-limits'
import {
  num,
  rawEpg,
  rawEpisode,
  rawEpisodeInfo,
  rawSeason,
  readSeriesRow,
  readStreamRow,
  readVodInfo,
  record,
  text,
} from './xtream.schemas'

/** An object body, or the auth error a login object means, or 'wrong-shape'. */
function expectObject(value: unknown): Record<string, unknown> {
  const failure = loginObjectFailure(value)
  if (failure) throw failure
  const object = record.parse(value)
  if (!object) throw new ProviderError('invalid-answer', { reason: 'wrong-shape' })
  return object
}

/** "02:00:00" / "36:54" → seconds. */
function clockSeconds(value: string | null): number | null {
  const parts = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value ?? '')
  if (!parts) return null
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2]) * 60 + Number(parts[3])
}

function durationOf(secs: number | null, clock: string | null): number | null {
  return secs !== null && secs > 0 ? Math.trunc(secs) : clockSeconds(clock)
}

/**
 * get_vod_info. `{"info":[]}` without movie_data is "not found" → null. A known film with no
 * metadata (`info: []` plus movie_data) still plays, from movie_data. What the panel left out stays
 * null, not the spec's defaults: the details merge it into the list row, which may know it.
 */
export function normaliseVodInfo(value: unknown, vodId: string): ItemDraft | null {
  if (Array.isArray(value)) return null
  const body = expectObject(value)
  const info = record.parse(body.info)
  const movieData = record.parse(body.movie_data)
  if (!info && !movieData) return null
  const raw = readVodInfo(info ?? {})
  const data = readStreamRow(movieData ?? {})
  const merged = {
    ...raw,
    // movie_data's bare `title` too: XUI's `name` there is "Title (Year)", unlike the list's title.
    title: raw.title ?? data.title,
    name: raw.name ?? data.name,
    year: data.year ?? raw.year,
    category_id: data.category_id ?? raw.category_id,
    category_ids: data.category_ids.length > 0 ? data.category_ids : raw.category_ids,
    container_extension: data.container_extension ?? raw.container_extension,
  }
  return readItem('movie', data.stream_id ?? vodId, merged, {
    image: imageOf(raw.cover_big, raw.movie_image, data.stream_icon),
    added: movieData?.added,
    rating: info?.rating,
    duration: durationOf(raw.duration_secs, raw.duration),
  })
}

type Grouped = Map<number, unknown[]>

/**
 * `episodes`: an object keyed by season, or an array of arrays (index = season, when PHP saw
 * keys 0..n-1), or []/null/missing; a season may hold one object instead of a list.
 */
function groupEpisodes(value: unknown): Grouped {
  const grouped: Grouped = new Map()
  const add = (season: number, rows: unknown) => {
    const list = Array.isArray(rows) ? rows : record.parse(rows) ? [rows] : []
    grouped.set(season, [...(grouped.get(season) ?? []), ...list])
  }
  if (Array.isArray(value)) value.forEach((rows, index) => add(index, rows))
  else
    for (const [key, rows] of Object.entries(record.parse(value) ?? {})) {
      const season = Number.parseInt(key, 10)
      if (Number.isInteger(season) && season >= 0) add(season, rows)
    }
  return grouped
}

function toEpisode(row: unknown, season: number): Episode | null {
  const raw = rawEpisode.safeParse(row)
  if (!raw.success || !raw.data.id) return null
  const info = rawEpisodeInfo.parse(raw.data.info ?? {})
  const episodeNum =
    raw.data.episode_num !== null ? Math.max(0, Math.trunc(raw.data.episode_num)) : 0
  return {
    id: raw.data.id,
    episode_num: episodeNum,
    season,
    title: raw.data.title ?? info.name ?? t('provider.defaults.episode', { num: episodeNum }),
    container_extension: extensionOf(raw.data.container_extension, 'mp4') ?? 'mp4',
    duration: durationOf(info.duration_secs, info.duration),
    plot: info.plot ?? info.overview,
    movie_image: imageOf(info.movie_image, info.cover_big),
  }
}

/**
 * get_series_info. XC2 answers an unknown id with a top-level [] and XUI with `info.name: null`
 * and no episodes: both → null. Seasons are those that have episodes (the provider's `seasons`
 * come from TMDB and may list more, or be empty), grouped by the key/index, not the field. The
 * first COUNT_MAX.episodes episodes are kept, in season order.
 */
export function normaliseSeriesInfo(value: unknown, seriesId: string): SeriesInfo | null {
  if (Array.isArray(value)) return null
  const body = expectObject(value)
  const info = record.parse(body.info)
  const episodes: Record<string, Episode[]> = {}
  let room = COUNT_MAX.episodes
  for (const [season, rows] of groupEpisodes(body.episodes)) {
    const seen = new Set<string>()
    const list: Episode[] = []
    for (let at = 0; at < rows.length && list.length < room; at += 1) {
      const episode = toEpisode(rows[at], season)
      if (episode === null || seen.has(episode.id)) continue
      seen.add(episode.id)
      list.push(episode)
    }
    room -= list.length
    if (list.length > 0)
      episodes[String(season)] = list.sort((a, b) => a.episode_num - b.episode_num)
  }
  const hasEpisodes = Object.keys(episodes).length > 0
  if (!hasEpisodes && text.parse(info?.name) === null) return null
  const raw = readSeriesRow(info ?? {})
  const series = buildItem('series', seriesId, raw, {
    image: imageOf(raw.cover, info?.cover_big),
    added: info?.last_modified,
    rating: info?.rating,
  })
  const declared = new Map<number, { name: string | null; cover: string | null }>()
  for (const row of Array.isArray(body.seasons) ? body.seasons : []) {
    const season = rawSeason.safeParse(row)
    const number = season.success ? season.data.season_number : null
    // Only seasons that have episodes are shown: the others are not kept, however many are listed.
    if (season.success && number !== null && episodes[String(number)] !== undefined)
      declared.set(number, {
        name: season.data.name,
        cover: imageOf(season.data.cover_big, season.data.cover),
      })
  }
  const seasons: Season[] = Object.keys(episodes)
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => ({ season_number: n, ...(declared.get(n) ?? { name: null, cover: null }) }))
  return { series, seasons, episodes }
}

/**
 * EPG titles are base64 of UTF-8; a value that is not (or decodes to junk) is shown raw. Either
 * way as plain text (no markup) of at most `max` code units.
 */
function decodeBase64(value: string | null, max: number): string {
  if (!value) return ''
  const decoded =
    value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)
      ? value
      : Buffer.from(value, 'base64').toString('utf8')
  const raw = decoded.includes('\uFFFD') ? value : decoded
  const shown = mayHoldMarkup(raw) ? htmlToPlainText(raw) : raw
  return shown.length > max ? cutText(shown, max) : shown
}

/** "2025-03-03 18:00:00" read as UTC: only a fallback, panels send it in their own zone. */
function dateSeconds(value: string | null): number | null {
  if (!value) return null
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? `${value.replace(' ', 'T')}Z` : value)
  return Number.isNaN(ms) ? null : Math.trunc(ms / 1000)
}

/** get_short_epg: `epg_listings` as a list, keyed by stream id, or []; timestamps preferred. */
export function normaliseEpg(value: unknown): EpgEntry[] {
  if (Array.isArray(value)) return []
  const body = expectObject(value)
  const listings = body.epg_listings
  const rows = Array.isArray(listings)
    ? listings
    : Object.values(record.parse(listings) ?? {}).flat()
  const entries: EpgEntry[] = []
  for (const row of rows) {
    if (entries.length >= COUNT_MAX.epgEntries) break
    const raw = rawEpg.safeParse(row)
    if (!raw.success) continue
    const start = unixOf(raw.data.start_timestamp) ?? dateSeconds(raw.data.start)
    const endNumber = num.parse(raw.data.end)
    const end =
      unixOf(raw.data.stop_timestamp) ??
      (endNumber !== null ? unixOf(endNumber) : dateSeconds(text.parse(raw.data.end))) ??
      dateSeconds(raw.data.stop)
    if (start === null || end === null) continue
    entries.push({
      id: raw.data.id ?? `${start}`,
      title: decodeBase64(raw.data.title, TEXT_MAX.name),
      description: decodeBase64(raw.data.description, TEXT_MAX.plot),
      start,
      end,
    })
  }
  return entries.sort((a, b) => a.start - b.start)
}
