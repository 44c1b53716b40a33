import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import { signedInBrowser } from '../../../test/support/accounts'
import { startServer, type RunningServer } from '../../index'
import type { AuthSession } from './auth.service'
import { createSessionCache } from './session-cache'

const HOUR = 60 * 60 * 1000

function sessionFor(userId: string, expiresAt: number): AuthSession {
  return {
    user: { id: userId, email: `${userId}@example.com` },
    session: { id: `s-${userId}`, userId, token: `t-${userId}`, expiresAt: new Date(expiresAt) },
  } as unknown as AuthSession
}

describe('createSessionCache', () => {
  it('reuses a verified session for the TTL, never past the session’s own expiry', () => {
    let now = 1_000_000
    const cache = createSessionCache({ ttlMs: 10_000, now: () => now })
    cache.set('a=1', sessionFor('ana', now + HOUR), cache.generation)
    cache.set('b=1', sessionFor('bia', now + 4_000), cache.generation)
    expect(cache.get('a=1')?.user.id).toBe('ana')
    expect(cache.get('b=1')?.user.id).toBe('bia')
    expect(cache.get('a=2')).toBeUndefined()

    now += 4_000
    expect(cache.get('b=1')).toBeUndefined()
    expect(cache.get('a=1')?.user.id).toBe('ana')
    now += 6_000
    expect(cache.get('a=1')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('keeps nothing for an expired session, and freezes what it shares', () => {
    const cache = createSessionCache({ now: () => 5_000 })
    cache.set('gone=1', sessionFor('old', 5_000), cache.generation)
    expect(cache.get('gone=1')).toBeUndefined()

    cache.set('ok=1', sessionFor('ana', 5_000 + HOUR), cache.generation)
    const found = cache.get('ok=1') as AuthSession
    expect(Object.isFrozen(found.user) && Object.isFrozen(found.session)).toBe(true)
  })

  it('ignores a check that a clear overtook, and forgets everything on clear', () => {
    const cache = createSessionCache()
    const before = cache.generation
    cache.set('a=1', sessionFor('ana', Date.now() + HOUR), before)
    cache.clear()
    expect(cache.get('a=1')).toBeUndefined()
    // Started before the clear (e.g. before a sign-out), finished after it: not kept.
    cache.set('a=1', sessionFor('ana', Date.now() + HOUR), before)
    expect(cache.get('a=1')).toBeUndefined()
    cache.set('a=1', sessionFor('ana', Date.now() + HOUR), cache.generation)
    expect(cache.get('a=1')?.user.id).toBe('ana')
  })

  it('drops the oldest entries past its size', () => {
    const cache = createSessionCache({ maxEntries: 3 })
    for (const name of ['a', 'b', 'c', 'd'])
      cache.set(`${name}=1`, sessionFor(name, Date.now() + HOUR), cache.generation)
    expect(cache.size).toBe(3)
    expect(cache.get('a=1')).toBeUndefined()
    expect(cache.get('d=1')?.user.id).toBe('d')
  })
})

describe.each(testDatabaseKinds())('session checks over HTTP on $name', (kind) => {
  let database: TestDatabase
  let dataDir: string
  let server: RunningServer

  beforeAll(async () => {
    ;[database, dataDir] = await Promise.all([
      kind.open(),
      mkdtemp(join(tmpdir(), 'myflix-session-cache-')),
    ])
    server = await startServer({
      database: database.handle,
      env: { PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_PROVIDER: 'false' },
    })
  })
  afterAll(async () => {
    await server?.close()
    await database?.dispose()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function signedIn(email: string) {
    const browser = await signedInBrowser(server, email)
    // The session cookie alone: without the signed session-data cookie better-auth asks the
    // database each time, so whatever this process remembers is visible.
    const tokenOnly = browser
      .cookieHeader()
      .split('; ')
      .filter((pair) => pair.includes('session_token='))
      .join('; ')
    const clouds = (cookie: string) =>
      fetch(`${server.url}/api/clouds`, { headers: { cookie } }).then((r) => r.status)
    return { browser, tokenOnly, clouds }
  }

  it('checks a cookie with better-auth once, then answers from memory', async () => {
    const { tokenOnly, clouds } = await signedIn('cache.ana@example.com')
    const check = vi.spyOn(server.context.auth.api, 'getSession')
    try {
      const statuses = []
      for (let i = 0; i < 5; i += 1) statuses.push(await clouds(tokenOnly))
      expect(statuses).toEqual([200, 200, 200, 200, 200])
      expect(check).toHaveBeenCalledTimes(1)

      // A forged cookie is refused each time and never remembered.
      const forged = tokenOnly.replace(/=([^.;]+)/, '=forged')
      expect([await clouds(forged), await clouds(forged)]).toEqual([401, 401])
      expect(check).toHaveBeenCalledTimes(3)
      // No cookie at all: refused without asking better-auth.
      expect(await clouds('')).toBe(401)
      expect(check).toHaveBeenCalledTimes(3)
    } finally {
      check.mockRestore()
    }
  })

  it('forgets a session signed out in this process at once', async () => {
    const { browser, tokenOnly, clouds } = await signedIn('cache.bia@example.com')
    expect(await clouds(tokenOnly)).toBe(200)
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200)
    expect(await clouds(tokenOnly)).toBe(401)
  })
})
