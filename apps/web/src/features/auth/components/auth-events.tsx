import { useEffect, useRef } from 'react'
// Straight from its module: the library's barrel would bring every endpoint (and zod) into /login.
import { useLibrarySync } from '@/lib/api/library/library-sync'
import { clearAllCaches } from '@/lib/cache'
import { useAuth } from '../hooks/use-auth'
import { classifyAuthChange, emitAuthEvent } from '../lib/auth-events'
import { forgetUser, rememberUser } from '../lib/last-user'

type Snapshot = Parameters<typeof classifyAuthChange>[1]

/**
 * Mounted once at the root: turns every session change into a `myflix:auth` window event, and keeps
 * the device's remembered user. The caches hold one user's catalogue: they go when another user
 * signs in or the session ends. While the server cannot be asked nothing changes. The library is
 * bound to whoever is signed in (the remembered user too, offline: positions queue under them).
 */
export function AuthEvents() {
  const { user, session, isPending, offline } = useAuth()
  useLibrarySync(user?.id ?? null)
  const previous = useRef<Snapshot | undefined>(undefined)

  useEffect(() => {
    if (isPending || offline) return
    const next: Snapshot = user && session ? { user, session } : null
    const event = classifyAuthChange(previous.current, next)
    previous.current = next
    if (event) emitAuthEvent(event, user)
    const stale = user ? rememberUser(user) : forgetUser()
    if (stale) void clearAllCaches()
  }, [user, session, isPending, offline])

  return null
}
