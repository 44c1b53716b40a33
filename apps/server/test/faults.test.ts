import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { testDatabaseKinds } from './support/databases'
import { startFaultyProvider } from './support/faulty-provider'
import { signedInBrowser, type Browser } from './support/accounts'
import { json, saveCloud, settled } from './support/catalog-status'
import { browserClient } from './support/http-client'

const PIN = '4826'

describe('faults: the provider and the server die mid-ingest (PGlite in DATA_DIR)', () => {
  let dataDir: string
  let provider: Awaited<ReturnType<typeof startFaultyProvider>>
  let server: RunningServer
  let ana: Browser
  let movies: number
  let visible: number

  const start = (port = '0') =>
    startServer({
      env: {
        PORT: port,
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DEMO_PROVIDER: 'false',
        AUTH_RATE_LIMIT_MAX: '1000',
        PROVIDER_ALLOW_HOSTS: provider.host,
      },
    })

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-faults-'))
    provider = await startFaultyProvider()
    server = await start()
    ana = await signedInBrowser(server, 'ana.faults@example.com')
    const { saved, first } = await saveCloud(ana, provider.base)
    expect(saved.status).toBe(200)
    expect(first).toMatchObject({ state: 'ready', error: null })
    movies = first.counts.movie
    expect(movies).toBeGreaterThan(0)
    expect((await ana.post('/api/parental/enable', { pin: PIN, confirm: PIN })).status).toBe(200)
    // With parental control on, the adult films are left out of the pages.
    const page = await json<{ total: number }>(await ana.request('/api/catalog/movie/items'))
    visible = page.data.total
  })
  afterAll(async () => {
    server?.context.catalog.close()
    await server?.close()
    await provider?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps serving the previous snapshot when the provider drops the socket halfway', async () => {
    provider.state.mode = 'die-mid-body'
    const calls = provider.state.vodCalls
    await ana.post('/api/catalog/refresh')
    const status = await settled(
      ana,
      (s) => s.state !== 'loading' && provider.state.vodCalls > calls,
    )
    expect(status.state).toBe('ready')
    expect(status.error).toBe(t('provider.errors.connection'))
    expect(status.counts.movie).toBe(movies)
    const page = await json<{ total: number }>(await ana.request('/api/catalog/movie/items'))
    expect(page).toMatchObject({ success: true, data: { total: visible } })
  })

  it('survives a restart in the middle of an ingest: clouds, settings and snapshot; then ingests', async () => {
    provider.state.mode = 'stall-mid-body'
    const calls = provider.state.vodCalls
    await ana.post('/api/catalog/refresh')
    for (let tries = 0; provider.state.vodCalls === calls && tries < 400; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(provider.state.vodCalls).toBeGreaterThan(calls)

    // The stalled body is on the wire: stop the server as SIGTERM does, start again on its port.
    const port = String(server.port)
    const stopping = Date.now()
    await server.close()
    expect(Date.now() - stopping).toBeLessThan(5_000)
    provider.state.mode = 'ok'
    server = await start(port)
    // A clean stop cut the stalled call and freed the ingest lease, so no instance has to wait it out.
    expect(await server.db.selectFrom('catalog_ingest_leases').selectAll().execute()).toEqual([])
    const again = browserClient(server.url, { headers: { cookie: ana.cookieHeader() } })

    const clouds = await json<Array<{ nuvemNome?: string; is_active: boolean }>>(
      await again.request('/api/clouds'),
    )
    expect(clouds.success).toBe(true)
    expect(clouds.data).toHaveLength(1)
    expect(clouds.data[0]?.is_active).toBe(true)
    const parental = await json<{ enabled: boolean; hasPin: boolean }>(
      await again.request('/api/parental'),
    )
    expect(parental.data).toMatchObject({ enabled: true, hasPin: true })

    // The stored snapshot serves at once; a refresh then completes against the healthy provider.
    const page = await json<{ total: number }>(await again.request('/api/catalog/movie/items'))
    expect(page).toMatchObject({ success: true, data: { total: visible } })
    expect((await again.post('/api/catalog/refresh')).status).toBe(200)
    const fresh = await settled(again, (s) => s.state === 'ready')
    expect(fresh).toMatchObject({ state: 'ready', error: null })
    expect(fresh.counts.movie).toBe(movies)
  }, 90_000)
})

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL')
const canRestart =
  process.getuid?.() === 0 && existsSync('/usr/bin/pg_ctlcluster') && postgres !== undefined
