import { useSyncExternalStore } from 'react'
import { vi } from 'vitest'

export type FakeUser = { id: string; email: string; name: string }
export type FakeSessionData = {
  user: FakeUser
  session: { id: string; token: string; userId: string; expiresAt: Date }
}
type SessionState = { data: FakeSessionData | null; isPending: boolean }

// A stand-in for better-auth's client at the module boundary: tests drive the session store by hand
// and stub the calls (each call resolves like better-auth does: { data, error }).
let state: SessionState = { data: null, isPending: true }
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const ok = { data: {}, error: null }

export const fakeAuthClient = {
  useSession: () => useSyncExternalStore(subscribe, () => state),
  signIn: { email: vi.fn(async (_body: unknown) => ok as unknown) },
  signUp: { email: vi.fn(async (_body: unknown) => ok as unknown) },
  signOut: vi.fn(async () => ok as unknown),
  requestPasswordReset: vi.fn(async (_body: unknown) => ok as unknown),
  resetPassword: vi.fn(async (_body: unknown) => ok as unknown),
}

export function setSession(next: SessionState): void {
  state = next
  listeners.forEach((listener) => listener())
}

export function signedInAs(email = 'ana@example.com', token = 'token-1'): FakeSessionData {
  const id = `user-${email}`
  return {
    user: { id, email, name: '' },
    session: { id: `session-${token}`, token, userId: id, expiresAt: new Date('2030-01-01') },
  }
}

export function resetFakeAuth(): void {
  state = { data: null, isPending: true }
  for (const fn of [
    fakeAuthClient.signIn.email,
    fakeAuthClient.signUp.email,
    fakeAuthClient.signOut,
    fakeAuthClient.requestPasswordReset,
    fakeAuthClient.resetPassword,
  ])
    fn.mockReset().mockResolvedValue(ok)
}

/** A failed better-auth call, shaped as the client resolves it. */
export const authError = (status: number, code?: string, message?: string) => ({
  data: null,
  error: { status, statusText: '', code, message },
})
