import { createHash } from 'node:crypto'
import { parentalStateSchema, t } from '@myflix/shared'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { browserClient } from '../../../test/support/http-client'
import { testDatabaseKinds } from '../../../test/support/databases'
import {
  ACCOUNT_PASSWORD,
  signedInBrowser,
  cloudsServerFor,
  type Browser,
} from '../../../test/support/clouds-server'

type Answer = { success: boolean; data?: unknown; error?: string; title?: string }

describe.each(testDatabaseKinds())('/api/parental on $name', (kind) => {
  const env = cloudsServerFor(kind)
  let ana: { browser: Browser; userId: string }
  let bruno: { browser: Browser; userId: string }
  let carla: { browser: Browser; userId: string }

  const call = async (browser: Browser, path: string, body?: unknown) => {
    const response =
      body === undefined
        ? await browser.request(`/api/parental${path}`)
        : await browser.post(`/api/parental${path}`, body)
    return { status: response.status, body: (await response.json()) as Answer }
  }
  const stateOf = async (browser: Browser) => {
    const { status, body } = await call(browser, '')
    expect(status).toBe(200)
    return parentalStateSchema.parse(body.data)
  }
  const refusal = (title: string, error: string) => ({ success: false, title, error })

  beforeAll(async () => {
    const suffix = kind.name.toLowerCase()
    ana = await signedInBrowser(env.server, `ana.parental.${suffix}@example.com`)
    bruno = await signedInBrowser(env.server, `bruno.parental.${suffix}@example.com`)
    carla = await signedInBrowser(env.server, `carla.parental.${suffix}@example.com`)
  })

  it('answers 401 to anonymous calls', async () => {
    const anonymous = browserClient(env.server.url)
    for (const response of [
      await anonymous.request('/api/parental'),
      await anonymous.post('/api/parental/enable', { pin: '2580', confirm: '2580' }),
      await anonymous.post('/api/parental/unlock', { pin: '2580' }),
      await anonymous.post('/api/parental/lock', {}),
    ]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        success: false,
        error: t('server.unauthenticated'),
      })
    }
  })

  it('starts off, without a PIN', async () => {
    expect(await stateOf(ana.browser)).toEqual({
      enabled: false,
      hasPin: false,
      unlockedUntil: null,
    })
  })

  it('refuses malformed, weak and unconfirmed new PINs with the spec messages', async () => {
    const invalid = refusal(t('parental.invalidTitle'), t('parental.invalidDescription'))
    for (const pin of ['123', '12345', 'abcd', '12 4'])
      expect(await call(ana.browser, '/enable', { pin, confirm: pin })).toEqual({
        status: 400,
        body: invalid,
      })
    expect((await call(ana.browser, '/enable', { pin: 2580 })).body).toEqual(invalid)
    for (const pin of ['0000', '7777', '1234', '4321', '0123', '9876', '1122', '2211'])
      expect(await call(ana.browser, '/enable', { pin, confirm: pin })).toEqual({
        status: 400,
        body: refusal(t('parental.weakTitle'), t('parental.weakDescription')),
      })
    expect(await call(ana.browser, '/enable', { pin: '2580', confirm: '2581' })).toEqual({
      status: 400,
      body: refusal(t('parental.errorTitle'), t('parental.mismatch')),
    })
    expect((await call(ana.browser, '/enable', { pin: '2580' })).status).toBe(400)
    expect(await stateOf(ana.browser)).toMatchObject({ enabled: false, hasPin: false })
  })

  it('turns on with a new PIN twice and stores only a salted slow hash', async () => {
    const { status, body } = await call(ana.browser, '/enable', { pin: '2580', confirm: '2580' })
    expect(status).toBe(200)
    expect(body.data).toEqual({ enabled: true, hasPin: true, unlockedUntil: null })
    const row = await env.server.db
      .selectFrom('parental_controls')
      .selectAll()
      .where('user_id', '=', ana.userId)
      .executeTakeFirstOrThrow()
    expect(row.pin_hash).toMatch(/^scrypt\$/)
    const dump = JSON.stringify(
      await env.server.db.selectFrom('parental_controls').selectAll().execute(),
    )
    const sha = createHash('sha256').update('2580').digest()
    expect(dump).not.toContain('2580')
    expect(dump).not.toContain(sha.toString('hex'))
    expect(dump).not.toContain(sha.toString('base64'))
  })

  it('keeps each user apart: B neither sees nor changes A', async () => {
    expect(await stateOf(bruno.browser)).toEqual({
      enabled: false,
      hasPin: false,
      unlockedUntil: null,
    })
    // A's PIN means nothing to B's row.
    expect((await call(bruno.browser, '/disable', { pin: '2580' })).status).toBe(403)
    expect((await call(bruno.browser, '/unlock', { pin: '2580' })).status).toBe(403)
    expect(await stateOf(ana.browser)).toMatchObject({ enabled: true, unlockedUntil: null })
    expect(await env.server.context.parental.shouldHideAdult(bruno.userId, 'x')).toBe(false)
  })

  it('unlocks for one hour, for this session only', async () => {
    expect(await call(ana.browser, '/unlock', { pin: '1357' })).toEqual({
      status: 403,
      body: refusal(t('parental.incorrectTitle'), t('parental.incorrect')),
    })
    const before = Date.now()
    const { status, body } = await call(ana.browser, '/unlock', { pin: '2580' })
    expect(status).toBe(200)
    const until = Date.parse(parentalStateSchema.parse(body.data).unlockedUntil ?? '')
    expect(until - before).toBeGreaterThan(59 * 60_000)
    expect(until - before).toBeLessThanOrEqual(60 * 60_000 + 5_000)

    // A second device of the same user is still locked.
    const otherDevice = browserClient(env.server.url)
    const signIn = await otherDevice.post('/api/auth/sign-in/email', {
      email: `ana.parental.${kind.name.toLowerCase()}@example.com`,
      password: ACCOUNT_PASSWORD,
    })
    expect(signIn.status).toBe(200)
    expect(await stateOf(otherDevice)).toMatchObject({ enabled: true, unlockedUntil: null })
  })

  it('ends this session’s access on demand, without a PIN', async () => {
    expect((await call(ana.browser, '/lock', {})).body.data).toEqual({
      enabled: true,
      hasPin: true,
      unlockedUntil: null,
    })
    expect(await stateOf(ana.browser)).toMatchObject({ unlockedUntil: null })
    expect((await call(ana.browser, '/unlock', { pin: '2580' })).status).toBe(200)
  })

  it('turns off only with the current PIN, and on again with the stored one', async () => {
    expect(await call(ana.browser, '/disable', { pin: '9753' })).toEqual({
      status: 403,
      body: refusal(t('parental.incorrectTitle'), t('parental.currentIncorrect')),
    })
    expect((await call(ana.browser, '/disable', { pin: '2580' })).body.data).toEqual({
      enabled: false,
      hasPin: true,
      unlockedUntil: null,
    })
    expect((await call(ana.browser, '/enable', { pin: '9753' })).status).toBe(403)
    const again = await call(ana.browser, '/enable', { pin: '2580' })
    // The unlock granted before must not survive turning control off and on.
    expect(again.body.data).toEqual({ enabled: true, hasPin: true, unlockedUntil: null })
  })

  it('changes the PIN: current one first, then the new one twice', async () => {
    expect(
      await call(ana.browser, '/change', { currentPin: '1111', newPin: '3690', confirm: '3690' }),
    ).toEqual({
      status: 403,
      body: refusal(t('parental.incorrectTitle'), t('parental.currentIncorrect')),
    })
    expect(
      (await call(ana.browser, '/change', { currentPin: '2580', newPin: '4444', confirm: '4444' }))
        .body.title,
    ).toBe(t('parental.weakTitle'))
    expect(
      (await call(ana.browser, '/change', { currentPin: '2580', newPin: '3690', confirm: '3691' }))
        .body.error,
    ).toBe(t('parental.mismatch'))
    const changed = await call(ana.browser, '/change', {
      currentPin: '2580',
      newPin: '3690',
      confirm: '3690',
    })
    expect(changed.status).toBe(200)
    expect((await call(ana.browser, '/unlock', { pin: '2580' })).status).toBe(403)
    expect((await call(ana.browser, '/unlock', { pin: '3690' })).status).toBe(200)
  })

  it('tells the catalogue to hide adult content while locked, and follows changes at once', async () => {
    const parental = env.server.context.parental
    await call(carla.browser, '/enable', { pin: '8642', confirm: '8642' })
    const session = await env.server.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', carla.userId)
      .executeTakeFirstOrThrow()
    expect(await parental.shouldHideAdult(carla.userId, session.id)).toBe(true)
    await call(carla.browser, '/unlock', { pin: '8642' })
    expect(await parental.shouldHideAdult(carla.userId, session.id)).toBe(false)
    expect(await parental.shouldHideAdult(carla.userId, 'another-session')).toBe(true)
    await env.server.db
      .updateTable('parental_unlocks')
      .set({ expires_at: sql<Date>`CURRENT_TIMESTAMP - interval '1 minute'` })
      .where('user_id', '=', carla.userId)
      .execute()
    await call(carla.browser, '/change', { currentPin: '8642', newPin: '8643', confirm: '8643' })
    expect(await parental.shouldHideAdult(carla.userId, session.id)).toBe(true)
  })

  it('limits wrong PINs: 5 per window, then 429 even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await call(carla.browser, '/unlock', { pin: '1357' })).status).toBe(403)
    const blocked = await call(carla.browser, '/unlock', { pin: '8643' })
    expect(blocked.status).toBe(429)
    expect(blocked.body.error).toBe(t('parental.tooManyAttempts', { minutes: 15 }))
    expect((await call(carla.browser, '/disable', { pin: '8643' })).status).toBe(429)
    // Another user is not affected.
    expect((await call(bruno.browser, '/enable', { pin: '1470', confirm: '1470' })).status).toBe(
      200,
    )
    // Once the window has passed the right PIN works again and clears the counter.
    await env.server.db
      .updateTable('parental_controls')
      .set({ failed_since: new Date(Date.now() - 16 * 60_000) })
      .where('user_id', '=', carla.userId)
      .execute()
    expect((await call(carla.browser, '/unlock', { pin: '8643' })).status).toBe(200)
    const row = await env.server.db
      .selectFrom('parental_controls')
      .select(['failed_attempts'])
      .where('user_id', '=', carla.userId)
      .executeTakeFirstOrThrow()
    expect(row.failed_attempts).toBe(0)
  })

  it('counts parallel wrong guesses one by one', async () => {
    await env.server.db
      .updateTable('parental_controls')
      .set({ failed_attempts: 0, failed_since: null })
      .where('user_id', '=', bruno.userId)
      .execute()
    const guesses = await Promise.all(
      ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007'].map((pin) =>
        call(bruno.browser, '/unlock', { pin }),
      ),
    )
    const statuses = guesses.map((guess) => guess.status).sort()
    expect(statuses.filter((status) => status === 403)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
  })
})
