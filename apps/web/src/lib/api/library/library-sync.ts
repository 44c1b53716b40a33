import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isOnline, subscribeOnline } from '../../reachability'
import { importLegacyFavorites } from './favorites'
import { libraryKeys } from './keys'
import { currentLibrary, setLibraryBinding } from './library-state'
import { clearQueuedPositions } from './position-queue'
import { flushPositions } from './positions'

/** Sign-out waits this long at most for queued positions to go out. */
const SIGN_OUT_FLUSH_MS = 3_000

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

/**
 * Binds the library to the signed-in user (null: nobody). Another user, or none, never sees the
 * previous one's library: its cached reads go. A user's arrival (the app's start, a sign-in) sends
 * what waited on the device and moves the device's old favourites into their library.
 */
export function bindLibrary(client: QueryClient, user: string | null): void {
  const previous = currentLibrary()
  if (previous.user !== null && previous.user !== user) {
    void client.cancelQueries({ queryKey: libraryKeys.all })
    client.removeQueries({ queryKey: libraryKeys.all })
  }
  setLibraryBinding({ client, user })
  if (user === null || previous.user === user) return
  watchReachability()
  void flushPositions()
  if (isOnline()) void importLegacyFavorites(client)
}

/** Mounted once with the session: keeps the library bound to whoever is signed in. */
export function useLibrarySync(user: string | null): void {
  const client = useQueryClient()
  useEffect(() => bindLibrary(client, user), [client, user])
}

/** Before the session ends: sends what can be sent (briefly), and answers whose library this was. */
export async function prepareLibrarySignOut(): Promise<string | null> {
  const { user } = currentLibrary()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_FLUSH_MS)
  })
  await Promise.race([flushPositions(), timeout])
  clearTimeout(timer)
  return user
}

/** After the session ended: nothing of `user`'s library stays on the device. */
export async function clearLibraryOnDevice(
  client: QueryClient,
  user: string | null,
): Promise<void> {
  client.removeQueries({ queryKey: libraryKeys.all })
  if (currentLibrary().user === user) setLibraryBinding({ client, user: null })
  if (user) await clearQueuedPositions(user)
}
