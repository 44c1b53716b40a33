import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  allApiRoutes,
  contentTypeSchema,
  MEDIA_PATHS,
  routePath,
  t,
  type PathParams,
  type PlayResponse,
  type RouteDef,
} from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { signedInBrowser } from './support/accounts'
import type { browserClient } from './support/http-client'

type Browser = ReturnType<typeof browserClient>
type Access = 'public' | 'session-guard' | 'protected'

// Every route the app registers must be classified: the route table's by their `session` flag,
// the others here. A new one fails the first test until it is classified. "public" is what the
// spec leaves open: better-auth, health, the demo provider, the web app (and the middlewares every
// request passes through). The external-player link (`/api/media/x/:token`) is public too: VLC has
// no cookie, the sealed link, bound to the session that made it, is the credential;
// media-external.test.ts refuses tampered, expired and signed-out links.
const CLASSIFIED: Record<string, Access> = {
  'ALL /*': 'public',
  'GET /*': 'public',
  'HEAD /*': 'public',
  'ALL /api/*': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  // The functions' name check: an unknown name is a 404 before any session check.
  'ALL /api/functions/:name': 'public',
  'ALL /api/clouds/*': 'session-guard',
  'ALL /api/catalog/*': 'session-guard',
  'ALL /api/media/*': 'session-guard',
  'ALL /api/parental/*': 'session-guard',
  'ALL /api/library/*': 'session-guard',
  'ALL /api/guide/*': 'session-guard',
}
const TABLE: Record<string, Access> = Object.fromEntries(
  allApiRoutes().map(([, route]) => [
    `${route.method} ${route.path}`,
    route.session ? 'protected' : 'public',
  ]),
)

const isDemoProvider = (path: string) => path === '/demo-xtream' || path.startsWith('/demo-xtream/')

/** Concrete requests for a route: one per content type, sample values for the other parameters. */
function samples(route: RouteDef): Array<{ method: string; path: string }> {
  const types = route.path.includes(':type') ? contentTypeSchema.options : ['movie']
  return types.map((type) => ({
    method: route.method,
    path: routePath(route, { type, kind: 'movie', id: '1', token: 'a.b.c' } as PathParams<
      typeof route.path
    >),
  }))
}

