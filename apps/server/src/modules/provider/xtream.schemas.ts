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

/** Trimmed text; "", "null", "undefined", objects and arrays become null. */
export const text = z
  .unknown()
  .optional()
  .transform((v): string | null => {
    if (typeof v === 'number' && Number.isFinite(v)) return String(v)
    if (typeof v !== 'string') return null
    const trimmed = v.trim()
    return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed
  })

/** An id: a non-negative integer or a non-empty token, always as a string. */
export const id = text.transform((v) => (v !== null && /^[\w-]{1,64}$/.test(v) ? v : null))

/** A finite number from a number or a numeric string ("7", " 6.8 "); "n/A", "N/A", "" → null. */
export const num = z
  .unknown()
  .optional()
  .transform((v): number | null => {
    if (typeof v === 'number') return Number.isFinite(v) ? v : null
    if (typeof v !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(v)) return null
    return Number(v)
  })

/** 1/"1"/true → true; everything else (0, "0", "None", null) → false. */
export const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true')

/** `category_ids` (XUI): an array of ints or strings; anything else → []. */
export const idList = z
  .unknown()
  .optional()
  .transform((v): string[] => {
    if (!Array.isArray(v)) return []
    return v.map((x) => id.parse(x)).filter((x): x is string => x !== null)
  })

/** `backdrop_path`: array | string | "" | null | missing → string[]. */
export const stringList = z
  .unknown()
  .optional()
  .transform((v): string[] => {
    const list = Array.isArray(v) ? v : [v]
    return list.map((x) => text.parse(x)).filter((x): x is string => x !== null)
  })

/** A JSON object (not an array); `info: []`, null or missing become undefined. */
export const record = z
  .unknown()
  .optional()
  .transform((v) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined,
  )

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
