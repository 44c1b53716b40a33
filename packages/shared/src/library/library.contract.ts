import { z } from 'zod'
import { defineRoute } from '../api/define-route'
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

// Every route is the signed-in user's own library, within the provider account that is active
// (none: the built-in demo's). Nobody reads or writes another user's rows.

const favoriteKey = z.object({ type: z.enum(['movie', 'series']), id: z.string().min(1).max(64) })
/** A card of the row: a movie, a series, or (issue 19) a catch-up programme by its library id. */
const continueKey = z.object({
  kind: z.enum(['movie', 'series', 'catchup']),
  id: z.string().min(1).max(80),
})

export const libraryRoutes = {
  /** Every position and watched mark, newest first (posters, episode cards, resume). */
  progress: defineRoute({
    method: 'GET',
    path: '/api/library/progress',
    answer: 'envelope',
    data: z.array(progressEntrySchema),
  }),
  /** Saves a position; answers the stored entry, which is another device's when that one is newer. */
  savePosition: defineRoute({
    method: 'POST',
    path: '/api/library/progress',
    answer: 'envelope',
    body: savePositionRequestSchema,
    data: progressEntrySchema,
  }),
  markWatched: defineRoute({
    method: 'POST',
    path: '/api/library/watched',
    answer: 'envelope',
    body: markWatchedRequestSchema,
    data: z.array(progressEntrySchema),
  }),
  /** 'Continuar Assistindo': started movies and the episode to watch next per series, newest first. */
  continueWatching: defineRoute({
    method: 'GET',
    path: '/api/library/continue',
    answer: 'envelope',
    data: z.array(continueItemSchema),
  }),
  /** 'Remover': the title leaves the row; its watched marks stay. */
  removeContinue: defineRoute({
    method: 'DELETE',
    path: '/api/library/continue/:kind/:id',
    answer: 'envelope',
    params: continueKey,
    data: continueKey,
  }),
  favorites: defineRoute({
    method: 'GET',
    path: '/api/library/favorites',
    answer: 'envelope',
    data: z.array(favoriteSchema),
  }),
  /** Adds or replaces (same id and type); answers the whole list, newest first. */
  addFavorite: defineRoute({
    method: 'POST',
    path: '/api/library/favorites',
    answer: 'envelope',
    body: favoriteSchema,
    data: z.array(favoriteSchema),
  }),
  removeFavorite: defineRoute({
    method: 'DELETE',
    path: '/api/library/favorites/:type/:id',
    answer: 'envelope',
    params: favoriteKey,
    data: z.array(favoriteSchema),
  }),
  /** Merges the device's old favourites (a stored one with the same key and a newer addedAt stays). */
  importFavorites: defineRoute({
    method: 'POST',
    path: '/api/library/favorites/import',
    answer: 'envelope',
    body: importFavoritesRequestSchema,
    data: z.array(favoriteSchema),
  }),
  /** 'Assistidos recentemente': the last channels played, newest first. */
  recentChannels: defineRoute({
    method: 'GET',
    path: '/api/library/channels',
    answer: 'envelope',
    data: z.array(recentChannelSchema),
  }),
  addRecentChannel: defineRoute({
    method: 'POST',
    path: '/api/library/channels',
    answer: 'envelope',
    body: z.object({ content: libraryContentSchema }),
    data: z.array(recentChannelSchema),
  }),
}