describe('access control over every API route', () => {
  let dataDir: string
  let server: RunningServer
  let ana: Browser
  let bia: Browser
  let anaCloud: string
  let biaCloud: string
  const unauthenticated = { success: false, error: t('server.unauthenticated') }

  const signedIn = (email: string) => signedInBrowser(server, email)
  const addCloud = async (browser: Browser, nuvemNome: string, account: string) => {
    const response = await browser.post('/api/clouds', {
      nuvemNome,
      xtreamURL: `${server.url}/demo-xtream`,
      xtreamUser: account,
      xtreamPass: account,
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: { id: string } }).data.id
  }
  const body = async (response: Response | { json(): Promise<unknown> }) =>
    (await response.json()) as { success: boolean; data?: unknown; error?: string }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-acl-'))
    server = await startServer({
      env: {
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: 'memory://',
        DATA_DIR: dataDir,
        AUTH_RATE_LIMIT_MAX: '1000',
      },
    })
    ;[ana, bia] = await Promise.all([
      signedIn('ana.acl@example.com'),
      signedIn('bia.acl@example.com'),
    ])
    anaCloud = await addCloud(ana, 'Nuvem da Ana', 'demo')
    biaCloud = await addCloud(bia, 'Nuvem da Bia', 'xc')
  })
  afterAll(async () => {
    await server?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const routeKeys = () => [...new Set(server.app.routes.map((r) => `${r.method} ${r.path}`))]

  it('classifies every route the app registers', () => {
    const classified = { ...CLASSIFIED, ...TABLE }
    const unclassified = routeKeys().filter(
      (key) => !(key in classified) && !isDemoProvider(key.split(' ')[1] ?? ''),
    )
    expect(unclassified, 'classify these routes in CLASSIFIED').toEqual([])
    // The table is not stale either: each entry still exists.
    expect(Object.keys(classified).filter((key) => !routeKeys().includes(key))).toEqual([])
  })

  it('answers 401 to anonymous calls on every protected route and behind every guard', async () => {
    const routes = allApiRoutes().flatMap(([, route]) => (route.session ? samples(route) : []))
    const guards = routeKeys().flatMap((key) => {
      const [, path = ''] = key.split(' ')
      // A path under a guard that no route answers still needs a session first.
      if (CLASSIFIED[key] !== 'session-guard') return []
      return ['GET', 'POST'].map((verb) => ({ method: verb, path: path.replace('*', 'nada') }))
    })
    const calls = [...routes, ...guards]
    expect(calls.length).toBeGreaterThanOrEqual(40)
    for (const call of calls) {
      const response = await fetch(new URL(call.path, server.url), {
        method: call.method,
        headers: { 'content-type': 'application/json' },
        body: call.method === 'GET' ? undefined : '{}',
      })
      expect(response.status, `${call.method} ${call.path}`).toBe(401)
      expect(await response.json(), `${call.method} ${call.path}`).toEqual(unauthenticated)
    }
  })

  it('keeps the public routes open', async () => {
    expect((await fetch(new URL('/api/health', server.url))).status).toBe(200)
    const session = await fetch(new URL('/api/auth/get-session', server.url))
    expect(session.status).toBe(200)
    const demo = await fetch(
      new URL('/demo-xtream/player_api.php?username=demo&password=demo', server.url),
    )
    expect(demo.status).toBe(200)
  })

  it('never lists, activates or deletes another user’s cloud', async () => {
    const biaList = await body(await bia.request('/api/clouds'))
    expect(JSON.stringify(biaList)).not.toContain(anaCloud)
    expect(JSON.stringify(biaList)).not.toContain('Nuvem da Ana')

    const notFound = { success: false, error: t('clouds.notFound') }
    const activate = await bia.post(`/api/clouds/${anaCloud}/activate`)
    expect(activate.status).toBe(404)
    expect(await activate.json()).toEqual(notFound)
    const remove = await bia.request(`/api/clouds/${anaCloud}`, { method: 'DELETE' })
    expect(remove.status).toBe(404)
    expect(await remove.json()).toEqual(notFound)

    // Ana's cloud is untouched and still hers and active; Bia's is still Bia's.
    const anaList = (await body(await ana.request('/api/clouds'))).data as Array<{
      id: string
      is_active: boolean
    }>
    expect(anaList.map((cloud) => cloud.id)).toEqual([anaCloud])
    expect(anaList[0]?.is_active).toBe(true)
    const biaIds = (
      (await body(await bia.request('/api/clouds'))).data as Array<{ id: string }>
    ).map((c) => c.id)
    expect(biaIds).toEqual([biaCloud])
  })

  it('never streams through another user’s play token', async () => {
    const page = await body(await ana.request('/api/catalog/movie/items?limit=1'))
    const movieId = (page.data as { items: Array<{ stream_id: number | string }> }).items[0]!
      .stream_id
    const played = await body(
      await ana.post('/api/media/play', { type: 'movie', id: String(movieId) }),
    )
    const candidates = (played.data as { candidates: Array<{ url: string }> }).candidates
    expect(candidates.length).toBeGreaterThan(0)
    for (const { url } of candidates) {
      expect(url.startsWith(MEDIA_PATHS.stream)).toBe(true)
      const stolen = await bia.request(url, { headers: { range: 'bytes=0-15' } })
      expect(stolen.status, url).toBe(403)
      expect(await stolen.json()).toEqual({ success: false, error: t('media.forbidden') })
    }
    const own = await ana.request(candidates[0]!.url, { headers: { range: 'bytes=0-15' } })
    expect([200, 206]).toContain(own.status)

    const channels = await body(await ana.request('/api/catalog/live/items?limit=1'))
    const channelId = (channels.data as { items: Array<{ stream_id: number | string }> }).items[0]!
      .stream_id
    const live = await body(
      await ana.post('/api/media/play', { type: 'live', id: String(channelId), format: 'hls' }),
    )
    const playlist = (live.data as { candidates: Array<{ url: string }> }).candidates[0]!.url
    const text = await (await ana.request(playlist)).text()
    const segment = text.split('\n').find((line) => line.startsWith(MEDIA_PATHS.stream))
    expect(segment).toBeDefined()
    expect((await bia.request(playlist)).status).toBe(403)
    expect((await bia.request(segment as string)).status).toBe(403)
  })

  it('never streams, seeks or reads subtitles through another user’s processed link', async () => {
    const avi = demoCatalogue().facts.aviOnlyMovieId
    const played = await body(
      await ana.post('/api/media/play', {
        ...{ type: 'movie', id: String(avi), ext: 'avi' },
        codecs: { video: ['h264'], audio: ['aac', 'mp3'], containers: ['mp4'] },
      }),
    )
    const { candidates, media } = played.data as PlayResponse
    expect(media?.path).toBe('remux')
    expect(candidates).toHaveLength(1)
    const { url } = candidates[0]!
    const forbidden = { success: false, error: t('media.forbidden') }
    for (const query of ['', '?t=60', '?sub=0']) {
      for (const method of ['GET', 'HEAD']) {
        const stolen = await bia.request(`${url}${query}`, { method })
        expect(stolen.status, `${method} ${query}`).toBe(403)
        if (method === 'GET') expect(await stolen.json()).toEqual(forbidden)
      }
      const anonymous = await fetch(new URL(`${url}${query}`, server.url))
      expect(anonymous.status, query).toBe(401)
      expect(await anonymous.json()).toEqual(unauthenticated)
    }
    const external = await bia.post('/api/media/external', { url })
    expect(external.status).toBe(403)
    for (const query of ['?t=-5', '?t=1e6', '?sub=abc', '?sub=-1']) {
      const hostile = await ana.request(`${url}${query}`)
      expect(hostile.status, query).toBe(400)
      expect(await hostile.json()).toEqual({ success: false, error: t('common.invalidData') })
    }
  })

  it('serves each user only the catalogue of their own active cloud', async () => {
    // Without a cloud of her own, Bia gets "no active cloud" everywhere, never Ana's catalogue.
    expect((await bia.request(`/api/clouds/${biaCloud}`, { method: 'DELETE' })).status).toBe(200)
    const noActive = { success: false, error: t('clouds.noActive') }
    const hour = Math.floor(Date.now() / 3_600_000) * 3600
    for (const path of [
      '/api/catalog/status',
      '/api/catalog/movie/categories',
      '/api/catalog/movie/items',
      '/api/catalog/series/recent',
      '/api/catalog/movie/items/1',
      '/api/catalog/search?q=amor',
      '/api/guide/status',
      '/api/guide/now?ids=1,2',
      `/api/guide/window?from=${hour}&to=${hour + 3600}`,
      `/api/guide/channels/1/schedule?from=${hour}&to=${hour + 3600}`,
    ]) {
      const response = await bia.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.json(), path).toEqual(noActive)
    }
    for (const name of ['get-filmes-categorizados', 'get-user-info', 'get-series-episodes']) {
      const response = await bia.post(`/api/functions/${name}`, { seriesId: '1' })
      expect(response.status, name).toBe(404)
      expect(await response.json(), name).toEqual(noActive)
    }
    const play = await bia.post('/api/media/play', { type: 'movie', id: '1' })
    expect(play.status).toBe(404)
    const catchup = await bia.post('/api/media/catchup', { id: '1', start: hour, end: hour + 60 })
    expect(catchup.status).toBe(404)
    expect(await catchup.json()).toEqual(noActive)

    // Meanwhile Ana's catalogue is there, so the 404s above were about Bia, not the provider.
    const anaCategories = await ana.request('/api/catalog/movie/categories')
    expect(anaCategories.status).toBe(200)
    expect(((await body(anaCategories)).data as unknown[]).length).toBeGreaterThan(0)
  })

  it('keeps each user’s library apart', async () => {
    const movie = {
      id: '7',
      type: 'movie',
      name: 'Filme',
      image: null,
      plot: '',
      rating: '0',
      year: null,
      genre: null,
      stream_id: '7',
      container_extension: 'mp4',
      category_id: null,
      category_ids: [],
      category_name: null,
      added: null,
    }
    const at = new Date().toISOString()
    const saved = await ana.post('/api/library/progress', {
      ...{ kind: 'movie', id: '7', series_id: null, episode: null, next: null },
      ...{ position: 900, duration: 5_400, at, content: movie },
    })
    expect(saved.status).toBe(200)
    const favourite = { id: '7', type: 'movie', content: movie, addedAt: at }
    expect((await ana.post('/api/library/favorites', favourite)).status).toBe(200)
    const channel = { ...movie, type: 'live', container_extension: null }
    expect((await ana.post('/api/library/channels', { content: channel })).status).toBe(200)
    for (const path of ['progress', 'continue', 'favorites', 'channels']) {
      expect((await body(await bia.request(`/api/library/${path}`))).data, path).toEqual([])
      expect((await body(await ana.request(`/api/library/${path}`))).data, path).toHaveLength(1)
    }
    // Bia removing Ana's keys removes nothing of Ana's.
    await bia.request('/api/library/favorites/movie/7', { method: 'DELETE' })
    await bia.request('/api/library/continue/movie/7', { method: 'DELETE' })
    expect((await body(await ana.request('/api/library/favorites'))).data).toHaveLength(1)
    expect((await body(await ana.request('/api/library/continue'))).data).toHaveLength(1)
  })

  it('keeps parental settings per user', async () => {
    const enabled = await bia.post('/api/parental/enable', { pin: '2580', confirm: '2580' })
    expect(enabled.status).toBe(200)
    const anaState = await body(await ana.request('/api/parental'))
    expect(anaState.data).toMatchObject({ enabled: false })
    const biaState = await body(await bia.request('/api/parental'))
    expect(biaState.data).toMatchObject({ enabled: true })
    // Bia's PIN does nothing to Ana's account.
    const disable = await ana.post('/api/parental/disable', { pin: '2580' })
    expect(disable.status).not.toBe(200)
    expect((await body(await bia.request('/api/parental'))).data).toMatchObject({ enabled: true })
  })
})
