import { useEffect } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { currentLibrary, setLibraryBinding } from './library-state'
import { libraryKeys } from './query-keys'

/**
 * Binds the library to the signed-in user (null: nobody). Another user, or none, never sees the
 * previous one's library: its cached reads go. A user's arrival (the app's start, a sign-in) sends
 * what waited on the device and moves the device's old favourites into their library; that work
 * loads with the first user, so /login's first screen carries none of it.
 */
export function bindLibrary(client: QueryClient, user: string | null): void {
  const previous = currentLibrary()
  if (previous.user !== null && previous.user !== user) {
    void client.cancelQueries({ queryKey: libraryKeys.all })
    client.removeQueries({ queryKey: libraryKeys.all })
  }
  setLibraryBinding({ client, user })
  if (user === null || previous.user === user) return
  void import('./library-arrival').then(({ arrive }) => {
    if (currentLibrary().user === user) arrive(client)
  })
}

/** Mounted once with the session: keeps the library bound to whoever is signed in. */
export function useLibrarySync(user: string | null): void {
  const client = useQueryClient()
  useEffect(() => bindLibrary(client, user), [client, user])
}
