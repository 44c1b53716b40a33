import { z } from 'zod'

// The normalised catalogue contracts (spec §3) that the server emits and the web reads.
// No field ever carries a provider stream address: those hold the provider credentials, so
// playback goes through a signed proxy URL that the server hands out separately.

export const contentTypeSchema = z.enum(['movie', 'series', 'live'])
export type ContentType = z.infer<typeof contentTypeSchema>

export const categorySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
})
export type Category = z.infer<typeof categorySchema>

const idSchema = z.string().min(1)
const unixSecondsSchema = z.number().int().nullable()

/**
 * Spec §3 "normalised content item". `id` and `stream_id` are the provider's id for the type (the
 * series_id for series); ids of different types collide, so key content by (type, id).
 */
export const catalogItemSchema = z.object({
  id: idSchema,
  type: contentTypeSchema,
  name: z.string(),
  image: z.string().nullable(),
  plot: z.string(),
  rating: z.string(),
  year: z.string().nullable(),
  genre: z.string().nullable(),
  stream_id: idSchema,
  /** Lower-case; null for live channels (they play as ts/m3u8). */
  container_extension: z.string().nullable(),
  /** The primary category; `category_ids` holds every category the provider listed it under. */
  category_id: z.string().nullable(),
  category_ids: z.array(idSchema),
  category_name: z.string().nullable(),
  /** Unix seconds. */
  added: unixSecondsSchema,
  /** Adult: the provider's own flag (`is_adult`), or set by the server when any category is adult. */
  is_adult: z.boolean().optional(),
  director: z.string().nullable().optional(),
  cast: z.string().nullable().optional(),
  /** Seconds. */
  duration: z.number().nonnegative().nullable().optional(),
  release_date: z.string().nullable().optional(),
  backdrop: z.array(z.string()).optional(),
  /** Live channels: the provider's channel number (`num`). */
  number: z.number().int().nonnegative().nullable().optional(),
  /** Live channels: the id joining the channel to its guide programmes (XMLTV `channel`). */
  epg_channel_id: z.string().nullable().optional(),
  /** Live channels: days of catch-up the provider keeps (`tv_archive_duration`), 0 when none. */
  tv_archive_days: z.number().int().nonnegative().optional(),
})
export type CatalogItem = z.infer<typeof catalogItemSchema>

export const episodeSchema = z.object({
  id: idSchema,
  episode_num: z.number().int().nonnegative(),
  season: z.number().int().nonnegative(),
  title: z.string(),
  container_extension: z.string().default('mp4'),
  /** Seconds. */
  duration: z.number().nonnegative().nullable(),
  plot: z.string().nullable(),
  movie_image: z.string().nullable(),
})
export type Episode = z.infer<typeof episodeSchema>

export const seasonSchema = z.object({
  season_number: z.number().int().nonnegative(),
  name: z.string().nullable(),
  cover: z.string().nullable(),
})
export type Season = z.infer<typeof seasonSchema>

/** A show with its seasons (only those that have episodes) and episodes keyed by season number. */
export const seriesInfoSchema = z.object({
  series: catalogItemSchema,
  seasons: z.array(seasonSchema),
  episodes: z.record(z.string(), z.array(episodeSchema)),
})
export type SeriesInfo = z.infer<typeof seriesInfoSchema>

/** The provider account as the UI may show it; the provider password is never part of it. */
export const accountInfoSchema = z.object({
  username: z.string(),
  status: z.string(),
  /** Unix seconds; null means no expiry. */
  exp_date: unixSecondsSchema,
  max_connections: z.number().int().nullable(),
  active_cons: z.number().int().nullable(),
  is_trial: z.boolean(),
  allowed_output_formats: z.array(z.string()),
  created_at: unixSecondsSchema,
  server_info: z.object({
    timezone: z.string().nullable(),
    timestamp_now: unixSecondsSchema,
    xui: z.boolean(),
    version: z.string().nullable(),
  }),
})
export type AccountInfo = z.infer<typeof accountInfoSchema>

/** One programme of the short EPG; times are unix seconds, texts already base64-decoded. */
export const epgEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.number().int(),
  end: z.number().int(),
})
export type EpgEntry = z.infer<typeof epgEntrySchema>
