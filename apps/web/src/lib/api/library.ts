import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  apiRoutes,
  type ContinueItem,
  type Favorite,
  type LibraryContent,
  type MarkWatchedRequest,
  type ProgressEntry,
  type RecentChannel,
  type SavePositionRequest,
} from '@myflix/shared'
import { defineEndpoint, fetchEndpoint } from './endpoint'

// The user's library on the server (issue 17): positions, watched marks, 'Continuar Assistindo',
// favourites and recent channels. Never kept as an offline copy: it is per user, and sign-out
// must leave nothing of it on the device.

export const progressEndpoint = defineEndpoint({
  route: apiRoutes.library.progress,
  call: (_: void) => ({ params: {} }),
})

export const savePositionEndpoint = defineEndpoint({
  route: apiRoutes.library.savePosition,
  call: (body: SavePositionRequest) => ({ params: {}, body }),
})

export const markWatchedEndpoint = defineEndpoint({
  route: apiRoutes.library.markWatched,
  call: (body: MarkWatchedRequest) => ({ params: {}, body }),
})

export const continueWatchingEndpoint = defineEndpoint({
  route: apiRoutes.library.continueWatching,
  call: (_: void) => ({ params: {} }),
})

export const removeContinueEndpoint = defineEndpoint({
  route: apiRoutes.library.removeContinue,
  call: (key: { kind: 'movie' | 'series'; id: string }) => ({ params: key }),
})

export const favoritesEndpoint = defineEndpoint({
  route: apiRoutes.library.favorites,
  call: (_: void) => ({ params: {} }),
})

export const addFavoriteEndpoint = defineEndpoint({
  route: apiRoutes.library.addFavorite,
  call: (body: Favorite) => ({ params: {}, body }),
})

export const removeFavoriteEndpoint = defineEndpoint({
  route: apiRoutes.library.removeFavorite,
  call: (key: Pick<Favorite, 'type' | 'id'>) => ({ params: key }),
})

export const importFavoritesEndpoint = defineEndpoint({
  route: apiRoutes.library.importFavorites,
  call: (favorites: Favorite[]) => ({ params: {}, body: { favorites } }),
})

export const recentChannelsEndpoint = defineEndpoint({
  route: apiRoutes.library.recentChannels,
  call: (_: void) => ({ params: {} }),
})

export const addRecentChannelEndpoint = defineEndpoint({
  route: apiRoutes.library.addRecentChannel,
  call: (content: LibraryContent) => ({ params: {}, body: { content } }),
})

export const libraryKeys = {
  all: ['library'] as const,
  progress: () => ['library', 'progress'] as const,
  continueWatching: () => ['library', 'continue'] as const,
  favorites: () => ['library', 'favorites'] as const,
  recentChannels: () => ['library', 'channels'] as const,
}

export const progressQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.progress(),
    queryFn: ({ signal }): Promise<ProgressEntry[]> =>
      fetchEndpoint(progressEndpoint, undefined, signal),
  })

export const continueWatchingQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.continueWatching(),
    queryFn: ({ signal }): Promise<ContinueItem[]> =>
      fetchEndpoint(continueWatchingEndpoint, undefined, signal),
  })

export const favoritesQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.favorites(),
    queryFn: ({ signal }): Promise<Favorite[]> =>
      fetchEndpoint(favoritesEndpoint, undefined, signal),
  })

export const recentChannelsQueryOptions = () =>
  queryOptions({
    queryKey: libraryKeys.recentChannels(),
    queryFn: ({ signal }): Promise<RecentChannel[]> =>
      fetchEndpoint(recentChannelsEndpoint, undefined, signal),
  })

export const useProgress = () => useQuery(progressQueryOptions())
export const useContinueWatching = () => useQuery(continueWatchingQueryOptions())
export const useRecentChannels = () => useQuery(recentChannelsQueryOptions())

/**
 * Saves where playback stands. The web library work (issue 17) puts this behind an offline queue
 * with the same signature; the player only ever calls this and `sendPositionBeacon`.
 */
export const savePosition = (request: SavePositionRequest): Promise<unknown> =>
  fetchEndpoint(savePositionEndpoint, request)

/** The last save as the page goes away (`pagehide`), when a fetch may not finish. */
export function sendPositionBeacon(request: SavePositionRequest): void {
  const blob = new Blob([JSON.stringify(request)], { type: 'application/json' })
  if (!navigator.sendBeacon?.(apiRoutes.library.savePosition.path, blob)) void savePosition(request)
}

export const addRecentChannel = (content: LibraryContent) =>
  fetchEndpoint(addRecentChannelEndpoint, content)
