import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineRoute, routeSpec, t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { createFunctionsRoutes } from '../src/modules/functions/functions.routes'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import { browserClient } from './support/http-client'
import { linkIn, startSmtpCapture } from './support/smtp-capture'

const PASSWORD = 'Senha#Forte1'
const NEW_PASSWORD = 'Outra$Senha2'

describe.each(testDatabaseKinds())('accounts over HTTP on $name', (kind) => {
  let database: TestDatabase
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let dataDir: string
  const servers: RunningServer[] = []

  const start = async (env: Record<string, string> = {}) => {
    const server = await startServer({
      database: database.handle,
      env: {
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        DEMO_PROVIDER: 'false',
        ...env,
      },
    })
    servers.push(server)
    return server
  }

  let server: RunningServer
  beforeAll(async () => {
    ;[database, smtp, dataDir] = await Promise.all([
      kind.open(),
      startSmtpCapture(),
      mkdtemp(join(tmpdir(), 'myflix-auth-')),
    ])
    server = await start()
  })
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.close()))
    await Promise.all([database?.dispose(), smtp?.close()])
    await rm(dataDir, { recursive: true, force: true })
  })

  const email = `ana.${kind.name.toLowerCase()}@example.com`

  it('signs up, refuses sign-in until the e-mail is confirmed, then keeps a session', async () => {
    const browser = browserClient(server.url)
    const signUp = await browser.post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: '',
    })
    expect(signUp.status).toBe(200)

    const mail = await smtp.take(email, t('auth.mail.confirmSubject'))
    expect(mail.text).toContain(t('auth.mail.confirmIntro'))
    const link = linkIn(mail)
    expect(link.origin).toBe(server.config.publicUrl)

    const early = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })
    expect(early.status).toBe(403)
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' })

    const confirm = await browser.request(link.pathname + link.search)
    expect(confirm.status).toBe(302)
    // The site root, marked so the app can say the e-mail is confirmed.
    expect(confirm.headers.get('location')).toBe('/?confirmacao=email')

    // A link that does not check out lands there too, with better-auth's reason.
    const forged = new URL(link)
    forged.searchParams.set('token', 'nao-e-um-token')
    const refused = await browser.request(forged.pathname + forged.search)
    expect(refused.headers.get('location')).toBe('/?confirmacao=email&error=INVALID_TOKEN')

    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().join('\n')
    expect(cookie).toMatch(/session_token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)

    const session = await browser.request('/api/auth/get-session')
    expect(await session.json()).toMatchObject({ user: { email, emailVerified: true } })

    // A function behind requireSession sees the signed-in user; anonymous calls get the 401 answer.
    const whoami = defineRoute(
      routeSpec({ method: 'POST', path: '/api/functions/whoami', answer: 'json' }),
      {},
    )
    const functions = createFunctionsRoutes(server.context, [
      { route: whoami, make: () => (c) => c.json({ email: c.var.user.email }) },
    ])
    const mine = await functions.request('/whoami', {
      method: 'POST',
      headers: { cookie: browser.cookieHeader() },
    })
    expect(await mine.json()).toEqual({ email })
    const anonymous = await functions.request('/whoami', { method: 'POST' })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ success: false, error: 'Usuário não autenticado' })
    expect((await functions.request('/nothing', { method: 'POST' })).status).toBe(404)

    const signOut = await browser.post('/api/auth/sign-out')
    expect(signOut.status).toBe(200)
    const after = await browser.request('/api/auth/get-session')
    expect(await after.json()).toBeNull()
  })

  it('resets the password through the e-mailed link', async () => {
    const browser = browserClient(server.url)
    const request = await browser.post('/api/auth/request-password-reset', { email })
    expect(request.status).toBe(200)

    const mail = await smtp.take(email, t('auth.mail.resetSubject'))
    const link = linkIn(mail)
    const landing = await browser.request(link.pathname + link.search)
    expect(landing.status).toBe(302)
    const target = new URL(landing.headers.get('location') ?? '')
    expect(target.origin + target.pathname).toBe(`${server.config.publicUrl}/reset-password`)
    const token = target.searchParams.get('token')
    expect(token).toBeTruthy()

    const reset = await browser.post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      token,
    })
    expect(reset.status).toBe(200)

    const old = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })
    expect(old.status).toBe(401)
    const fresh = await browser.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })
    expect(fresh.status).toBe(200)
  })

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const https = await start({ PUBLIC_URL: 'https://tv.example.org' })
    const browser = browserClient(https.url, { origin: 'https://tv.example.org' })
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().find((line) => line.includes('session_token='))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('renews a session that is used once a day has passed, so an active user stays signed in', async () => {
    const browser = browserClient(server.url)
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: NEW_PASSWORD })
    expect(signIn.status).toBe(200)
    const { session } = (await (await browser.request('/api/auth/get-session')).json()) as {
      session: { id: string }
    }
    // As if it had been created 29 days ago: one day left of its 30.
    const aged = new Date(Date.now() + 24 * 60 * 60 * 1000)
    await database.handle.db
      .updateTable('session')
      .set({ expiresAt: aged })
      .where('id', '=', session.id)
      .execute()
    // A use that reaches the database (the signed cookie cache would answer for 5 minutes).
    const used = await browser.request('/api/auth/get-session?disableCookieCache=true')
    expect(used.status).toBe(200)
    const row = await database.handle.db
      .selectFrom('session')
      .select('expiresAt')
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow()
    const daysLeft = (new Date(row.expiresAt).getTime() - Date.now()) / (24 * 60 * 60 * 1000)
    expect(daysLeft).toBeGreaterThan(29)
  })

  it('holds a password set through the API to the registration rules, not only the length', async () => {
    const browser = browserClient(server.url)
    const weak = await browser.post('/api/auth/sign-up/email', {
      email: `fraca.${kind.name.toLowerCase()}@example.com`,
      password: 'aaaaaaaa',
      name: '',
    })
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({ message: t('validation.passwordUppercase') })
    const reset = await browser.post('/api/auth/reset-password', {
      newPassword: 'Semdigito#',
      token: 'qualquer',
    })
    expect(reset.status).toBe(400)
    expect(await reset.json()).toMatchObject({ message: t('validation.passwordDigit') })
  })

  it('rate-limits sign-up per client IP', async () => {
    const limited = await start({ AUTH_RATE_LIMIT_MAX: '3' })
    const client = browserClient(limited.url, { localAddress: '127.0.0.11' })
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const response = await client.post('/api/auth/sign-up/email', {
        email: `novo${i}.${kind.name.toLowerCase()}@example.com`,
        password: PASSWORD,
        name: '',
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('never rate-limits the session check, which every page load and focus makes', async () => {
    const limited = await start({ AUTH_RATE_LIMIT_MAX: '3' })
    const client = browserClient(limited.url, { localAddress: '127.0.0.12' })
    const statuses = new Set<number>()
    // Above better-auth's default of 100 per 10 s, which counted get-session before.
    for (let i = 0; i < 150; i += 1) {
      statuses.add((await client.request('/api/auth/get-session')).status)
    }
    expect([...statuses]).toEqual([200])
    const signIn = () =>
      client
        .post('/api/auth/sign-in/email', { email, password: 'Errada#123' })
        .then((response) => response.status)
    expect([await signIn(), await signIn(), await signIn(), await signIn()]).toEqual([
      401, 401, 401, 429,
    ])
  })

  it('rate-limits sign-in per client IP, shared by servers on one database', async () => {
    await database.handle.db.deleteFrom('rateLimit').execute()
    const first = await start({ AUTH_RATE_LIMIT_MAX: '3' })
    const second = await start({ AUTH_RATE_LIMIT_MAX: '3' })
    const attempt = (target: RunningServer, localAddress: string, spoofed: string) =>
      browserClient(target.url, {
        localAddress,
        headers: { 'x-forwarded-for': spoofed, 'x-myflix-client-ip': spoofed },
      })
        .post('/api/auth/sign-in/email', { email, password: 'Errada#123' })
        .then((response) => response.status)

    // Without TRUST_PROXY the socket address counts and client-sent IP headers are ignored.
    expect(await attempt(first, '127.0.0.5', '198.51.100.1')).toBe(401)
    expect(await attempt(first, '127.0.0.5', '198.51.100.2')).toBe(401)
    expect(await attempt(second, '127.0.0.5', '198.51.100.3')).toBe(401)
    expect(await attempt(second, '127.0.0.5', '198.51.100.4')).toBe(429)
    expect(await attempt(first, '127.0.0.6', '198.51.100.1')).toBe(401)

    // Behind a trusted proxy, the client is the address the proxy appended (the last entry); what
    // the client wrote before it is not believed.
    const proxied = await start({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: 'true' })
    expect(await attempt(proxied, '127.0.0.5', '198.51.100.66, 203.0.113.7')).toBe(401)

    const rows = await database.handle.db
      .selectFrom('rateLimit')
      .select(['key', 'count'])
      .orderBy('key')
      .execute()
    expect(rows).toEqual([
      { key: '127.0.0.5|/sign-in/email', count: 3 },
      { key: '127.0.0.6|/sign-in/email', count: 1 },
      { key: '203.0.113.7|/sign-in/email', count: 1 },
    ])
  })
})
