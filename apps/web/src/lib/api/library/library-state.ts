import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'

// Whose library this page shows, and the query cache it lives in. The player saves positions from
// outside React (`savePosition`), so the data layer keeps them here instead of asking a hook.

export interface LibraryBinding {
  client: QueryClient | null
  /** The signed-in user's id; null before the session is known and after sign-out. */
  user: string | null
}

let binding: LibraryBinding = { client: null, user: null }
const listeners = new Set<() => void>()

export const currentLibrary = (): LibraryBinding => binding

export function setLibraryBinding(next: LibraryBinding): void {
  if (next.client === binding.client && next.user === binding.user) return
  binding = next
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The library's user, re-rendering when it changes: library reads wait for one. */
export const useLibraryUser = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => binding.user,
    () => null,
  )
