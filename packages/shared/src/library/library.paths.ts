import { routeSpec } from '../api/route'

// Every route is the signed-in user's own library, within the provider account that is active
// (none: the built-in demo's). Nobody reads or writes another user's rows.

export const libraryPaths = {
  /** Every position and watched mark, newest first (posters, episode cards, resume). */
  progress: routeSpec({ method: 'GET', path: '/api/library/progress', answer: 'envelope' }),
  /** Saves a position; answers the stored entry, which is another device's when that one is newer. */
  savePosition: routeSpec({ method: 'POST', path: '/api/library/progress', answer: 'envelope' }),
  markWatched: routeSpec({ method: 'POST', path: '/api/library/watched', answer: 'envelope' }),
  /** 'Continuar Assistindo': started movies and the episode to watch next per series, newest first. */
  continueWatching: routeSpec({ method: 'GET', path: '/api/library/continue', answer: 'envelope' }),
  /** 'Remover': the title leaves the row; its watched marks stay. */
  removeContinue: routeSpec({
    method: 'DELETE',
    path: '/api/library/continue/:kind/:id',
    answer: 'envelope',
  }),
  favorites: routeSpec({ method: 'GET', path: '/api/library/favorites', answer: 'envelope' }),
  /** Adds or replaces (same id and type); answers the whole list, newest first. */
  addFavorite: routeSpec({ method: 'POST', path: '/api/library/favorites', answer: 'envelope' }),
  removeFavorite: routeSpec({
    method: 'DELETE',
    path: '/api/library/favorites/:type/:id',
    answer: 'envelope',
  }),
  /** Merges the device's old favourites (a stored one with the same key and a newer addedAt stays). */
  importFavorites: routeSpec({
    method: 'POST',
    path: '/api/library/favorites/import',
    answer: 'envelope',
  }),
  /** 'Assistidos recentemente': the last channels played, newest first. */
  recentChannels: routeSpec({ method: 'GET', path: '/api/library/channels', answer: 'envelope' }),
  addRecentChannel: routeSpec({
    method: 'POST',
    path: '/api/library/channels',
    answer: 'envelope',
  }),
}
