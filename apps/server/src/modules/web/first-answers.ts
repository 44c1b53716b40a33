import type { HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import {
  apiPaths,
  AUTH_PATHS,
  RECENT_LIMIT,
  routePath,
  type ContentType,
  type FirstAnswer,
  type FirstAnswers,
} from '@myflix/shared'
import type { ShellRequestBinding } from '../../lib/access-log'

/**
 * How long the shell waits for its answers in all. An answer not ready by then is left to the
 * browser, which asks for it as before: a slow provider never holds the page back.
 */
const BUDGET_MS = 300

/** The web app's home (spec §2 `/home`) and its start (`/`), which goes on to it: they show the lists. */
const HOME_PAGES = new Set(['/', '/home'])

const { status: statusRoute, recent, items } = apiPaths.catalog
const STATUS_PATH = routePath(statusRoute, {})
/** What the signed-in frame reads whatever the catalogue: the library and parental control. */
const USER_PATHS = [
  apiPaths.library.favorites,
  apiPaths.library.continueWatching,
  apiPaths.library.progress,
  apiPaths.parental.state,
].map((route) => routePath(route, {}))

/** The home's lists of a cloud whose snapshot holds that kind (the web's catalogSourceOf). */
const listPaths = (counts: Partial<Record<ContentType, number>>): string[] =>
  [
    (counts.movie ?? 0) > 0 && routePath(recent, { type: 'movie' }, { limit: RECENT_LIMIT }),
    (counts.series ?? 0) > 0 && routePath(recent, { type: 'series' }, { limit: RECENT_LIMIT }),
    (counts.live ?? 0) > 0 &&
      routePath(items, { type: 'live' }, { offset: 0, limit: RECENT_LIMIT }),
  ].filter((path) => path !== false)

function countsOf(answer: FirstAnswer): Partial<Record<ContentType, number>> {
  if (answer.status !== 200) return {}
  try {
    const json = JSON.parse(answer.body) as { data?: { counts?: Record<string, unknown> } }
    const counts = json.data?.counts ?? {}
    const count = (type: ContentType) => (typeof counts[type] === 'number' ? counts[type] : 0)
    return { movie: count('movie'), series: count('series'), live: count('live') }
  } catch {
    return {}
  }
}

export interface CollectedAnswers {
  answers: FirstAnswers
  /** Cookies the session's answer set (a refreshed expiry), for the shell's own answer. */
  setCookies: string[]
}

/**
 * Asks this app, in-process and as the page's browser (its cookie, its address), for what a cold
 * signed-in page asks first: the session, the library and parental state the frame reads, the
 * catalogue's status and, for the home, its lists. Each request runs the real route with its
 * session and parental checks. No answers when the cookie holds no session.
 */
export async function collectFirstAnswers(app: Hono, c: Context): Promise<CollectedAnswers> {
  const headers = new Headers({ accept: 'application/json' })
  for (const name of ['cookie', 'user-agent', 'x-forwarded-for']) {
    const value = c.req.header(name)
    if (value) headers.set(name, value)
  }
  // The socket gives the rate limits their key; the Node response stays the shell's own.
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming
  const setCookies: string[] = []
  let late = false
  const ask = async (path: string): Promise<[string, FirstAnswer]> => {
    // Past the budget the page has gone without these: start no more.
    if (late) throw new Error('first answers: out of time')
    const binding: Partial<HttpBindings> & ShellRequestBinding = { incoming, forShell: true }
    const response = await app.request(path, { headers }, binding)
    setCookies.push(...response.headers.getSetCookie())
    return [path, { status: response.status, body: await response.text() }]
  }

  const answers: FirstAnswers = {}
  // A server failure is left to the browser, whose own request may fare better.
  const keep = ([path, answer]: [string, FirstAnswer]) => {
    if (answer.status < 500) answers[path] = answer
    return answer
  }
  const catalogue = async () => {
    const status = keep(await ask(STATUS_PATH))
    if (!HOME_PAGES.has(c.req.path)) return
    await Promise.all(listPaths(countsOf(status)).map(async (path) => keep(await ask(path))))
  }
  const collect = async () => {
    const [, session] = await ask(AUTH_PATHS.session)
    if (session.status !== 200 || session.body === 'null') return
    answers[AUTH_PATHS.session] = session
    await Promise.all([catalogue(), ...USER_PATHS.map(async (path) => keep(await ask(path)))])
  }
  let timer: NodeJS.Timeout | undefined
  const budget = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      late = true
      resolve()
    }, BUDGET_MS)
  })
  try {
    // A route that throws leaves its answer to the browser, like a late one.
    await Promise.race([collect().catch(() => undefined), budget])
  } finally {
    clearTimeout(timer)
  }
  // What came in time, as it stood then: the collection may still add to its own object.
  return { answers: { ...answers }, setCookies: [...setCookies] }
}
