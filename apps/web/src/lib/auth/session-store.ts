import { AUTH_PATHS } from '@myflix/shared'
import { isAbort } from '../reachability'
import { readAuthAnswer, type AuthFailure } from './auth-answer'
import { fetchWithRetry } from './session-retry'
import { isRecord } from '../is-record'

/** The user as the server's session answer carries it (better-auth sends more; these are read). */
export type SessionUser = { id: string; email: string; name: string }
export type SessionData = {
  user: SessionUser
  session: { id: string; token: string; userId: string; expiresAt: string }
}

export type SessionState = {
  data: SessionData | null
  /** The server's refusal (with its status), or what the fetch threw (a TypeError offline). */
  error: AuthFailure | Error | null
  isPending: boolean
}

/** Another tab signed out: the key every tab of this origin watches to read its session again. */
const BROADCAST_KEY = 'myflix.auth-signal'
/** Coming back to the tab (or online) reads the session at most this often. */
const RETURN_GAP_MS = 5000

let state: SessionState = { data: null, error: null, isPending: true }
const listeners = new Set<() => void>()
let flight: AbortController | undefined
let started = false
let lastReturn = 0

/** better-auth answers null (or both parts null) without a session. */
function sessionOf(data: unknown): SessionData | null {
  if (!isRecord(data) || !isRecord(data.user) || !isRecord(data.session)) return null
  return data as SessionData
}

function set(next: SessionState): void {
  // The same session read again keeps its object, so what depends on it does not run again.
  const same = next.data && state.data && JSON.stringify(next.data) === JSON.stringify(state.data)
  const settled = same ? { ...next, data: state.data } : next
  if (
    settled.data === state.data &&
    settled.error === state.error &&
    settled.isPending === state.isPending
  )
    return
  state = settled
  for (const listener of listeners) listener()
}

/**
 * Reads the session again; a read still out is dropped. While it runs the store keeps the session
 * it had (pending only without one). A 401 signs out; any other failure keeps the session and says
 * why, which is how an offline start keeps its remembered user (features/auth/lib/last-user).
 */
export async function refreshSession(): Promise<void> {
  flight?.abort()
  const controller = new AbortController()
  flight = controller
  set({ data: state.data, error: null, isPending: state.data === null })
  try {
    const { data, error } = await readAuthAnswer(
      await fetchWithRetry(AUTH_PATHS.session, controller.signal),
    )
    if (controller.signal.aborted) return
    if (error) set({ data: error.status === 401 ? null : state.data, error, isPending: false })
    else set({ data: sessionOf(data), error: null, isPending: false })
  } catch (error) {
    if (isAbort(error, controller.signal)) return
    set({
      data: state.data,
      error: error instanceof Error ? error : new Error(String(error)),
      isPending: false,
    })
  } finally {
    if (flight === controller) flight = undefined
  }
}

/** Back on the tab, or back online: the session may have ended meanwhile (elsewhere, or expired). */
function refreshOnReturn(): void {
  if (!navigator.onLine || Date.now() - lastReturn < RETURN_GAP_MS) return
  lastReturn = Date.now()
  void refreshSession()
}

function start(): void {
  started = true
  void refreshSession()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshOnReturn()
  })
  window.addEventListener('online', refreshOnReturn)
  window.addEventListener('storage', (event) => {
    if (event.key === BROADCAST_KEY && navigator.onLine) void refreshSession()
  })
}

/** Tells this origin's other tabs that the session changed here. */
export function broadcastSessionChange(): void {
  try {
    localStorage.setItem(BROADCAST_KEY, String(Date.now() + Math.random()))
  } catch {
    // Storage refused (private mode, full): the other tabs find out when they are next used.
  }
}

/** The session's first read starts with its first reader; the app keeps one for its whole life. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  if (!started) start()
  return () => listeners.delete(listener)
}

export const sessionSnapshot = (): SessionState => state
