import { z } from 'zod'
import { catalogItemSchema } from '../catalog/catalog.schema'

// The user's library (issue 17): playback positions, watched marks, favourites and recent channels,
// kept by the server per user and per provider account (see docs/decisions.md "library scope").

const idSchema = z.string().min(1).max(64)
/** Two days: longer than any title, short enough to refuse nonsense. */
const secondsSchema = z.number().finite().nonnegative().max(172_800)
const isoSchema = z.iso.datetime({ offset: true })

/** What a position belongs to: a movie, or one episode of a series. */
export const libraryKindSchema = z.enum(['movie', 'episode'])
export type LibraryKind = z.infer<typeof libraryKindSchema>

/** An episode as the library names it: enough to label it ("T2E4 · name") and play it. */
export const episodeRefSchema = z.object({
  id: idSchema,
  season: z.number().int().nonnegative().max(10_000),
  episode_num: z.number().int().nonnegative().max(100_000),
  title: z.string().max(500),
  ext: z.string().max(16).nullable(),
})
export type EpisodeRef = z.infer<typeof episodeRefSchema>

/** A stored title card: the catalogue's item for a movie, a series or a channel, bounded in size. */
export const libraryContentSchema = catalogItemSchema
export type LibraryContent = z.infer<typeof libraryContentSchema>

/** Where playback of one movie or episode stands. */
const positionSchema = z.object({
  kind: libraryKindSchema,
  /** The movie's stream id, or the episode's id. */
  id: idSchema,
  /** Episodes: their series. */
  series_id: idSchema.nullable(),
  episode: episodeRefSchema.nullable(),
  position: secondsSchema,
  duration: secondsSchema,
})

/** One movie or episode the user started or marked. */
export const progressEntrySchema = positionSchema.extend({
  watched: z.boolean(),
  updated_at: isoSchema,
})
export type ProgressEntry = z.infer<typeof progressEntrySchema>

/** POST /api/library/progress: where playback stands now. The newest `at` wins across devices. */
export const savePositionRequestSchema = positionSchema.extend({
  /** When the device measured it; queued offline writes keep their own time. */
  at: isoSchema,
  /** The movie's or the series' card, for the 'Continuar Assistindo' row. */
  content: libraryContentSchema,
  /** Episodes: the one after (crossing seasons), so a finished episode moves the series on. */
  next: episodeRefSchema.nullable(),
})
export type SavePositionRequest = z.infer<typeof savePositionRequestSchema>

/** POST /api/library/watched: 'Marcar como assistido' / 'não assistido' for a title, episodes or a season. */
export const markWatchedRequestSchema = z.object({
  watched: z.boolean(),
  content: libraryContentSchema,
  items: z
    .array(
      z.object({
        kind: libraryKindSchema,
        id: idSchema,
        series_id: idSchema.nullable(),
        episode: episodeRefSchema.nullable(),
        duration: secondsSchema.nullable(),
      }),
    )
    .min(1)
    .max(5_000),
  /** Series: the episode after the last one marked, or null when none follows. */
  next: episodeRefSchema.nullable(),
  at: isoSchema,
})
export type MarkWatchedRequest = z.infer<typeof markWatchedRequestSchema>

/** One card of 'Continuar Assistindo': what to play and where it stands. */
export const continueItemSchema = z.object({
  /** The movie's or the series' card. */
  content: libraryContentSchema,
  kind: libraryKindSchema,
  /** What plays: the movie's stream id or the episode's id. */
  id: idSchema,
  episode: episodeRefSchema.nullable(),
  position: secondsSchema,
  duration: secondsSchema,
  updated_at: isoSchema,
})
export type ContinueItem = z.infer<typeof continueItemSchema>

/** Spec §3 Favorite: id, type, content, addedAt; the same id and type replaces. */
export const favoriteSchema = z.object({
  id: idSchema,
  type: z.enum(['movie', 'series']),
  content: libraryContentSchema,
  addedAt: isoSchema,
})
export type Favorite = z.infer<typeof favoriteSchema>
export type FavoriteType = Favorite['type']

/** The device's old 'myflix-favorites' entries, moved once into the signed-in user's library. */
export const importFavoritesRequestSchema = z.object({
  favorites: z.array(favoriteSchema).max(2_000),
})

export const recentChannelSchema = z.object({
  id: idSchema,
  content: libraryContentSchema,
  watched_at: isoSchema,
})
export type RecentChannel = z.infer<typeof recentChannelSchema>
