import type { ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInBrowser } from './support/accounts'
import { json, saveCloud, settled } from './support/catalog-status'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import { startFaultyProvider } from './support/faulty-provider'
import { browserClient } from './support/http-client'
import { serverProcessPlace, startServerProcess } from './support/server-process'

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL')
const PIN = '7319'

// PGlite is one process's files and cannot be shared with the test, nor survive SIGKILL by design
// (main.ts closes it on SIGTERM); PostgreSQL is what a deployment that must survive crashes runs.
describe.skipIf(!postgres)(
  'faults: the server is killed (SIGKILL) in the middle of an ingest',
  () => {
    let database: TestDatabase
    let provider: Awaited<ReturnType<typeof startFaultyProvider>>
    let dataDir: string
    let child: ChildProcess | undefined
    let env: Record<string, string>
    let url: string

    beforeAll(async () => {
      database = await (postgres as NonNullable<typeof postgres>).open()
      provider = await startFaultyProvider()
      ;({ dataDir, url, env } = await serverProcessPlace('myflix-killed-', {
        DATABASE_URL: database.url as string,
        PROVIDER_ALLOW_HOSTS: provider.host,
      }))
      child = await startServerProcess(env, url)
    })
    afterAll(async () => {
      child?.kill('SIGKILL')
      await provider?.close()
      await database?.dispose()
      await rm(dataDir, { recursive: true, force: true })
    })

    it('comes back on the stored snapshot, with the clouds and parental settings', async () => {
      const ana = await signedInBrowser({ url, db: database.handle.db }, 'ana.killed@example.com')
      const { saved, first } = await saveCloud(ana, provider.base)
      expect(saved.status).toBe(200)
      expect(first).toMatchObject({ state: 'ready', error: null })
      expect((await ana.post('/api/parental/enable', { pin: PIN, confirm: PIN })).status).toBe(200)
      const before = await json<{ total: number }>(await ana.request('/api/catalog/movie/items'))
      expect(before.data.total).toBeGreaterThan(0)

      // A refresh whose film list hangs halfway, then the process dies without any clean-up.
      provider.state.mode = 'stall-mid-body'
      const calls = provider.state.vodCalls
      await ana.post('/api/catalog/refresh')
      for (let tries = 0; provider.state.vodCalls === calls && tries < 400; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 25))
      expect(provider.state.vodCalls).toBeGreaterThan(calls)
      const exited = new Promise((resolve) => child?.once('exit', resolve))
      child?.kill('SIGKILL')
      await exited
      // The dead process still holds the ingest lease: nothing may wait on it to serve.
      expect(
        await database.handle.db.selectFrom('catalog_ingest_leases').selectAll().execute(),
      ).toHaveLength(1)

      provider.state.mode = 'ok'
      child = await startServerProcess(env, url)
      const again = browserClient(url, { headers: { cookie: ana.cookieHeader() } })
      const clouds = await json<Array<{ cloud_name: string; is_active: boolean }>>(
        await again.request('/api/clouds'),
      )
      expect(clouds.data).toMatchObject([{ cloud_name: 'Casa', is_active: true }])
      const parental = await json<{ enabled: boolean; hasPin: boolean }>(
        await again.request('/api/parental'),
      )
      expect(parental.data).toMatchObject({ enabled: true, hasPin: true })
      const after = await json<{ total: number }>(await again.request('/api/catalog/movie/items'))
      expect(after).toMatchObject({ success: true, data: { total: before.data.total } })
      expect((await settled(again)).counts.movie).toBe(first.counts.movie)
    }, 90_000)
  },
)
