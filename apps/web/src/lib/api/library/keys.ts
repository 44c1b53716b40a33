import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContinueItem, Favorite, ProgressEntry, RecentChannel } from '@myflix/shared'
import { fetchEndpoint } from '../endpoint'
import {
  continueWatchingEndpoint,
  favoritesEndpoint,
  progressEndpoint,
  recentChannelsEndpoint,
} from './endpoints'
import { useLibraryUser } from './library-state'
import { libraryKeys } from './query-keys'

export { libraryKeys }

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

// Every library read waits for a signed-in user: before the session is known (or in a screen
// rendered without one) there is nobody whose library to ask for.
export const useProgress = () =>
  useQuery({ ...progressQueryOptions(), enabled: useLibraryUser() !== null })
export const useContinueWatching = () =>
  useQuery({ ...continueWatchingQueryOptions(), enabled: useLibraryUser() !== null })
export const useFavorites = () =>
  useQuery({ ...favoritesQueryOptions(), enabled: useLibraryUser() !== null })
export const useRecentChannels = () =>
  useQuery({ ...recentChannelsQueryOptions(), enabled: useLibraryUser() !== null })
