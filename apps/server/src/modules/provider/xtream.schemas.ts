import { z } from 'zod'

// Lenient schemas for what real panels send (research xtream-api.md §2-§7). Every scalar may be a
// string, a number, null, "" or missing, so each field is read with a coercing helper that never
// fails; a row only fails when it is not an object at all. Rules about what is *required* (an id)
// live in xtream.normalise.ts, where a missing one is counted as a mapping failure.

// A missing key must still reach the transform (zod 4 otherwise reports it as absent).
const anyValue = z
  .unknown()
  .optional()
  .transform((v): unknown => v)

// The coercions are plain functions: list rows (100k+ per ingest) are read with them directly,
// since a zod parse per row costs ~50 µs; the rare info/account answers keep the zod schemas.

const ID = /^[\w-]{1,64}$/
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/

/** Trimmed text; "", "null", "undefined", objects and arrays become null. */
export function toText(v: unknown): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null
  if (typeof v !== 'string' || v === '') return null
  // Most values need no trimming; trim() would still cost a call per field of every row.
  const trimmed =
    isPlainEdge(v.charCodeAt(0)) && isPlainEdge(v.charCodeAt(v.length - 1)) ? v : v.trim()
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed
}

/** Printable ASCII: surely not whitespace trim() would remove. */
function isPlainEdge(code: number): boolean {
  return code > 32 && code < 127
}

/** An id: a non-negative integer or a non-empty token, always as a string. */
export function toId(v: unknown): string | null {
  const value = toText(v)
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

/** `category_ids` (XUI): an array of ints or strings; anything else → []. */
export function toIdList(v: unknown): string[] {
  if (!Array.isArray(v)) return []
  const ids: string[] = []
  for (const x of v) {
    const value = toId(x)
    if (value !== null) ids.push(value)
  }
  return ids
}

/** `backdrop_path`: array | string | "" | null | missing → string[]. */
export function toStringList(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return []
  const list = Array.isArray(v) ? (v as unknown[]) : [v]
  const texts: string[] = []
  for (const x of list) {
    const value = toText(x)
    if (value !== null) texts.push(value)
  }
  return texts
}

/** A JSON object (not an array); `info: []`, null or missing become undefined. */
export function toRecord(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined
}

const coerce = <T>(fn: (v: unknown) => T) => z.unknown().optional().transform(fn)

export const text = coerce(toText)
export const id = coerce(toId)
export const num = coerce(toNum)
export const flag = coerce(toFlag)
export const idList = coerce(toIdList)
export const stringList = coerce(toStringList)
export const record = coerce(toRecord)

export const rawCategory = z.object({ category_id: id, category_name: text })
export type RawCategory = z.infer<typeof rawCategory>

const common = {
  name: text,
  title: text,
  year: text,
  rating: anyValue,
  added: anyValue,
  plot: text,
  description: text,
  cast: text,
  actors: text,
  director: text,
  genre: text,
  release_date: text,
  releaseDate: text,
  releasedate: text,
  episode_run_time: num,
  backdrop_path: stringList,
  category_id: id,
  category_ids: idList,
  container_extension: text,
  is_adult: flag,
}

export const rawStream = z.object({
  ...common,
  stream_id: id,
  stream_icon: text,
})
export type RawStream = z.infer<typeof rawStream>

export const rawSeries = z.object({ ...common, series_id: id, cover: text })
export type RawSeries = z.infer<typeof rawSeries>

type Row = Record<string, unknown>

/** The plain-function twin of `common`, for list rows (keep both in step; the tests pin them). */
function readCommon(row: Row) {
  return {
    name: toText(row.name),
    title: toText(row.title),
    year: toText(row.year),
    rating: row.rating,
    added: row.added,
    plot: toText(row.plot),
    description: toText(row.description),
    cast: toText(row.cast),
    actors: toText(row.actors),
    director: toText(row.director),
    genre: toText(row.genre),
    release_date: toText(row.release_date),
    releaseDate: toText(row.releaseDate),
    releasedate: toText(row.releasedate),
    episode_run_time: toNum(row.episode_run_time),
    backdrop_path: toStringList(row.backdrop_path),
    category_id: toId(row.category_id),
    category_ids: toIdList(row.category_ids),
    container_extension: toText(row.container_extension),
    is_adult: toFlag(row.is_adult),
  }
}

export function readStreamRow(row: Row): RawStream {
  return Object.assign(readCommon(row), {
    stream_id: toId(row.stream_id),
    stream_icon: toText(row.stream_icon),
  })
}

export function readSeriesRow(row: Row): RawSeries {
  return Object.assign(readCommon(row), {
    series_id: toId(row.series_id),
    cover: toText(row.cover),
  })
}

export function readCategoryRow(row: Row): RawCategory {
  return { category_id: toId(row.category_id), category_name: toText(row.category_name) }
}

export const rawVodInfo = z.object({
  ...common,
  cover_big: text,
  movie_image: text,
  duration_secs: num,
  duration: text,
})
export type RawVodInfo = z.infer<typeof rawVodInfo>

export const rawEpisodeInfo = z.object({
  plot: text,
  overview: text,
  duration_secs: num,
  duration: text,
  movie_image: text,
  cover_big: text,
  name: text,
})

export const rawEpisode = z.object({
  id,
  episode_num: num,
  title: text,
  container_extension: text,
  season: num,
  info: record,
})
export type RawEpisode = z.infer<typeof rawEpisode>

export const rawSeason = z.object({
  season_number: num,
  name: text,
  cover: text,
  cover_big: text,
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
  allowed_output_formats: stringList,
})
export type RawUserInfo = z.infer<typeof rawUserInfo>

export const rawServerInfo = z.object({
  timezone: text,
  timestamp_now: num,
  xui: flag,
  version: text,
})

export const rawEpg = z.object({
  id: text,
  title: text,
  description: text,
  start: text,
  end: anyValue,
  stop: text,
  start_timestamp: num,
  stop_timestamp: num,
})
export type RawEpg = z.infer<typeof rawEpg>
