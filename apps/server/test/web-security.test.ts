import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BOOT_SCRIPT, t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config/env'
import { startServer, type RunningServer } from '../src/index'
import { browserClient } from './support/http-client'
import { captureLogs } from './support/log-capture'
import { linkIn, startSmtpCapture } from './support/smtp-capture'

/** The boot script's hash, computed here apart from the server's own. */
const BOOT_HASH = createHash('sha256').update(BOOT_SCRIPT).digest('base64')

type Browser = ReturnType<typeof browserClient>

const PASSWORD = 'Vermelho#Pato71'
const PIN = '7319'
const APP_SECRET = 'segredo-do-app-que-nunca-aparece-no-log-0123456789'
const EVIL = 'https://evil.example'

describe('web security', () => {
  let dataDir: string
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let server: RunningServer
  const { lines, logger } = captureLogs('debug')
  const servers: RunningServer[] = []

  const start = async (env: Record<string, string> = {}) => {
    const running = await startServer({
      logger,
      env: {
        PORT: '0',
        DATABASE_URL: 'memory://',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        APP_SECRET,
        AUTH_RATE_LIMIT_MAX: '1000',
        ...env,
      },
    })
    servers.push(running)
    return running
  }

  /** Sign-up, the confirmation link from the captured mail, sign-in: the whole real flow. */
  const signUpAndIn = async (email: string): Promise<Browser> => {
    const browser = browserClient(server.url)
    const signUp = await browser.post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: '',
    })
    expect(signUp.status).toBe(200)
    const link = linkIn(await smtp.take(email, t('auth.mail.confirmSubject')))
    expect((await browser.request(link.pathname + link.search)).status).toBe(302)
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: PASSWORD })
    expect(signIn.status).toBe(200)
    return browser
  }
  const addDemoCloud = async (browser: Browser) => {
    const saved = await browser.post('/api/clouds', {
      nuvemNome: 'Sala',
      xtreamURL: `${server.url}/demo-xtream`,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    })
    expect(saved.status).toBe(200)
    return ((await saved.json()) as { data: { id: string } }).data.id
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-websec-'))
    smtp = await startSmtpCapture()
    server = await start()
  })
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.close()))
    await smtp?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  describe('CSRF on our state-changing routes', () => {
    let ana: Browser
    let cloudId: string
    beforeAll(async () => {
      ana = await signUpAndIn('ana.csrf@example.com')
      cloudId = await addDemoCloud(ana)
    })

    const refused = { success: false, error: t('security.crossSiteRefused') }
    const changes = () => [
      { method: 'POST', path: '/api/clouds', json: { nuvemNome: 'X' } },
      { method: 'POST', path: `/api/clouds/${cloudId}/activate`, json: {} },
      { method: 'DELETE', path: `/api/clouds/${cloudId}`, json: undefined },
      { method: 'POST', path: '/api/catalog/refresh', json: {} },
      { method: 'POST', path: '/api/functions/validar-nuvem', json: {} },
      { method: 'POST', path: '/api/media/play', json: { type: 'movie', id: '1' } },
      { method: 'POST', path: '/api/parental/enable', json: { pin: PIN, confirm: PIN } },
    ]
    const send = (change: ReturnType<typeof changes>[number], headers: Record<string, string>) =>
      fetch(new URL(change.path, server.url), {
        method: change.method,
        headers: { cookie: ana.cookieHeader(), 'content-type': 'application/json', ...headers },
        body: change.json === undefined ? undefined : JSON.stringify(change.json),
        redirect: 'manual',
      })

    it('refuses a cross-site page’s request, by Origin or by Sec-Fetch-Site, and changes nothing', async () => {
      const attacks: Record<string, string>[] = [
        { origin: EVIL },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]
      for (const change of changes()) {
        for (const headers of attacks) {
          const response = await send(change, headers)
          const label = `${change.method} ${change.path} ${JSON.stringify(headers)}`
          expect(response.status, label).toBe(403)
          expect(await response.json(), label).toEqual(refused)
        }
      }
      const clouds = (await (await ana.request('/api/clouds')).json()) as { data: { id: string }[] }
      expect(clouds.data.map((cloud) => cloud.id)).toEqual([cloudId])
      const parental = (await (await ana.request('/api/parental')).json()) as { data: unknown }
      expect(parental.data).toMatchObject({ enabled: false })
    })

    it('lets the app’s own origin and clients without Origin through; reads stay open', async () => {
      const sameOrigin = await send(changes()[1]!, {
        origin: server.config.publicUrl,
        'sec-fetch-site': 'same-origin',
      })
      expect(sameOrigin.status).toBe(200)
      const loopbackName = await send(changes()[3]!, { origin: new URL(server.url).origin })
      expect(loopbackName.status, await loopbackName.clone().text()).toBe(200)
      // curl and scripts send neither header; they cannot ride a victim's cookies anyway.
      const cli = await send(changes()[3]!, {})
      expect(cli.status).toBe(200)
      const read = await fetch(new URL('/api/clouds', server.url), {
        headers: { cookie: ana.cookieHeader(), origin: EVIL },
      })
      expect(read.status).toBe(200)
      // No CORS grant: a foreign page cannot read the answer.
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
    })

    it('covers better-auth’s routes too: a foreign page can neither sign in nor sign out', async () => {
      for (const path of ['/api/auth/sign-out', '/api/auth/sign-in/email']) {
        const response = await fetch(new URL(path, server.url), {
          method: 'POST',
          headers: { cookie: ana.cookieHeader(), origin: EVIL, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ana.csrf@example.com', password: PASSWORD }),
        })
        expect(response.status, path).toBe(403)
      }
      expect((await ana.request('/api/clouds')).status).toBe(200)
    })
  })

  it('rate-limits password-reset requests per client', async () => {
    const limited = await start({ AUTH_RATE_LIMIT_MAX: '3' })
    const client = browserClient(limited.url, { localAddress: '127.0.0.9' })
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const response = await client.post('/api/auth/request-password-reset', {
        email: `ninguem${i}@example.com`,
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    // Another client is not punished for it.
    const other = browserClient(limited.url, { localAddress: '127.0.0.10' })
    const fresh = await other.post('/api/auth/request-password-reset', { email: 'x@example.com' })
    expect(fresh.status).toBe(200)
  })

  it('refuses an API body over 64 KB, declared or streamed, before any route reads it', async () => {
    const big = JSON.stringify({ email: 'x@example.com', password: 'x'.repeat(70 * 1024) })
    const post = (body: string | ReadableStream<Uint8Array>) =>
      fetch(new URL('/api/auth/sign-in/email', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body,
        duplex: 'half',
      } as RequestInit)
    const declared = await post(big)
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ success: false, error: t('server.bodyTooLarge') })
    const bytes = new TextEncoder().encode(big)
    const streamed = await post(
      new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 8192)
            controller.enqueue(bytes.subarray(at, at + 8192))
          controller.close()
        },
      }),
    )
    expect(streamed.status).toBe(413)
    // A normal body still goes through.
    const small = await post(JSON.stringify({ email: 'x@example.com', password: 'Errada#123' }))
    expect(small.status).toBe(401)
  })

  it('sends session cookies HttpOnly and SameSite=Lax, Secure and HSTS behind https', async () => {
    const https = await start({ PUBLIC_URL: 'https://tv.example.org' })
    const response = await fetch(new URL('/api/health', https.url))
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
    const plain = await fetch(new URL('/api/health', server.url))
    const csp = plain.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/frame-ancestors 'none'/)
    expect(csp).toContain(`script-src 'self' 'sha256-${BOOT_HASH}';`)
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/)
    expect(csp).toMatch(/object-src 'none'/)
    expect(plain.headers.get('referrer-policy')).toBe('no-referrer')
    expect(plain.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it("the built web shells' only inline script is the boot script, which the CSP allows by hash", async (ctx) => {
    const dist = join(REPO_ROOT, 'apps/web/dist')
    if (!existsSync(join(dist, 'index.html')))
      return ctx.skip('apps/web is not built (npm test builds it first)')
    const inline: string[] = []
    for (const shell of ['index.html', 'index.signed-in.html']) {
      const html = await readFile(join(dist, shell), 'utf8')
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      expect(scripts.length, shell).toBeGreaterThan(0)
      for (const [, attributes = '', content = ''] of scripts) {
        if (content.trim() !== '') inline.push(content)
        else expect(attributes, shell).toMatch(/\bsrc="\/assets\//)
      }
      expect(html, shell).not.toMatch(/\son[a-z]+\s*=/i)
    }
    // The signed-out shell's, and nothing else: no unsafe-inline needed.
    expect(inline).toEqual([BOOT_SCRIPT])
    const csp = (await fetch(new URL('/api/health', server.url))).headers.get(
      'content-security-policy',
    )
    const scriptSrc = csp?.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${BOOT_HASH}'`)
  })

  it('never logs a password, the app secret, a session token or a PIN along a whole flow', async () => {
    lines.length = 0
    const email = 'bia.logs@example.com'
    const bia = await signUpAndIn(email)
    await addDemoCloud(bia)
    for (let tries = 0; tries < 200; tries += 1) {
      const status = (await (await bia.request('/api/catalog/status')).json()) as {
        data: { state: string }
      }
      if (status.data.state === 'ready') break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const page = (await (await bia.request('/api/catalog/movie/items?limit=3')).json()) as {
      data: { items: Array<{ stream_id: string }> }
    }
    const movieId = page.data.items[0]!.stream_id
    await bia.request(`/api/catalog/movie/items/${movieId}`)
    await bia.request('/api/catalog/search?q=amor')
    const played = (await (
      await bia.post('/api/media/play', { type: 'movie', id: movieId })
    ).json()) as {
      data: { candidates: Array<{ url: string }> }
    }
    const stream = await bia.request(played.data.candidates[0]!.url, {
      headers: { range: 'bytes=0-99' },
    })
    expect([200, 206]).toContain(stream.status)
    await stream.arrayBuffer()
    expect((await bia.post('/api/parental/enable', { pin: PIN, confirm: PIN })).status).toBe(200)
    expect((await bia.post('/api/parental/unlock', { pin: '0000' })).status).toBe(403)
    expect((await bia.post('/api/parental/unlock', { pin: PIN })).status).toBe(200)
    await bia.post('/api/clouds', {
      nuvemNome: 'x',
      xtreamURL: 'nada',
      xtreamPass: 'SenhaErrada#9',
    })
    const reset = await bia.post('/api/auth/request-password-reset', { email })
    expect(reset.status).toBe(200)
    const resetMail = await smtp.take(email, t('auth.mail.resetSubject'))
    const resetLink = linkIn(resetMail)
    expect((await bia.request(resetLink.pathname + resetLink.search)).status).toBe(302)
    await bia.post('/api/auth/sign-out')

    const log = lines.map((line) => JSON.stringify(line)).join('\n')
    expect(lines.filter((line) => line.msg === 'request').length).toBeGreaterThan(15)
    const sessionToken = decodeURIComponent(
      (bia.cookieHeader().match(/session_token=([^;]+)/)?.[1] ?? '').split('.')[0] ?? '',
    )
    const resetToken = resetLink.pathname.split('/').pop() ?? ''
    const secrets = [
      PASSWORD,
      APP_SECRET,
      'SenhaErrada#9',
      resetToken,
      played.data.candidates[0]!.url.split('/').pop() ?? '',
    ]
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8)
      expect(log.includes(secret), `log carries ${secret.slice(0, 4)}…`).toBe(false)
    }
    if (sessionToken) expect(log.includes(sessionToken)).toBe(false)
    expect(log).not.toMatch(new RegExp(`(?<![\\d.])${PIN}(?![\\d.])`))
    // The demo cloud's password is "demo": look for the forms a leak would take.
    expect(log).not.toMatch(/password=demo|\/demo\/demo\/|"(xtreamPass|password)":"demo"/)
  })
})
