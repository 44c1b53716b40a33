import { apiPaths, type ProgressEntry, type SavePositionRequest } from '@myflix/shared'
import { isOnline } from '../../reachability'
import { fetchEndpoint } from '../endpoint'
import { ApiError, isNetworkFailure } from '../transport'
import { savePositionEndpoint } from './endpoints'
import { currentLibrary } from './library-state'
import { dequeuePosition, enqueuePosition, queuedPositions } from './position-queue'
import { cachedEntry, continueIsStale, entryFromSave, writeProgress } from './progress-cache'

/** Worth trying again later: no answer at all, or a server that failed rather than refused. */
const transient = (error: unknown) =>
  isNetworkFailure(error) || (error instanceof ApiError && error.status >= 500)

function showLocally(request: SavePositionRequest): void {
  const { client } = currentLibrary()
  if (!client) return
  writeProgress(client, [entryFromSave(request, cachedEntry(client, request))])
  void continueIsStale(client)
}

/** What the server stored: another device's newer position wins over the one just sent. */
function showStored(entry: ProgressEntry): void {
  const { client } = currentLibrary()
  if (client) writeProgress(client, [entry])
}

/**
 * Saves where playback stands. The cache follows at once (posters, episode cards); offline, or when
 * the server cannot take it, the write waits on the device and goes out once the server answers
 * again. Resolves with the stored entry, or null when the write was queued; throws on a refusal.
 */
export async function savePosition(request: SavePositionRequest): Promise<ProgressEntry | null> {
  showLocally(request)
  const { user } = currentLibrary()
  if (user && !isOnline()) {
    await enqueuePosition(user, request)
    return null
  }
  try {
    const stored = await fetchEndpoint(savePositionEndpoint, request)
    showStored(stored)
    if (user) {
      // An older write of this title waiting from an offline spell is moot now.
      await dequeuePosition(user, request)
      void flushPositions()
    }
    return stored
  } catch (error) {
    if (!user || !transient(error)) throw error
    await enqueuePosition(user, request)
    return null
  }
}

let flushing: Promise<void> | null = null

/** Sends what waits for the signed-in user, oldest first; one run at a time. */
export function flushPositions(): Promise<void> {
  flushing ??= sendQueued().finally(() => {
    flushing = null
  })
  return flushing
}

async function sendQueued(): Promise<void> {
  const { user, client } = currentLibrary()
  if (!user || !isOnline()) return
  let sent = false
  for (const request of await queuedPositions(user)) {
    // Signed out (or another user signed in) meanwhile: the rest is not this session's to send.
    if (currentLibrary().user !== user) break
    try {
      showStored(await fetchEndpoint(savePositionEndpoint, request))
      sent = true
    } catch (error) {
      if (transient(error)) break
      // Refused (a title the server will never take): keeping it would block nothing but grow.
    }
    await dequeuePosition(user, request)
  }
  if (sent && client) await continueIsStale(client)
}

/** The last save as the page goes away (`pagehide`), when a fetch may not finish. */
export function sendPositionBeacon(request: SavePositionRequest): void {
  // Offline a beacon is lost: the queue keeps it instead.
  if (!isOnline()) {
    void savePosition(request).catch(() => {})
    return
  }
  const blob = new Blob([JSON.stringify(request)], { type: 'application/json' })
  if (!navigator.sendBeacon?.(apiPaths.library.savePosition.path, blob)) {
    void savePosition(request).catch(() => {})
  }
}
