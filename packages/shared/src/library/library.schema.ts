import { z } from 'zod'
import { catalogItemSchema } from '../catalog/catalog.schema'

// The user's library (issue 17): playback positions, watched marks, favourites and recent channels,
// kept by the server per user and per provider account (see docs/decisions.md "library scope").

const idSchema = z.string().min(1).max(64)
/** A catch-up programme's library id: its channel and start (`catchupLibraryId`). */
const positionIdSchema = z.string().min(1).max(80)
/** Two days: longer than any title, short enough to refuse nonsense. */
const secondsSchema = z.number().finite().nonnegative().max(172_800)
const isoSchema = z.iso.datetime({ offset: true })

/** What a position belongs to: a movie, one episode of a series, or a catch-up programme. */
export const libraryKindSchema = z.enum(['movie', 'episode', 'catchup'])
export type LibraryKind = z.infer<typeof libraryKindSchema>
/** What can be marked watched: titles only (a catch-up programme is not a title). */
const markKindSchema = z.enum(['movie', 'episode'])

/**
 * A catch-up programme as the library names it (issue 19): its channel and bounds, so the
 * 'Continuar Assistindo' card plays it again, for as long as the channel's archive keeps it.
 */
export const programmeRefSchema = z.object({
  channel_id: idSchema,
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  title: z.string().max(500),
})
export type ProgrammeRef = z.infer<typeof programmeRefSchema>

/** The library id of a catch-up programme: one channel's programme starting then. */
export const catchupLibraryId = (channelId: string, start: number): string =>
  `${channelId}@${start}`

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
  /** The movie's stream id, the episode's id, or a catch-up programme's `catchupLibraryId`. */
  id: positionIdSchema,
  /** Episodes: their series. */
  series_id: idSchema.nullable(),
  episode: episodeRefSchema.nullable(),
  /** Catch-up programmes (kind `catchup`): which one; null otherwise. */
  programme: programmeRefSchema.nullable().default(null),
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
export const savePositionRequestSchema = positionSchema
  .extend({
    /** When the device measured it; queued offline writes keep their own time. */
    at: isoSchema,
    /** The movie's or the series' card, for the 'Continuar Assistindo' row. */
    content: libraryContentSchema,
    /** Episodes: the one after (crossing seasons), so a finished episode moves the series on. */
    next: episodeRefSchema.nullable(),
  })
  .refine(
    (r) =>
      r.kind === 'catchup'
        ? r.programme !== null &&
          r.id === catchupLibraryId(r.programme.channel_id, r.programme.start)
        : r.programme === null,
    { message: 'a catch-up position names its programme', path: ['programme'] },
  )
export type SavePositionRequest = z.infer<typeof savePositionRequestSchema>

/** POST /api/library/watched: 'Marcar como assistido' / 'não assistido' for a title, episodes or a season. */
export const markWatchedRequestSchema = z.object({
  watched: z.boolean(),
  content: libraryContentSchema,
  items: z
    .array(
      z.object({
        kind: markKindSchema,
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
  /** The movie's, the series' or (catch-up) the channel's card. */
  content: libraryContentSchema,
  kind: libraryKindSchema,
  /** What plays: the movie's stream id, the episode's id or the programme's `catchupLibraryId`. */
  id: positionIdSchema,
  episode: episodeRefSchema.nullable(),
  programme: programmeRefSchema.nullable().default(null),
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
