import {
  apiRoutes,
  t,
  type Favorite,
  type LibraryContent,
  type MarkWatchedRequest,
  type SavePositionRequest,
} from '@myflix/shared'
import { defineEndpoint } from '../endpoint'

// The library routes (issue 17). Never kept as an offline copy: they are per user, and sign-out
// must leave nothing of them on the device (queued positions are the one exception, see
// position-queue.ts, and they go at sign-out too).
const refusal = { message: t('library.refused') }

export const progressEndpoint = defineEndpoint({
  route: apiRoutes.library.progress,
  call: (_: void) => ({ params: {} }),
  refusal,
})

export const savePositionEndpoint = defineEndpoint({
  route: apiRoutes.library.savePosition,
  call: (body: SavePositionRequest) => ({ params: {}, body }),
  refusal,
})

export const markWatchedEndpoint = defineEndpoint({
  route: apiRoutes.library.markWatched,
  call: (body: MarkWatchedRequest) => ({ params: {}, body }),
  refusal,
})

export const continueWatchingEndpoint = defineEndpoint({
  route: apiRoutes.library.continueWatching,
  call: (_: void) => ({ params: {} }),
  refusal,
})

export const removeContinueEndpoint = defineEndpoint({
  route: apiRoutes.library.removeContinue,
  call: (key: { kind: 'movie' | 'series'; id: string }) => ({ params: key }),
  refusal,
})

export const favoritesEndpoint = defineEndpoint({
  route: apiRoutes.library.favorites,
  call: (_: void) => ({ params: {} }),
  refusal,
})

export const addFavoriteEndpoint = defineEndpoint({
  route: apiRoutes.library.addFavorite,
  call: (body: Favorite) => ({ params: {}, body }),
  refusal,
})

export const removeFavoriteEndpoint = defineEndpoint({
  route: apiRoutes.library.removeFavorite,
  call: (key: Pick<Favorite, 'type' | 'id'>) => ({ params: { type: key.type, id: key.id } }),
  refusal,
})

export const importFavoritesEndpoint = defineEndpoint({
  route: apiRoutes.library.importFavorites,
  call: (favorites: Favorite[]) => ({ params: {}, body: { favorites } }),
  refusal,
})

export const recentChannelsEndpoint = defineEndpoint({
  route: apiRoutes.library.recentChannels,
  call: (_: void) => ({ params: {} }),
  refusal,
})

export const addRecentChannelEndpoint = defineEndpoint({
  route: apiRoutes.library.addRecentChannel,
  call: (content: LibraryContent) => ({ params: {}, body: { content } }),
  refusal,
})
