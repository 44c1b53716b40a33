import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  FIRST_ANSWERS_ELEMENT_ID,
  FIRST_ANSWERS_KEEP_MS,
  firstAnswersJson,
  routePath,
  type FirstAnswers,
} from '@myflix/shared'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'

const STATUS = routePath(apiPaths.catalog.status, {})
const RECENT = routePath(apiPaths.catalog.recent, { type: 'movie' }, { limit: 20 })
const FAVORITES = routePath(apiPaths.library.favorites, {})
const fromShell = { success: true, data: { from: 'shell', title: '</script><b>' } }

let server: LoopbackServer

/** A page whose shell carries `answers`, and a fresh copy of the modules that read it. */
async function pageWith(answers: FirstAnswers) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = FIRST_ANSWERS_ELEMENT_ID
  element.textContent = firstAnswersJson(answers)
  document.head.append(element)
  vi.resetModules()
  return import('./reachability')
}

const shellAnswer = { status: 200, body: JSON.stringify(fromShell) }

beforeEach(async () => {
  server = await startLoopbackServer(() => ({ status: 200, body: { from: 'network' } }))
})
afterEach(async () => {
  await server.close()
  document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.remove()
  vi.restoreAllMocks()
})

describe('first answers from the signed-in shell', () => {
  it('answers the first GET of each path from the shell, once, then the network', async () => {
    const { trackedFetch } = await pageWith({ [STATUS]: shellAnswer, [RECENT]: shellAnswer })
    const first = await trackedFetch(STATUS, { method: 'GET', credentials: 'include' })
    // Read once: the page keeps no copy of the user's data in its document.
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual(fromShell)
    expect(await (await trackedFetch(`${window.location.origin}${RECENT}`)).json()).toEqual(
      fromShell,
    )
    expect(server.requests).toEqual([])

    expect(await (await trackedFetch(STATUS)).json()).toEqual({ from: 'network' })
    expect(server.requests).toEqual([`GET ${STATUS}`])
  })

  it('keeps a refusal as the server gave it', async () => {
    const refused = { status: 404, body: JSON.stringify({ success: false, error: 'Sem nuvem' }) }
    const { trackedFetch } = await pageWith({ [STATUS]: refused })
    const answer = await trackedFetch(STATUS)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ success: false, error: 'Sem nuvem' })
  })

  it('drops every answer at the first write: the reads after it go to the server', async () => {
    const { trackedFetch } = await pageWith({ [FAVORITES]: shellAnswer })
    await trackedFetch(FAVORITES, { method: 'POST', body: '{}' })
    await trackedFetch(FAVORITES)
    expect(server.requests).toEqual([`POST ${FAVORITES}`, `GET ${FAVORITES}`])
  })

  it('answers nothing from the shell once the page has run for a while', async () => {
    const { trackedFetch } = await pageWith({ [STATUS]: shellAnswer })
    vi.spyOn(performance, 'now').mockReturnValue(FIRST_ANSWERS_KEEP_MS + 1)
    expect(await (await trackedFetch(STATUS)).json()).toEqual({ from: 'network' })
  })

  it('asks the network for everything when the shell carries nothing usable', async () => {
    const element = document.createElement('script')
    element.type = 'application/json'
    element.id = FIRST_ANSWERS_ELEMENT_ID
    element.textContent = '{"broken'
    document.head.append(element)
    vi.resetModules()
    const { trackedFetch } = await import('./reachability')
    expect(await (await trackedFetch(STATUS)).json()).toEqual({ from: 'network' })
  })
})
