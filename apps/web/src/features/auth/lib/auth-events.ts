/** Spec §4 event names, as the old backend's auth listener reported them. */
export type AuthEventName =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'

export type AuthEventDetail = { event: AuthEventName; user: unknown | null; timestamp: number }

export const AUTH_EVENT = 'myflix:auth'

type Snapshot = { user: { id: string }; session: { token?: string; expiresAt?: Date | string } }

/**
 * Names the change between two session reads. `previous === undefined` means nothing was read yet;
 * `null` means signed out. Returns null when nothing an outsider would care about changed.
 */
export function classifyAuthChange(
  previous: Snapshot | null | undefined,
  next: Snapshot | null,
): AuthEventName | null {
  if (previous === undefined) return 'INITIAL_SESSION'
  if (previous === null) return next ? 'SIGNED_IN' : null
  if (next === null) return 'SIGNED_OUT'
  if (previous.user.id !== next.user.id) return 'SIGNED_IN'
  if (JSON.stringify(previous.user) !== JSON.stringify(next.user)) return 'USER_UPDATED'
  if (
    previous.session.token !== next.session.token ||
    String(previous.session.expiresAt) !== String(next.session.expiresAt)
  )
    return 'TOKEN_REFRESHED'
  return null
}

/** Broadcasts an auth change to the whole page as `myflix:auth` (spec §4). */
export function emitAuthEvent(event: AuthEventName, user: unknown | null): void {
  const detail: AuthEventDetail = { event, user, timestamp: Date.now() }
  window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail }))
}
