import { LAST_USER_KEY } from '@myflix/shared'
import { isTransientStatus } from '@/lib/auth/session-retry'

/** What screens know of the signed-in user (all the device keeps of them for an offline start). */
export type AppUser = { id: string; email: string; name: string }

/** One read of better-auth's session store, as `useSession()` reports it. */
export type SessionRead<S> = {
  data: { user: AppUser; session: S } | null | undefined
  /** better-auth's error answer (with a status), or what the fetch threw (a TypeError offline). */
  error?: { status?: number } | Error | null
  isPending: boolean
}

export type AuthState<S> = {
  user: AppUser | null
  session: S | null
  isPending: boolean
  /** The session could not be read (offline, or the server busy); `user` is the one remembered. */
  offline: boolean
}

/**
 * The session could not be read: the browser is offline (the fetch rejected, no status), or the
 * server is busy (429) or failing (5xx) even after the session read's own retries. A 401 or an
 * answer without a session is a real "signed out".
 */
function unreachable(error: SessionRead<unknown>['error']): boolean {
  if (!error) return false
  const { status } = error as { status?: number }
  return status === undefined || isTransientStatus(status)
}

/**
 * The auth state screens use: the session when the server answered, the remembered user when it
 * could not be reached (so an offline start is not bounced to /login), otherwise nobody.
 */
export function resolveAuth<S>(read: SessionRead<S>, lastUser: () => AppUser | null): AuthState<S> {
  if (read.data) {
    return { user: read.data.user, session: read.data.session, isPending: false, offline: false }
  }
  if (read.isPending) return { user: null, session: null, isPending: true, offline: false }
  const remembered = unreachable(read.error) ? lastUser() : null
  return { user: remembered, session: null, isPending: false, offline: remembered !== null }
}

export function readLastUser(storage: Storage = localStorage): AppUser | null {
  try {
    const user = JSON.parse(storage.getItem(LAST_USER_KEY) ?? 'null') as Partial<AppUser> | null
    if (typeof user?.id !== 'string' || typeof user.email !== 'string') return null
    return { id: user.id, email: user.email, name: typeof user.name === 'string' ? user.name : '' }
  } catch {
    return null
  }
}

/**
 * Remembers the signed-in user (id, e-mail, name: what the screens show, nothing else). Answers
 * whether the device belonged to someone else (or nobody known) before, whose caches must go.
 */
export function rememberUser(user: AppUser, storage: Storage = localStorage): boolean {
  const changed = readLastUser(storage)?.id !== user.id
  const { id, email, name } = user
  storage.setItem(LAST_USER_KEY, JSON.stringify({ id, email, name }))
  return changed
}

/** Forgets the remembered user; answers whether there was one. */
export function forgetUser(storage: Storage = localStorage): boolean {
  const had = storage.getItem(LAST_USER_KEY) !== null
  storage.removeItem(LAST_USER_KEY)
  return had
}
