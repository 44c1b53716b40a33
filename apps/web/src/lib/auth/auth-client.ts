import { useSyncExternalStore } from 'react'
import { AUTH_PATHS } from '@myflix/shared'
import { trackedFetch } from '../reachability'
import { readAuthAnswer, type AuthAnswer } from './auth-answer'
import {
  broadcastSessionChange,
  refreshSession,
  sessionSnapshot,
  subscribeSession,
} from './session-store'

// better-auth's own client weighed ~11 KB of brotli in the entry for these six calls and one store
// (bench/README.md); the server's better-auth answers them the same.

function post(path: string, body: object): Promise<AuthAnswer<unknown>> {
  return trackedFetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(readAuthAnswer)
}

/** A call that changes who is signed in reads the session again once it succeeded. */
async function changingSession(answer: Promise<AuthAnswer<unknown>>, broadcast = false) {
  const settled = await answer
  if (settled.error) return settled
  if (broadcast) broadcastSessionChange()
  void refreshSession()
  return settled
}

export const authClient = {
  /** The session as the server last said: `{ data, error, isPending }`. */
  useSession: () => useSyncExternalStore(subscribeSession, sessionSnapshot),
  signIn: {
    email: (body: { email: string; password: string }) =>
      changingSession(post(AUTH_PATHS.signIn, body)),
  },
  signUp: {
    email: (body: { email: string; password: string; name: string; callbackURL: string }) =>
      changingSession(post(AUTH_PATHS.signUp, body)),
  },
  signOut: () => changingSession(post(AUTH_PATHS.signOut, {}), true),
  requestPasswordReset: (body: { email: string; redirectTo: string }) =>
    post(AUTH_PATHS.requestPasswordReset, body),
  resetPassword: (body: { newPassword: string; token: string }) =>
    post(AUTH_PATHS.resetPassword, body),
}
