import type { QueryClient } from '@tanstack/react-query'
import { isOnline, subscribeOnline } from '../../reachability'
import { importLegacyFavorites } from './favorites'
import { currentLibrary } from './library-state'
import { flushPositions } from './positions'

// What a signed-in user's arrival sets going, loaded only once there is one (library-sync.ts).

let unsubscribe: (() => void) | null = null

/** Whenever the server can be reached again, what waited goes out. */
function watchReachability(): void {
  unsubscribe ??= subscribeOnline(() => {
    const { client, user } = currentLibrary()
    if (!isOnline() || !client || !user) return
    void flushPositions()
    void importLegacyFavorites(client)
  })
}

/** Sends what waited on the device and moves the device's old favourites into the library. */
export function arrive(client: QueryClient): void {
  watchReachability()
  void flushPositions()
  if (isOnline()) void importLegacyFavorites(client)
}
