import {
  apiPaths,
  t,
  type Favorite,
  type LibraryContent,
  type MarkWatchedRequest,
  type SavePositionRequest,
} from '@myflix/shared'
import { contentCopy, writeCopy } from '../../cache/offline-copy'
import { defineEndpoint } from '../endpoint'
import { currentLibrary } from './library-state'

// The library routes (issue 17). The reads keep an offline copy under the signed-in user's id, so
// favourites and 'Continuar Assistindo' still show offline and another account's copy is never
// read; sign-out clears every copy (lib/cache clearAllCaches) and the queued positions.
const refusal = { message: t('library.refused') }

/** The offline copy of one library read, or none before the user is known. */
const libraryCopy = (name: string) => () => {
  const { user } = currentLibrary()
  return user ? contentCopy('library', `library-${name}-${user}`) : null
}

/**
 * A write that answers the whole new list (favourites) keeps it as the read's offline copy too, as
 * the read itself would have: offline, the list is the one the user last saw.
 */
export async function keepFavoritesCopy(list: Favorite[]): Promise<void> {
  const target = libraryCopy('favorites')()
  if (target) await writeCopy(target, { success: true, data: list })
}

export const progressEndpoint = defineEndpoint({
  route: apiPaths.library.progress,
  call: (_: void) => ({ params: {} }),
  offline: libraryCopy('progress'),
  refusal,
})

export const savePositionEndpoint = defineEndpoint({
  route: apiPaths.library.savePosition,
  call: (body: SavePositionRequest) => ({ params: {}, body }),
  refusal,
})

export const markWatchedEndpoint = defineEndpoint({
  route: apiPaths.library.markWatched,
  call: (body: MarkWatchedRequest) => ({ params: {}, body }),
  refusal,
})

export const continueWatchingEndpoint = defineEndpoint({
  route: apiPaths.library.continueWatching,
  call: (_: void) => ({ params: {} }),
  offline: libraryCopy('continue'),
  refusal,
})

export const removeContinueEndpoint = defineEndpoint({
  route: apiPaths.library.removeContinue,
  call: (key: { kind: 'movie' | 'series' | 'catchup'; id: string }) => ({ params: key }),
  refusal,
})

export const favoritesEndpoint = defineEndpoint({
  route: apiPaths.library.favorites,
  call: (_: void) => ({ params: {} }),
  offline: libraryCopy('favorites'),
  refusal,
})

export const addFavoriteEndpoint = defineEndpoint({
  route: apiPaths.library.addFavorite,
  call: (body: Favorite) => ({ params: {}, body }),
  refusal,
})

export const removeFavoriteEndpoint = defineEndpoint({
  route: apiPaths.library.removeFavorite,
  call: (key: Pick<Favorite, 'type' | 'id'>) => ({ params: { type: key.type, id: key.id } }),
  refusal,
})

export const importFavoritesEndpoint = defineEndpoint({
  route: apiPaths.library.importFavorites,
  call: (favorites: Favorite[]) => ({ params: {}, body: { favorites } }),
  refusal,
})

export const recentChannelsEndpoint = defineEndpoint({
  route: apiPaths.library.recentChannels,
  call: (_: void) => ({ params: {} }),
  offline: libraryCopy('channels'),
  refusal,
})

export const addRecentChannelEndpoint = defineEndpoint({
  route: apiPaths.library.addRecentChannel,
  call: (content: LibraryContent) => ({ params: {}, body: { content } }),
  refusal,
})
