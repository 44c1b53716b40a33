import { archiveDaysFrom } from '@myflix/shared'
import { z } from 'zod'
import { htmlToPlainText, mayHoldMarkup } from './plain-text'
import { COUNT_MAX, cutText, TEXT_MAX } from './text-limits'

// Lenient schemas for what real panels send (research xtream-api.md §2-§7). Every scalar may be a
// string, a number, null, "" or missing, so each field is read with a coercing helper that never
// fails; a row only fails when it is not an object at all. Each text is cut, and each list bounded,
// as it is read (text-limits.ts). Rules about what is *required* (an id) live in
// xtream.normalise.ts, where a missing one is counted as a mapping failure.

// A missing key must still reach the transform (zod 4 otherwise reports it as absent).
const anyValue = z
  .unknown()
  .optional()
  .transform((v): unknown => v)

const ID = /^[\w-]{1,64}$/
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

/**
 * Trimmed text of at most `max` code units (TEXT_MAX); "", "null", "undefined", objects and arrays
 * become null.
 */
export function toText(v: unknown, max: number): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null
  if (typeof v !== 'string' || v === '') return null
  // Most values need no trimming; trim() would still cost a call per field of every row.
  const trimmed =
    isPlainEdge(v.charCodeAt(0)) && isPlainEdge(v.charCodeAt(v.length - 1)) ? v : v.trim()
  if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined') return null
  return trimmed.length > max ? cutText(trimmed, max) : trimmed
}

/**
 * toText for what people read (names, plots, cast, genres), which panels may send as HTML: tags
 * out and entities decoded (plain-text.ts), then cut to `max`. Read at twice the cap first, since
 * markup takes room the text does not, and so the work stays bounded.
 */
export function toPlainText(v: unknown, max: number): string | null {
  const value = toText(v, 2 * max)
  if (value === null) return null
  const plain = mayHoldMarkup(value) ? htmlToPlainText(value) : value
  if (plain === '') return null
  return plain.length > max ? cutText(plain, max) : plain
}

/** Printable ASCII: surely not whitespace trim() would remove. */
function isPlainEdge(code: number): boolean {
  return code > 32 && code < 127
}

/** An address: trimmed text, or null when longer than TEXT_MAX.url (a cut one would be wrong). */
export function toUrl(v: unknown): string | null {
  const text = toText(v, Infinity)
  return text !== null && text.length <= TEXT_MAX.url ? text : null
}

/** An id: a non-negative integer or a non-empty token, always as a string. */
export function toId(v: unknown): string | null {
  const value = toText(v, Infinity)
  return value !== null && ID.test(value) ? value : null
}

/** A finite number from a number or a numeric string ("7", " 6.8 "); "n/A", "N/A", "" → null. */
export function toNum(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v !== 'string' || !NUMERIC.test(v)) return null
  return Number(v)
}

/** 1/"1"/true → true; everything else (0, "0", "None", null) → false. */
export function toFlag(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true'
}

/**
 * An array, a single value or nothing (`backdrop_path`: array | string | "" | null) → the first
 * `maxItems` values `read` accepts.
 */
export function toList(v: unknown, read: (x: unknown) => string | null, maxItems: number) {
  if (v === undefined || v === null || v === '') return []
  const list = Array.isArray(v) ? (v as unknown[]) : [v]
  const values: string[] = []
  for (let at = 0; at < list.length && values.length < maxItems; at += 1) {
    const value = read(list[at])
    if (value !== null) values.push(value)
  }
  return values
}

/** `category_ids` (XUI): an array of ints or strings; anything else → []. */
export function toIdList(v: unknown): string[] {
  return Array.isArray(v) ? toList(v, toId, COUNT_MAX.categoryIds) : []
}

/** A JSON object (not an array); `info: []`, null or missing become undefined. */
export function toRecord(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined
}

const coerce = <T>(fn: (v: unknown) => T) =>
  z
    .unknown()
    .optional()
    .transform((v) => fn(v))

/** Names and every other short text. */
export const text = coerce((v) => toText(v, TEXT_MAX.name))
/** A name or title people read (markup taken out). */
export const label = coerce((v) => toPlainText(v, TEXT_MAX.name))
export const plot = coerce((v) => toPlainText(v, TEXT_MAX.plot))
export const url = coerce(toUrl)
export const id = coerce(toId)
export const num = coerce(toNum)
export const flag = coerce(toFlag)
export const record = coerce(toRecord)

export type RawCategory = { category_id: string | null; category_name: string | null }

type Row = Record<string, unknown>

