import { beforeEach, describe, expect, it } from 'vitest'
import { LAST_USER_KEY } from '@myflix/shared'
import { forgetUser, readLastUser, rememberUser, resolveAuth } from './last-user'

const ana = { id: 'u1', email: 'ana@example.com', name: 'Ana' }
const session = { token: 't' }

beforeEach(() => localStorage.clear())

describe('resolveAuth', () => {
  const remembered = () => ana

  it('takes the session the server answered', () => {
    expect(resolveAuth({ data: { user: ana, session }, isPending: false }, () => null)).toEqual({
      user: ana,
      session,
      isPending: false,
      offline: false,
    })
  })

  it('keeps the remembered user when the server cannot be reached', () => {
    const networkDown = { data: null, error: new TypeError('Failed to fetch'), isPending: false }
    expect(resolveAuth(networkDown, remembered)).toEqual({
      user: ana,
      session: null,
      isPending: false,
      offline: true,
    })
    const badGateway = { data: null, error: { status: 502 }, isPending: false }
    expect(resolveAuth(badGateway, remembered).user).toEqual(ana)
    const busy = { data: null, error: { status: 429 }, isPending: false }
    expect(resolveAuth(busy, remembered)).toMatchObject({ user: ana, offline: true })
  })

  it('signs out on a 401 or an answer without a session, remembered or not', () => {
    const unauthorized = { data: null, error: { status: 401 }, isPending: false }
    expect(resolveAuth(unauthorized, remembered)).toMatchObject({ user: null, offline: false })
    expect(resolveAuth({ data: null, error: null, isPending: false }, remembered).user).toBeNull()
  })

  it('waits while the first read runs', () => {
    expect(resolveAuth({ data: null, isPending: true }, remembered)).toMatchObject({
      user: null,
      isPending: true,
    })
  })
})

describe('the remembered user', () => {
  it('keeps id, e-mail and name only, and tells when the device changes hands', () => {
    expect(rememberUser({ ...ana, secret: 'x' } as typeof ana)).toBe(true)
    expect(JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? '')).toEqual(ana)
    expect(rememberUser(ana)).toBe(false)
    expect(rememberUser({ id: 'u2', email: 'bia@example.com', name: '' })).toBe(true)
    expect(readLastUser()?.id).toBe('u2')
  })

  it('forgets, and reads a damaged record as nobody', () => {
    rememberUser(ana)
    expect(forgetUser()).toBe(true)
    expect(forgetUser()).toBe(false)
    localStorage.setItem(LAST_USER_KEY, '{not json')
    expect(readLastUser()).toBeNull()
    localStorage.setItem(LAST_USER_KEY, '{"id":1}')
    expect(readLastUser()).toBeNull()
  })
})
