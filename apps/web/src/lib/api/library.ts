import type { LibraryContent } from '@myflix/shared'
import { fetchEndpoint } from './endpoint'
import { addRecentChannelEndpoint } from './library/endpoints'

// The user's library on the server (issue 17): positions, watched marks, 'Continuar Assistindo',
// favourites and recent channels. The one module screens import for it; its parts live in
// library/ (endpoints, keys and reads, the offline queue of positions, favourites, marks, the
// binding to the signed-in user).

export * from './library/endpoints'
export * from './library/keys'
export { useLibraryUser } from './library/library-state'
export { savePosition, sendPositionBeacon, flushPositions } from './library/positions'
export {
  progressKey,
  useProgressEntry,
  useProgressLookup,
  type ProgressLookup,
} from './library/progress-lookup'
export { useIsFavorite, useToggleFavorite, isFavoriteType } from './library/favorites'
export { useMarkWatched, useRefreshStaleContinue, useRemoveContinue } from './library/watched'
export { useLibrarySync } from './library/library-sync'
export { prepareLibrarySignOut, clearLibraryOnDevice } from './library/library-sign-out'

export const addRecentChannel = (content: LibraryContent) =>
  fetchEndpoint(addRecentChannelEndpoint, content)
