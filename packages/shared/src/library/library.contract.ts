import { z } from 'zod'
import { defineRoute } from '../api/define-route'
import { libraryPaths } from './library.paths'
import {
  continueItemSchema,
  favoriteSchema,
  importFavoritesRequestSchema,
  libraryContentSchema,
  markWatchedRequestSchema,
  progressEntrySchema,
  recentChannelSchema,
  savePositionRequestSchema,
} from './library.schema'

const favoriteKey = z.object({ type: z.enum(['movie', 'series']), id: z.string().min(1).max(64) })
/** A card of the row: a movie, a series, or (issue 19) a catch-up programme by its library id. */
const continueKey = z.object({
  kind: z.enum(['movie', 'series', 'catchup']),
  id: z.string().min(1).max(80),
})

/** The routes of library.paths.ts with their schemas. */
export const libraryRoutes = {
  progress: defineRoute(libraryPaths.progress, {
    data: z.array(progressEntrySchema),
  }),
  savePosition: defineRoute(libraryPaths.savePosition, {
    body: savePositionRequestSchema,
    data: progressEntrySchema,
  }),
  markWatched: defineRoute(libraryPaths.markWatched, {
    body: markWatchedRequestSchema,
    data: z.array(progressEntrySchema),
  }),
  continueWatching: defineRoute(libraryPaths.continueWatching, {
    data: z.array(continueItemSchema),
  }),
  removeContinue: defineRoute(libraryPaths.removeContinue, {
    params: continueKey,
    data: continueKey,
  }),
  favorites: defineRoute(libraryPaths.favorites, {
    data: z.array(favoriteSchema),
  }),
  addFavorite: defineRoute(libraryPaths.addFavorite, {
    body: favoriteSchema,
    data: z.array(favoriteSchema),
  }),
  removeFavorite: defineRoute(libraryPaths.removeFavorite, {
    params: favoriteKey,
    data: z.array(favoriteSchema),
  }),
  importFavorites: defineRoute(libraryPaths.importFavorites, {
    body: importFavoritesRequestSchema,
    data: z.array(favoriteSchema),
  }),
  recentChannels: defineRoute(libraryPaths.recentChannels, {
    data: z.array(recentChannelSchema),
  }),
  addRecentChannel: defineRoute(libraryPaths.addRecentChannel, {
    body: z.object({ content: libraryContentSchema }),
    data: z.array(recentChannelSchema),
  }),
}
