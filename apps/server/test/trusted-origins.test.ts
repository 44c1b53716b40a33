import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { browserClient } from './support/http-client'
import { linkIn, startSmtpCapture } from './support/smtp-capture'

const PASSWORD = 'Senha#Forte1'
const VITE_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173']

/**
 * An http PUBLIC_URL (the default start) is no sign of development: the Vite dev server's origins
 * are trusted under `npm run dev` (DEV_SERVER) alone, for the CSRF guard and auth redirects alike.
 */
describe.each([
  { name: 'a production start with an http PUBLIC_URL', devServer: false },
  { name: 'npm run dev', devServer: true },
])('the Vite dev server’s origins on $name', ({ devServer }) => {
  let dataDir: string
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let server: RunningServer

  beforeAll(async () => {
    ;[dataDir, smtp] = await Promise.all([
      mkdtemp(join(tmpdir(), 'myflix-origins-')),
      startSmtpCapture(),
    ])
    server = await startServer({
      env: {
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: 'memory://',
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        AUTH_RATE_LIMIT_MAX: '1000',
        ...(devServer && { DEV_SERVER: 'true' }),
      },
    })
  })
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** The mailed link with its callbackURL pointed at the Vite dev server. */
  const toVite = (link: URL, path: string) => {
    const changed = new URL(link)
    changed.searchParams.set('callbackURL', `http://localhost:5173${path}`)
    return changed.pathname + changed.search
  }
  const redirectsToVite = (response: Response) =>
    (response.headers.get('location') ?? '').startsWith('http://localhost:5173')

  it(devServer ? 'lets their pages change state' : 'refuses their pages’ requests', async () => {
    expect(server.config.publicUrl).toMatch(/^http:/)
    for (const [index, origin] of VITE_ORIGINS.entries()) {
      const page = browserClient(server.url, { origin })
      const email = `vite${index}.${devServer ? 'dev' : 'prod'}@example.com`
      const signUp = await page.post('/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: '',
      })
      if (devServer) {
        expect(signUp.status, origin).toBe(200)
      } else {
        expect(signUp.status, origin).toBe(403)
        expect(await signUp.json()).toEqual({
          success: false,
          error: t('security.crossSiteRefused'),
        })
      }
    }
    const users = await server.db.selectFrom('user').select('email').execute()
    expect(users).toHaveLength(devServer ? 2 : 0)
  })

  it(
    devServer
      ? 'redirects confirmation and reset links there'
      : 'never redirects a confirmation or reset link there, nor hands it a reset token',
    async () => {
      const email = `ana.${devServer ? 'dev' : 'prod'}@example.com`
      const browser = browserClient(server.url)
      const signUp = await browser.post('/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: '',
      })
      expect(signUp.status).toBe(200)
      const confirm = linkIn(await smtp.take(email, t('auth.mail.confirmSubject')))
      const confirmed = await browser.request(toVite(confirm, '/'))
      expect(redirectsToVite(confirmed)).toBe(devServer)

      if (!devServer) {
        // The untouched link still confirms the account, so the refusal above was the callbackURL.
        const own = await browser.request(confirm.pathname + confirm.search)
        expect(own.headers.get('location')).toBe('/?confirmacao=email')
      }

      expect((await browser.post('/api/auth/request-password-reset', { email })).status).toBe(200)
      const reset = linkIn(await smtp.take(email, t('auth.mail.resetSubject')))
      const token = decodeURIComponent(reset.pathname.split('/').pop() ?? '')
      expect(token.length).toBeGreaterThan(8)
      const landing = await browser.request(toVite(reset, '/reset-password'))
      const location = landing.headers.get('location') ?? ''
      if (devServer) {
        expect(landing.status).toBe(302)
        const target = new URL(location)
        expect(target.origin + target.pathname).toBe('http://localhost:5173/reset-password')
        expect(target.searchParams.get('token')).toBe(token)
      } else {
        expect(redirectsToVite(landing)).toBe(false)
        expect(location).not.toContain(token)
        expect(await landing.text()).not.toContain(token)
      }
    },
  )
})
