import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { apiPaths, RECENT_LIMIT, routePath } from '@myflix/shared'
import { collectFirstAnswers, type CollectedAnswers } from './first-answers'

const SESSION = '/api/auth/get-session'
const STATUS = routePath(apiPaths.catalog.status, {})
const RECENT_MOVIES = routePath(apiPaths.catalog.recent, { type: 'movie' }, { limit: RECENT_LIMIT })
const FAVORITES = routePath(apiPaths.library.favorites, {})

/** A shell route that collects from `api`, as the web module does, and shows what it got. */
function shellOver(api: Hono) {
  const shell = new Hono()
  shell.get('*', async (c) => c.json(await collectFirstAnswers(api, c)))
  return async (path: string, cookie = 'better-auth.session_token=abc') =>
    (await (await shell.request(path, { headers: { cookie } })).json()) as CollectedAnswers
}

const counts = { movie: 3, series: 0, live: 0 }

describe('collectFirstAnswers', () => {
  it('asks as the page’s browser, and only the lists the status says hold titles', async () => {
    const asked: string[] = []
    const api = new Hono()
    api.get('*', (c) => {
      asked.push(`${c.req.path}${new URL(c.req.url).search} ${c.req.header('cookie')}`)
      if (c.req.path === SESSION) return c.json({ user: { id: 'u1' } })
      if (c.req.path === STATUS) return c.json({ success: true, data: { counts } })
      return c.json({ success: true, data: [] })
    })
    const { answers } = await shellOver(api)('/home')
    expect(Object.keys(answers)).toContain(RECENT_MOVIES)
    expect(Object.keys(answers).filter((path) => path.includes('/catalog/'))).toEqual([
      STATUS,
      RECENT_MOVIES,
    ])
    expect(asked.every((line) => line.endsWith(' better-auth.session_token=abc'))).toBe(true)
  })

  it('answers nothing, and asks nothing more, when the cookie holds no session', async () => {
    const asked: string[] = []
    const api = new Hono()
    api.get('*', (c) => {
      asked.push(c.req.path)
      return c.req.path === SESSION
        ? c.json(null)
        : c.json({ success: false, error: 'Não autenticado' }, 401)
    })
    expect(await shellOver(api)('/home')).toEqual({ answers: {}, setCookies: [] })
    expect(asked).toEqual([SESSION])
  })

  it('leaves out what is not ready in time, and what fails', async () => {
    const api = new Hono()
    api.onError((_error, c) => c.text('falhou', 500))
    const never = new Promise<Response>(() => undefined)
    api.get(SESSION, (c) => c.json({ user: { id: 'u1' } }, 200, { 'set-cookie': 'renovado=1' }))
    // The status never answers; the favorites route throws.
    api.get(STATUS, () => never)
    api.get(FAVORITES, () => {
      throw new Error('database gone')
    })
    api.get('*', (c) => c.json({ success: true, data: [] }))
    const { answers, setCookies } = await shellOver(api)('/home')
    expect(Object.keys(answers)).toContain(SESSION)
    expect(answers[STATUS]).toBeUndefined()
    expect(answers[RECENT_MOVIES]).toBeUndefined()
    expect(answers[FAVORITES]).toBeUndefined()
    expect(setCookies).toEqual(['renovado=1'])
  })
})
