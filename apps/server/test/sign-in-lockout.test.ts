import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-guard'
import { TEST_PASSWORD } from './support/accounts'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import { browserClient } from './support/http-client'

const WRONG = 'Errada#123'
const HOME = '198.51.100.10'
/** A guesser's addresses: one per attempt, so better-auth's per-address limit never sees them. */
const stranger = (n: number) => `203.0.113.${n}`

describe.each(testDatabaseKinds())('wrong passwords per account on $name', (kind) => {
  let database: TestDatabase
  let dataDir: string
  let servers: RunningServer[] = []

  beforeAll(async () => {
    ;[database, dataDir] = await Promise.all([
      kind.open(),
      mkdtemp(join(tmpdir(), 'myflix-lockout-')),
    ])
    const env = {
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO_PROVIDER: 'false',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
    }
    servers = [
      await startServer({ database: database.handle, env }),
      await startServer({ database: database.handle, env }),
    ]
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await database?.dispose()
    await rm(dataDir, { recursive: true, force: true })
  })

  const email = (name: string) => `${name}.${kind.name.toLowerCase()}@example.com`
  /** One sign-in from `address` (as our proxy reports it), on the first or second instance. */
  const signIn = async (address: string, who: string, password: string, on = 0) => {
    const client = browserClient(servers[on]!.url, { headers: { 'x-forwarded-for': address } })
    const response = await client.post('/api/auth/sign-in/email', { email: who, password })
    return { status: response.status, retryAfter: response.headers.get('retry-after'), response }
  }
  const account = async (name: string) => {
    const who = email(name)
    const signUp = await browserClient(servers[0]!.url).post('/api/auth/sign-up/email', {
      email: who,
      password: TEST_PASSWORD,
      name: '',
    })
    expect(signUp.status).toBe(200)
    await database.handle.db
      .updateTable('user')
      .set({ emailVerified: true })
      .where('email', '=', who)
      .execute()
    return who
  }

  it('counts only wrong passwords: signing in again and again is never held back', async () => {
    const erin = await account('erin')
    for (let i = 0; i <= SIGN_IN_LIMITS.perAddress + 1; i += 1)
      expect((await signIn(stranger(200), erin, TEST_PASSWORD, i % 2)).status).toBe(200)
  })

  it('locks the account for new addresses after 10 wrong passwords, but not for its owner’s', async () => {
    const bob = await account('bob')
    const carla = await account('carla')
    expect((await signIn(HOME, bob, TEST_PASSWORD)).status).toBe(200)

    // A guesser spreads 10 wrong passwords over 10 addresses and both instances.
    for (let n = 1; n <= SIGN_IN_LIMITS.perAccount; n += 1)
      expect((await signIn(stranger(n), bob, WRONG, n % 2)).status).toBe(401)

    // Now any address Bob has not signed in from is refused, even with the right password.
    const locked = await signIn(stranger(50), bob, TEST_PASSWORD)
    expect(locked.status).toBe(429)
    expect(await locked.response.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: t('common.tooManyRequests'),
    })
    expect(t('common.tooManyRequests')).toBe(
      'Muitas tentativas. Tente novamente em alguns minutos.',
    )
    expect(Number(locked.retryAfter)).toBeGreaterThan(0)
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000)
    expect((await signIn(stranger(1), bob, WRONG, 1)).status).toBe(429)

    // Bob, at home, still gets in; the lock is Bob's account's, not the addresses'.
    expect((await signIn(HOME, bob, TEST_PASSWORD, 1)).status).toBe(200)
    expect((await signIn(stranger(50), carla, TEST_PASSWORD)).status).toBe(200)

    // Home is held to its own 5 wrong passwords like any address.
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 1)
      expect((await signIn(HOME, bob, WRONG, i % 2)).status).toBe(401)
    expect((await signIn(HOME, bob, TEST_PASSWORD)).status).toBe(429)

    // When the 15 minutes are over (moved back here rather than waited for), everyone is let in
    // again; the addresses Bob signed in from are remembered far longer than that.
    await database.handle.db
      .updateTable('throttle')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('reset_at', '<', new Date(Date.now() + SIGN_IN_LIMITS.windowMs + 60_000))
      .execute()
    expect((await signIn(stranger(50), bob, TEST_PASSWORD)).status).toBe(200)
    expect((await signIn(HOME, bob, TEST_PASSWORD, 1)).status).toBe(200)

    // The counters stand for e-mails and addresses; their keys hold neither.
    const rows = await database.handle.db.selectFrom('throttle').select('key').execute()
    expect(rows.length).toBeGreaterThan(0)
    const keys = rows.map((row) => row.key).join(' ')
    for (const secret of [bob, 'bob', HOME, stranger(50)]) expect(keys).not.toContain(secret)
  })

  it('holds a burst of parallel guesses to the limit too', async () => {
    const dave = await account('dave')
    const statuses = await Promise.all(
      Array.from({ length: 2 * SIGN_IN_LIMITS.perAccount }, (_, n) =>
        signIn(stranger(100 + n), dave, WRONG, n % 2).then((answer) => answer.status),
      ),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount)
    expect(statuses.filter((status) => status === 429)).toHaveLength(SIGN_IN_LIMITS.perAccount)
  })
})
