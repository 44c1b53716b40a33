import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_EVENT, classifyAuthChange, emitAuthEvent, type AuthEventDetail } from './auth-events'

const ana = {
  user: { id: 'u1', email: 'ana@example.com' },
  session: { token: 't1', expiresAt: '2030-01-01' },
}

describe('classifyAuthChange', () => {
  it.each([
    ['first read, signed out', undefined, null, 'INITIAL_SESSION'],
    ['first read, signed in', undefined, ana, 'INITIAL_SESSION'],
    ['sign in', null, ana, 'SIGNED_IN'],
    ['sign out', ana, null, 'SIGNED_OUT'],
    ['other user', ana, { ...ana, user: { id: 'u2', email: 'bia@example.com' } }, 'SIGNED_IN'],
    [
      'user edited',
      ana,
      { ...ana, user: { ...ana.user, email: 'ana@new.example' } },
      'USER_UPDATED',
    ],
    [
      'session extended',
      ana,
      { ...ana, session: { token: 't1', expiresAt: '2030-02-01' } },
      'TOKEN_REFRESHED',
    ],
    ['new token', ana, { ...ana, session: { ...ana.session, token: 't2' } }, 'TOKEN_REFRESHED'],
    ['same data again', ana, structuredClone(ana), null],
    ['still signed out', null, null, null],
  ] as const)('%s', (_name, previous, next, expected) => {
    expect(classifyAuthChange(previous, next)).toBe(expected)
  })
})

describe('emitAuthEvent', () => {
  afterEach(() => vi.useRealTimers())

  it('dispatches myflix:auth with event, user and timestamp', () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z') })
    const seen: AuthEventDetail[] = []
    const listener = (e: Event) => seen.push((e as CustomEvent<AuthEventDetail>).detail)
    window.addEventListener(AUTH_EVENT, listener)
    emitAuthEvent('SIGNED_IN', ana.user)
    window.removeEventListener(AUTH_EVENT, listener)
    expect(seen).toEqual([
      { event: 'SIGNED_IN', user: ana.user, timestamp: Date.parse('2026-01-02T03:04:05Z') },
    ])
  })
})