// The newest installed PostgreSQL, as .ci/run picks it.
const newestPostgres = () =>
  readdirSync('/usr/lib/postgresql')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)
const restartCommand = () =>
  (process.env.TEST_DATABASE_RESTART ?? `pg_ctlcluster ${newestPostgres()} main restart`).split(' ')

describe.skipIf(!canRestart)(
  'faults: PostgreSQL restarts while users browse (needs TEST_DATABASE_URL and root to restart it)',
  () => {
    let dataDir: string
    let database: Awaited<ReturnType<NonNullable<typeof postgres>['open']>>
    let server: RunningServer

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'myflix-pgfault-'))
      database = await (postgres as NonNullable<typeof postgres>).open()
      server = await startServer({
        database: database.handle,
        env: { PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' },
      })
    })
    afterAll(async () => {
      server?.context.catalog.close()
      await server?.close()
      await database?.dispose().catch(() => undefined)
      await rm(dataDir, { recursive: true, force: true })
    })

    it('answers clean pt-BR JSON errors during the outage and recovers after it', async () => {
      const ana = await signedInBrowser(server, 'ana.pg@example.com')
      const saved = await ana.post('/api/clouds', {
        nuvemNome: 'Demo',
        xtreamURL: `${server.url}/demo-xtream`,
        xtreamUser: 'demo',
        xtreamPass: 'demo',
      })
      expect(saved.status).toBe(200)
      await settled(ana)

      const [command, ...args] = restartCommand()
      let restarted = false
      const outage = promisify(execFile)(command as string, args).finally(() => (restarted = true))
      const answers: Array<{ status: number; body: unknown }> = []
      // Browses for as long as the restart takes, and a little after.
      const browse = async () => {
        for (let after = 0; after < 5; after += restarted ? 1 : 0) {
          for (const path of ['/api/clouds', '/api/parental', '/api/health']) {
            const response = await fetch(new URL(path, server.url), {
              headers: { cookie: ana.cookieHeader() },
            })
            answers.push({ status: response.status, body: await response.json() })
          }
        }
      }
      await Promise.all([outage, browse()])
      const failures = answers.filter((answer) => answer.status !== 200)
      // The requests really met the outage.
      expect(failures.length).toBeGreaterThan(0)
      const cleanErrors = new Set([
        t('server.unavailable'),
        t('common.unexpectedError'),
        t('clouds.loadFailed'),
        t('parental.loadFailed'),
      ])
      for (const failure of failures) {
        expect([500, 503]).toContain(failure.status)
        const body = failure.body as { error?: string }
        expect(cleanErrors.has(body.error ?? '')).toBe(true)
      }
      // Afterwards the pool reconnects: every route answers again.
      for (let tries = 0; tries < 100; tries += 1) {
        const health = await fetch(new URL('/api/health', server.url))
        if (health.status === 200) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // ...and nothing was lost: the saved cloud, the parental row and the stored catalogue.
      const clouds = await json<Array<{ cloud_name: string }>>(await ana.request('/api/clouds'))
      expect(clouds.data.map((cloud) => cloud.cloud_name)).toEqual(['Demo'])
      expect((await ana.request('/api/parental')).status).toBe(200)
      const page = await json<{ total: number }>(await ana.request('/api/catalog/movie/items'))
      expect(page.data.total).toBeGreaterThan(0)
    })
  },
)