/** What every title row (and get_vod_info's `info`) may carry; each text cut per TEXT_MAX. */
function readCommon(row: Row) {
  return {
    name: toPlainText(row.name, TEXT_MAX.name),
    title: toPlainText(row.title, TEXT_MAX.name),
    year: toText(row.year, TEXT_MAX.name),
    rating: row.rating,
    added: row.added,
    plot: toPlainText(row.plot, TEXT_MAX.plot),
    description: toPlainText(row.description, TEXT_MAX.plot),
    cast: toPlainText(row.cast, TEXT_MAX.list),
    actors: toPlainText(row.actors, TEXT_MAX.list),
    director: toPlainText(row.director, TEXT_MAX.list),
    genre: toPlainText(row.genre, TEXT_MAX.list),
    release_date: toText(row.release_date, TEXT_MAX.name),
    releaseDate: toText(row.releaseDate, TEXT_MAX.name),
    releasedate: toText(row.releasedate, TEXT_MAX.name),
    episode_run_time: toNum(row.episode_run_time),
    backdrop_path: toList(row.backdrop_path, toUrl, COUNT_MAX.backdrops),
    category_id: toId(row.category_id),
    category_ids: toIdList(row.category_ids),
    container_extension: toText(row.container_extension, TEXT_MAX.name),
    is_adult: toFlag(row.is_adult),
  }
}

// Plain functions, not zod schemas: list rows (100k+ per ingest) are read with them, and a zod
// parse per row costs ~50 µs. The rare info answers use them too, so each field has one reader.

export function readStreamRow(row: Row) {
  return Object.assign(readCommon(row), {
    stream_id: toId(row.stream_id),
    stream_icon: toUrl(row.stream_icon),
  })
}
export type RawStream = ReturnType<typeof readStreamRow>

/**
 * What only live rows carry: the channel number (`num`), the guide's channel id and the days of
 * catch-up (`tv_archive_duration`, counted only when `tv_archive` is on, read by the shared
 * `archiveDaysFrom`: hours above 31, at most 14 days). An epg id longer than a
 * name is dropped rather than cut: a cut id would name another channel's programmes.
 */
export function readLiveRow(row: Row) {
  const num = toNum(row.num)
  const epg = toText(row.epg_channel_id, Infinity)
  return {
    number:
      num !== null && num >= 0 && Number.isSafeInteger(Math.trunc(num)) ? Math.trunc(num) : null,
    epg_channel_id: epg !== null && epg.length <= TEXT_MAX.name ? epg : null,
    tv_archive_days: toFlag(row.tv_archive)
      ? archiveDaysFrom(toNum(row.tv_archive_duration) ?? 0)
      : 0,
  }
}

export function readSeriesRow(row: Row) {
  return Object.assign(readCommon(row), { series_id: toId(row.series_id), cover: toUrl(row.cover) })
}
export type RawSeries = ReturnType<typeof readSeriesRow>

export function readCategoryRow(row: Row): RawCategory {
  return {
    category_id: toId(row.category_id),
    category_name: toPlainText(row.category_name, TEXT_MAX.name),
  }
}

/** get_vod_info's `info`. */
export function readVodInfo(info: Row) {
  return Object.assign(readCommon(info), {
    cover_big: toUrl(info.cover_big),
    movie_image: toUrl(info.movie_image),
    duration_secs: toNum(info.duration_secs),
    duration: toText(info.duration, TEXT_MAX.name),
  })
}
export type RawVodInfo = ReturnType<typeof readVodInfo>

export const rawEpisodeInfo = z.object({
  plot,
  overview: plot,
  duration_secs: num,
  duration: text,
  movie_image: url,
  cover_big: url,
  name: label,
})

export const rawEpisode = z.object({
  id,
  episode_num: num,
  title: label,
  container_extension: text,
  season: num,
  info: record,
})
export type RawEpisode = z.infer<typeof rawEpisode>

export const rawSeason = z.object({
  season_number: num,
  name: label,
  cover: url,
  cover_big: url,
})

export const rawUserInfo = z.object({
  username: text,
  auth: anyValue,
  status: text,
  exp_date: anyValue,
  is_trial: flag,
  active_cons: num,
  max_connections: num,
  created_at: anyValue,
  allowed_output_formats: coerce((v) =>
    toList(v, (x) => toText(x, TEXT_MAX.name), COUNT_MAX.outputFormats),
  ),
})
export type RawUserInfo = z.infer<typeof rawUserInfo>

export const rawServerInfo = z.object({
  timezone: text,
  timestamp_now: num,
  xui: flag,
  version: text,
})

/**
 * EPG texts are base64 (4 characters for every 3 bytes, up to 3 bytes a code unit): read at 4x
 * their cap, which can only cut what would be cut once decoded anyway, and cut again when decoded.
 */
export const rawEpg = z.object({
  id: text,
  title: coerce((v) => toText(v, 4 * TEXT_MAX.name)),
  description: coerce((v) => toText(v, 4 * TEXT_MAX.plot)),
  start: text,
  end: anyValue,
  stop: text,
  start_timestamp: num,
  stop_timestamp: num,
})
export type RawEpg = z.infer<typeof rawEpg>
