import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  allApiRoutes,
  AUTH_BASE_PATH,
  apiRoutes,
  MEDIA_PATHS,
  okSchema,
  PROCESS_MAX_AGE_SECONDS,
  routePath,
  type CatalogItem,
  type PathParams,
  type RouteData,
  type RouteDef,
} from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../src/db/database'
import { startServer, type RunningServer } from '../src/index'
import { signedInBrowser, type Browser } from './support/accounts'
import { settled } from './support/catalog-status'
import { testDatabaseKinds, type TestDatabase } from './support/databases'

// The route table (packages/shared/src/api) against the server it describes: every route the app
// serves under /api is in the table and the other way round, and every route, called over HTTP
// with valid input, answers what its schemas say. A route added without a schema fails here.

const { system, account, catalog, clouds, media, parental, library, guide } = apiRoutes
const key = (method: string, path: string) => `${method} ${path}`
const nameOf = new Map(allApiRoutes().map(([name, route]) => [route, name]))
const resourceOf = (route: RouteDef) => nameOf.get(route)?.split('.')[0] ?? '?'

interface Input {
  params?: Record<string, string>
  query?: Record<string, string | number>
  body?: unknown
  headers?: Record<string, string>
  /** Without the session cookie (a route whose link is the key), to `server` if given. */
  anonymous?: boolean
  server?: string
}

const serverOptions = (dataDir: string) => ({
  PORT: '0',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT_MAX: '1000',
})

