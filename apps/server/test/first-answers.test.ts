import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  apiPaths,
  FIRST_ANSWERS_ELEMENT_ID,
  RECENT_LIMIT,
  routePath,
  type FirstAnswers,
} from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { signedInBrowser, type Browser } from './support/accounts'
import { saveCloud } from './support/catalog-status'
import { captureLogs } from './support/log-capture'

// The signed-in shell with the first answers inside (src/modules/web/first-answers.ts), against the
// real server, its database and the demo provider: each answer must be the one the browser's own
// request gets, for that browser's session only.

const INDEX_HTML = '<!doctype html><html><head><title>myflix</title></head><body></body></html>'
const SIGNED_IN_HTML =
  '<!doctype html><html><head><title>myflix</title><link rel="modulepreload"></head><body></body></html>'

const SESSION = '/api/auth/get-session'
const STATUS = routePath(apiPaths.catalog.status, {})
const RECENT_MOVIES = routePath(apiPaths.catalog.recent, { type: 'movie' }, { limit: RECENT_LIMIT })
const RECENT_SERIES = routePath(
  apiPaths.catalog.recent,
  { type: 'series' },
  { limit: RECENT_LIMIT },
)
const CHANNELS = routePath(
  apiPaths.catalog.items,
  { type: 'live' },
  { offset: 0, limit: RECENT_LIMIT },
)
/** What the signed-in frame reads on every page, as its requests ask for it. */
const USER_PATHS = [
  '/api/library/favorites',
  '/api/library/continue',
  '/api/library/progress',
  '/api/parental',
]

const ELEMENT = new RegExp(
  `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
)

/** The answers a page carries, or null when it carries none. */
function answersIn(html: string): FirstAnswers | null {
  const found = ELEMENT.exec(html)
  return found ? (JSON.parse(found[1] as string) as FirstAnswers) : null
}

describe('the signed-in shell carries the first answers', () => {
  let dir: string
  let server: RunningServer
  let withCloud: Browser
  const { lines, logger } = captureLogs()

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-first-answers-'))
    await mkdir(join(dir, 'dist'), { recursive: true })
    await writeFile(join(dir, 'dist', 'index.html'), INDEX_HTML)
    await writeFile(join(dir, 'dist', 'index.signed-in.html'), SIGNED_IN_HTML)
    server = await startServer({
      logger,
      env: {
        PORT: '0',
        DATABASE_URL: 'memory://',
        DATA_DIR: join(dir, 'data'),
        WEB_DIST: join(dir, 'dist'),
        AUTH_RATE_LIMIT_MAX: '1000',
      },
    })
    withCloud = await signedInBrowser(server, 'com.nuvem@example.com')
    const { saved } = await saveCloud(withCloud, `${server.url}/demo-xtream`)
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await server?.close()
    await rm(dir, { recursive: true, force: true })
  })

  const page = (browser: Browser, path: string) =>
    browser.request(path, { headers: { accept: 'text/html', 'accept-encoding': 'br' } })

  it('puts the home’s answers in its page, each the one its own request gets', async () => {
    for (const path of ['/home', '/']) {
      const response = await page(withCloud, path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBe('br')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('vary')).toMatch(/Cookie/)
      const html = await response.text()
      expect(html).toContain('<link rel="modulepreload">')
      const answers = answersIn(html)
      expect(Object.keys(answers ?? {}).sort(), path).toEqual(
        [SESSION, STATUS, RECENT_MOVIES, RECENT_SERIES, CHANNELS, ...USER_PATHS].sort(),
      )
      for (const apiPath of [STATUS, RECENT_MOVIES, RECENT_SERIES, CHANNELS, ...USER_PATHS]) {
        const own = await withCloud.request(apiPath)
        expect(answers?.[apiPath], apiPath).toEqual({
          status: own.status,
          body: await own.text(),
        })
      }
      const session = JSON.parse(answers?.[SESSION]?.body ?? 'null') as { user: { email: string } }
      expect(session.user.email).toBe('com.nuvem@example.com')
    }
  })

  it('logs the requests made for a page as such: no browser sent them', async () => {
    const before = lines.length
    await (await page(withCloud, '/filmes')).text()
    const logged = lines.slice(before).filter((line) => line.msg === 'request')
    expect(logged.find((line) => line.path === STATUS)).toMatchObject({ forShell: true })
    expect(logged.find((line) => line.path === '/filmes')?.forShell).toBeUndefined()
  })

  it('leaves the home’s lists out of another page', async () => {
    const answers = answersIn(await (await page(withCloud, '/filmes')).text())
    expect(Object.keys(answers ?? {}).sort()).toEqual([SESSION, STATUS, ...USER_PATHS].sort())
  })

  it('answers each browser with its own session, and a user without a cloud with the refusal', async () => {
    const noCloud = await signedInBrowser(server, 'sem.nuvem@example.com')
    const html = await (await page(noCloud, '/home')).text()
    expect(html).not.toContain('com.nuvem@example.com')
    const answers = answersIn(html)
    const session = JSON.parse(answers?.[SESSION]?.body ?? 'null') as { user: { email: string } }
    expect(session.user.email).toBe('sem.nuvem@example.com')
    const own = await noCloud.request(STATUS)
    expect(own.status).toBe(404)
    expect(answers?.[STATUS]).toEqual({ status: 404, body: await own.text() })
    expect(answers?.[RECENT_MOVIES]).toBeUndefined()
  })

  it('gives a cookie with no session the plain signed-in shell, and no data', async () => {
    const response = await fetch(new URL('/home', server.url), {
      headers: { cookie: 'better-auth.session_token=forjado.assinatura', accept: 'text/html' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(SIGNED_IN_HTML)
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('leaves the signed-out shell and the assets as they were', async () => {
    const signedOut = await fetch(new URL('/home', server.url), {
      headers: { accept: 'text/html' },
    })
    expect(await signedOut.text()).toBe(INDEX_HTML)
    const byName = await withCloud.request('/index.html')
    expect(await byName.text()).toBe(INDEX_HTML)
  })
})
