import type { QueryClient } from '@tanstack/react-query'
import { currentLibrary, setLibraryBinding } from './library-state'
import { clearQueuedPositions } from './position-queue'
import { flushPositions } from './positions'
import { libraryKeys } from './query-keys'

/** Sign-out waits this long at most for queued positions to go out. */
const SIGN_OUT_FLUSH_MS = 3_000

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