describe.each(testDatabaseKinds())('the route table against the server on $name', (kind) => {
  let database: TestDatabase
  let dataDir: string
  let server: RunningServer
  let ana: Browser
  const served = new Set<string>()
  const refusedResources = new Set<string>()

  const send = (route: RouteDef, input: Input) => {
    const path = routePath(route, (input.params ?? {}) as PathParams<string>, input.query)
    if (input.anonymous)
      return fetch(new URL(path, input.server ?? server.url), { headers: input.headers })
    const withBody = route.method !== 'GET' ? { json: input.body ?? {} } : {}
    return ana.request(path, { method: route.method, headers: input.headers, ...withBody })
  }

  /** Calls the route with valid input; its answer must be exactly what its schema describes. */
  async function expectServed<R extends RouteDef>(route: R, input: Input = {}) {
    const label = nameOf.get(route) ?? route.path
    const response = await send(route, input)
    served.add(label)
    if (route.answer === 'bytes') {
      expect([200, 206], label).toContain(response.status)
      expect(response.headers.get('content-type'), label).toMatch(
        /^(video|audio|image)\/|mpegurl|mp2t/,
      )
      await response.body?.cancel()
      return undefined as RouteData<R>
    }
    expect(response.status, label).toBe(200)
    if (!route.data) throw new Error(`${label} answers JSON without a data schema`)
    const body: unknown = await response.json()
    const schema = route.answer === 'envelope' ? okSchema(route.data) : route.data
    // zod leaves out the keys a schema does not name: an answer equal to its parse has no others.
    const parsed: unknown = schema.parse(body)
    expect(parsed, label).toEqual(body)
    return (
      route.answer === 'envelope' ? (parsed as { data: unknown }).data : parsed
    ) as RouteData<R>
  }

  /** Calls the route with input it refuses; the refusal must match the route's failure schema. */
  async function expectRefused(route: RouteDef, status: number, input: Input = {}) {
    const label = nameOf.get(route) ?? route.path
    const response = await send(route, input)
    expect(response.status, label).toBe(status)
    const body: unknown = await response.json()
    expect(route.failure.parse(body), label).toEqual(body)
    refusedResources.add(resourceOf(route))
  }

  beforeAll(async () => {
    database = await kind.open()
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-contract-'))
    server = await startServer({ database: database.handle, env: serverOptions(dataDir) })
    ana = await signedInBrowser(server, `ana.contract.${kind.name.toLowerCase()}@example.com`)
  })
  afterAll(async () => {
    await server?.close()
    await database?.dispose()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('serves under /api exactly the routes of the table', () => {
    const table = allApiRoutes().map(([, route]) => key(route.method, route.path))
    expect(new Set(table).size, 'one table entry per method and path').toBe(table.length)
    // Middlewares (session guards, the functions' name check) and the /api/* catch-all are
    // registered for ALL methods (access-control.test.ts has each of them classified);
    // better-auth's mount keeps its own contract.
    const registered = new Set(
      server.app.routes
        .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/'))
        .filter(({ path }) => !path.startsWith(`${AUTH_BASE_PATH}/`))
        .map(({ method, path }) => key(method, path)),
    )
    expect(
      [...registered].filter((route) => !table.includes(route)),
      'not in the table',
    ).toEqual([])
    expect(
      table.filter((route) => !registered.has(route)),
      'not registered',
    ).toEqual([])
  })

  it('answers the health check, and its refusal, as the table says', async () => {
    await expectServed(system.health, { anonymous: true })
    // A server whose database is gone: the same route's refusal.
    const lone = await createDatabase({ databaseUrl: 'memory://', dataDir: '' })
    const broken = await startServer({ database: lone, env: serverOptions(dataDir) })
    try {
      await lone.db.destroy()
      await expectRefused(system.health, 503, { anonymous: true, server: broken.url })
    } finally {
      await broken.close()
    }
  })

  it('serves the clouds routes', async () => {
    const nuvemData = {
      nuvemNome: 'Casa',
      xtreamURL: `${server.url}/demo-xtream`,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    }
    await expectServed(clouds.validate, { body: { nuvemData } })
    const saved = await expectServed(clouds.save, { body: nuvemData })
    expect((await expectServed(clouds.list)).map((cloud) => cloud.id)).toEqual([saved.id])
    await expectServed(clouds.activate, { params: { id: saved.id } })
    await settled(ana, (status) => status.state === 'ready', 30_000)

    await expectRefused(clouds.validate, 400, { body: { nuvemData: { nuvemNome: 'Casa' } } })
    await expectRefused(clouds.activate, 404, { params: { id: 'nao-existe' } })
  })

  it('serves the account data', async () => {
    expect((await expectServed(account.userInfo)).username).toBe('demo')
  })

  let movie: CatalogItem
  it('serves the catalogue routes', async () => {
    await expectServed(catalog.status)
    await expectServed(catalog.refresh, { body: { maxAgeSeconds: PROCESS_MAX_AGE_SECONDS } })
    const movies = await expectServed(catalog.items, {
      params: { type: 'movie' },
      query: { limit: 5 },
    })
    movie = movies.items[0] as CatalogItem
    const title = { type: 'movie', id: movie.id }
    await expectServed(catalog.item, { params: title })
    await expectServed(catalog.related, { params: title, query: { limit: 3 } })
    await expectServed(catalog.categories, { params: { type: 'live' } })
    await expectServed(catalog.recent, { params: { type: 'series' }, query: { limit: 3 } })
    const found = await expectServed(catalog.search, { query: { q: movie.name, type: 'all' } })
    expect(found.map((item) => item.id)).toContain(movie.id)

    const shows = await expectServed(catalog.items, { params: { type: 'series' } })
    const show = shows.items[0] as CatalogItem
    const episodes = await expectServed(catalog.seriesEpisodes, { body: { seriesId: show.id } })
    expect(Object.keys(episodes.episodes).length).toBeGreaterThan(0)
    for (const route of [catalog.categorisedMovies, catalog.categorisedSeries]) {
      await expectServed(route, { body: { limit: 2 } })
    }
    await expectServed(catalog.categorisedLive, { body: { limit: 2, offset: 1 } })

    await expectRefused(catalog.categories, 400, { params: { type: 'nada' } })
  })

  it('serves the guide routes', async () => {
    await expectServed(guide.status)
    const channels = await expectServed(catalog.items, {
      params: { type: 'live' },
      query: { limit: 5 },
    })
    const ids = channels.items.map((item) => item.id)
    const rows = await expectServed(guide.now, { query: { ids: ids.join(',') } })
    expect(rows.map((row) => row.id)).toEqual(ids)
    const from = Math.floor(Date.now() / 3_600_000) * 3600
    const window = await expectServed(guide.window, {
      query: { limit: 5, from, to: from + 3 * 3600 },
    })
    expect(window.rows).toHaveLength(5)
    await expectServed(guide.schedule, {
      params: { id: ids[0] ?? '' },
      query: { from, to: from + 3600 },
    })
    await expectRefused(guide.window, 400, { query: { from, to: from } })
  })

  it('serves the media routes', async () => {
    const play = await expectServed(media.play, { body: { type: 'movie', id: movie.id } })
    const url = (play.candidates[0] as { url: string }).url
    expect(url.startsWith(MEDIA_PATHS.stream)).toBe(true)
    const range = { range: 'bytes=0-1023' }
    await expectServed(media.stream, {
      params: { token: url.slice(MEDIA_PATHS.stream.length) },
      headers: range,
    })
    const external = await expectServed(media.external, { body: { url } })
    await expectServed(media.externalStream, {
      params: { token: external.url.slice(MEDIA_PATHS.external.length) },
      headers: range,
      anonymous: true,
    })
    const poster = movie.image ?? ''
    expect(poster.startsWith(MEDIA_PATHS.image)).toBe(true)
    await expectServed(media.image, { params: { token: poster.slice(MEDIA_PATHS.image.length) } })

    await expectRefused(media.play, 400, { body: { type: 'filme' } })

    // Issue 20: with the browser's codecs, the plan; a browser that plays no container gets MP4.
    const codecs = { video: ['h264'], audio: ['aac', 'mp3'], containers: [] }
    const processed = await expectServed(media.play, {
      body: { type: 'movie', id: movie.id, codecs, audioLanguages: ['por'] },
    })
    expect(processed.media?.path).toBe('remux')
    const [mp4] = processed.candidates
    expect(mp4?.ext).toBe('mp4')
    await expectServed(media.stream, {
      params: { token: (mp4?.url ?? '').slice(MEDIA_PATHS.stream.length) },
    })
  })

  it('serves a catch-up programme', async () => {
    const channels = await expectServed(catalog.items, {
      params: { type: 'live' },
      query: { limit: 50 },
    })
    const archived = channels.items.find((item) => (item.tv_archive_days ?? 0) > 0)
    expect(archived, 'a demo channel with archive').toBeDefined()
    const start = Math.floor(Date.now() / 3_600_000) * 3600 - 24 * 3600
    const body = { id: archived?.id ?? '', start, end: start + 3600 }
    const answer = await expectServed(media.catchup, { body })
    expect(answer.streamStart).toBe(start - 120)
    const url = answer.candidates[0]?.url ?? ''
    await expectServed(media.stream, { params: { token: url.slice(MEDIA_PATHS.stream.length) } })
    await expectRefused(media.catchup, 400, { body: { ...body, end: start } })
  })

  it('serves the parental routes', async () => {
    await expectServed(parental.state)
    await expectServed(parental.enable, { body: { pin: '2580', confirm: '2580' } })
    await expectRefused(parental.unlock, 403, { body: { pin: '1111' } })
    await expectServed(parental.unlock, { body: { pin: '2580' } })
    await expectServed(parental.lock)
    await expectServed(parental.change, {
      body: { currentPin: '2580', newPin: '3691', confirm: '3691' },
    })
    await expectServed(parental.disable, { body: { pin: '3691' } })
  })

  it('serves the library routes', async () => {
    const at = new Date().toISOString()
    const show = { ...movie, id: '900', type: 'series' as const }
    const ref = { id: '901', season: 1, episode_num: 2, title: 'Episódio 2', ext: 'mp4' }
    const next = { ...ref, id: '902', episode_num: 3, title: 'Episódio 3' }
    const base = { content: movie, next: null, duration: 5_400 }
    await expectServed(library.savePosition, {
      body: {
        ...base,
        kind: 'movie',
        id: movie.id,
        series_id: null,
        episode: null,
        position: 900,
        at,
      },
    })
    await expectServed(library.savePosition, {
      body: {
        ...base,
        kind: 'episode',
        id: ref.id,
        series_id: show.id,
        episode: ref,
        position: 5_300,
        at,
        content: show,
        next,
      },
    })
    await expectServed(library.markWatched, {
      body: {
        watched: true,
        content: show,
        items: [{ kind: 'episode', id: ref.id, series_id: show.id, episode: ref, duration: null }],
        next,
        at,
      },
    })
    expect(await expectServed(library.progress)).toHaveLength(2)
    // A started movie and the series' next episode.
    expect(await expectServed(library.continueWatching)).toHaveLength(2)
    await expectServed(library.removeContinue, { params: { kind: 'series', id: show.id } })
    const favourite = { id: movie.id, type: 'movie', content: movie, addedAt: at }
    await expectServed(library.addFavorite, { body: favourite })
    await expectServed(library.importFavorites, { body: { favorites: [favourite] } })
    expect(await expectServed(library.favorites)).toHaveLength(1)
    await expectServed(library.removeFavorite, { params: { type: 'movie', id: movie.id } })
    const channel = { ...movie, type: 'live', container_extension: null }
    await expectServed(library.addRecentChannel, { body: { content: channel } })
    expect(await expectServed(library.recentChannels)).toHaveLength(1)

    await expectRefused(library.removeContinue, 400, { params: { kind: 'live', id: '1' } })
  })

  it('deletes the cloud, after which the account data is refused', async () => {
    const [cloud] = await expectServed(clouds.list)
    await expectServed(clouds.remove, { params: { id: cloud?.id ?? '' } })
    await expectRefused(account.userInfo, 404)
  })

  it('has called every route of the table and seen a refusal from each resource', () => {
    const names = allApiRoutes().map(([name]) => name)
    expect(names.filter((name) => !served.has(name))).toEqual([])
    expect([...refusedResources].sort()).toEqual(Object.keys(apiRoutes).sort())
  })
})
