import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BOOT_SCRIPT, t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase, startServer, type DatabaseHandle, type RunningServer } from '../src/index'
import { browserClient } from './support/http-client'
import { captureLogs } from './support/log-capture'

const BOOT_HASH = createHash('sha256').update(BOOT_SCRIPT).digest('base64')
const CSP =
  `default-src 'self'; script-src 'self' 'sha256-${BOOT_HASH}'; style-src 'self' 'unsafe-inline'; ` +
  "img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; worker-src 'self'; " +
  "manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'"
const INDEX_HTML = '<!doctype html><title>myflix test shell</title>'
const SIGNED_IN_HTML = '<!doctype html><title>myflix test shell</title><link rel="modulepreload">'

describe('app shell', () => {
  let dir: string
  let database: DatabaseHandle
  let server: RunningServer
  const servers: RunningServer[] = []
  const { lines: logLines, logger } = captureLogs()

  const start = async (env: Record<string, string> = {}) => {
    const running = await startServer({
      database,
      logger,
      env: { PORT: '0', DATA_DIR: join(dir, 'data'), WEB_DIST: join(dir, 'dist'), ...env },
    })
    servers.push(running)
    return running
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-shell-'))
    await mkdir(join(dir, 'dist', 'assets'), { recursive: true })
    await Promise.all([
      writeFile(join(dir, 'dist', 'index.html'), INDEX_HTML),
      writeFile(join(dir, 'dist', 'index.signed-in.html'), SIGNED_IN_HTML),
      writeFile(join(dir, 'dist', 'sw.js'), 'self.skipWaiting()'),
      writeFile(join(dir, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)'),
    ])
    database = await createDatabase({ databaseUrl: 'memory://', dataDir: dir })
    server = await start()
  })
  afterAll(async () => {
    await Promise.all(servers.map((running) => running.close()))
    await database.db.destroy().catch(() => {})
    await rm(dir, { recursive: true, force: true })
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, server.url), { headers })

  it('answers health after a database query, with the security headers', async () => {
    const response = await get('/api/health')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      status: 'ok',
      // The bundled ffmpeg, or a newer one on PATH: never none, since npm install brings one.
      ffmpeg: { source: expect.stringMatching(/^(system|bundled)$/), version: expect.any(String) },
    })
    expect(response.headers.get('content-security-policy')).toBe(CSP)
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.has('strict-transport-security')).toBe(false)
  })

  it('answers unknown /api paths and functions with 404 JSON', async () => {
    const api = await get('/api/nothing/here')
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ success: false, error: t('server.notFound') })
    const fn = await fetch(new URL('/api/functions/nao-existe', server.url), { method: 'POST' })
    expect(fn.status).toBe(404)
    expect(await fn.json()).toEqual({
      success: false,
      error: t('server.unknownFunction', { name: 'nao-existe' }),
    })
  })

  it('serves the web app with the SPA fallback and cache headers', async () => {
    for (const path of ['/', '/details/movie/12', '/login']) {
      const page = await get(path)
      expect(page.status, path).toBe(200)
      expect(await page.text()).toBe(INDEX_HTML)
      expect(page.headers.get('cache-control'), path).toBe('no-cache')
    }
    const dotted = await get('/category/filmes/Dr.%20House', { accept: 'text/html' })
    expect(await dotted.text()).toBe(INDEX_HTML)

    const asset = await get('/assets/index-abc123.js')
    expect(await asset.text()).toBe('console.log(1)')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache')

    expect((await get('/assets/missing-1.js')).status).toBe(404)
    expect((await get('/assets/')).status).toBe(404)
    expect((await get('/missing.png')).status).toBe(404)
  })

  it('sends the shell with the signed-in preloads to a browser that carries a session', async () => {
    for (const name of ['better-auth.session_token', '__Secure-better-auth.session_token']) {
      for (const path of ['/home', '/filmes', '/']) {
        const page = await get(path, { cookie: `sidebar_state=true; ${name}=abc.def` })
        expect(await page.text(), `${name} ${path}`).toBe(SIGNED_IN_HTML)
        expect(page.headers.get('cache-control')).toBe('no-cache')
        expect(page.headers.get('vary')).toMatch(/Cookie/)
      }
    }
    const signedOut = await get('/home', { cookie: 'sidebar_state=true' })
    expect(await signedOut.text()).toBe(INDEX_HTML)
    expect(signedOut.headers.get('vary')).toMatch(/Cookie/)
    // Asked for by name, it is a file like any other: no session makes it the shell.
    expect(await (await get('/index.html', { cookie: 'better-auth.session_token=x' })).text()).toBe(
      INDEX_HTML,
    )
  })

  it('mounts the demo provider only when DEMO_PROVIDER is on', async () => {
    const path = '/demo-xtream/player_api.php?username=demo&password=demo'
    const on = await get(path)
    expect(on.status).toBe(200)
    expect(await on.json()).toMatchObject({ user_info: { auth: 1 } })

    const off = await start({ DEMO_PROVIDER: 'false' })
    expect((await fetch(new URL(path, off.url))).status).toBe(404)
  })

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const https = await start({ PUBLIC_URL: 'https://tv.example.org' })
    const response = await fetch(new URL('/api/health', https.url))
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
  })

  it('without SMTP_URL, logs each e-mail and writes it to DATA_DIR/outbox', async () => {
    const email = 'sem.smtp@example.com'
    const signUp = await browserClient(server.url).post('/api/auth/sign-up/email', {
      email,
      password: 'Senha#Forte1',
      name: '',
    })
    expect(signUp.status).toBe(200)
    await server.mailer.close()

    const outbox = join(dir, 'data', 'outbox')
    const files = await readdir(outbox)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-confirm\.json$/)
    expect((await stat(outbox)).mode & 0o777).toBe(0o700)
    expect((await stat(join(outbox, files[0] as string))).mode & 0o777).toBe(0o600)
    const mail = JSON.parse(await readFile(join(outbox, files[0] as string), 'utf8'))
    expect(mail).toMatchObject({
      kind: 'confirm',
      to: email,
      subject: t('auth.mail.confirmSubject'),
    })
    const link = String(mail.text).match(/https?:\/\/\S+/)?.[0] ?? ''
    expect(link).toContain(`${server.config.publicUrl}/api/auth/verify-email?token=`)

    const logged = logLines.find((line) => line.to === email && line.subject)
    expect(String(logged?.text)).toContain(link)

    // Following the link: the access log shows the path but never the token in the query.
    const confirm = await get(new URL(link).pathname + new URL(link).search)
    expect(confirm.status).toBe(200)
    const access = logLines.filter((line) => line.path === '/api/auth/verify-email')
    expect(access).toHaveLength(1)
    expect(JSON.stringify(logLines.filter((line) => line.msg === 'request'))).not.toContain(
      'token=',
    )
  })

  it('answers 503 on health when the database is gone', async () => {
    await database.db.destroy()
    const response = await get('/api/health')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ status: 'unavailable' })
  })
})
