import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono, type MiddlewareHandler } from 'hono'
import { createDemoProvider } from '@myflix/xtream-demo'
import type { TestDatabase } from './databases'
import { serveLoopback } from './loopback'
import { startServer, type RunningServer } from '../../src/index'

/** How the provider in front of the demo misbehaves: answer 500, or an empty list for films. */
export type ProviderMode = 'ok' | 'http-500' | 'empty-movies'

/**
 * The demo provider on its own loopback port, counting the player_api calls it answers and able
 * to fail on demand, the way a real panel does between two refreshes.
 */
export async function startCountingProvider() {
  const state = { calls: [] as string[], mode: 'ok' as ProviderMode }
  const panel = await startDemoPanel(async (c, next) => {
    const action = c.req.query('action') ?? ''
    state.calls.push(action)
    if (state.mode === 'http-500') return c.text('<html>500</html>', 500)
    if (state.mode === 'empty-movies' && action === 'get_vod_streams') return c.json([])
    await next()
  })
  return { ...panel, state }
}

/** The demo provider on its own loopback port, its player_api answers passed through `api`. */
export async function startDemoPanel(api: MiddlewareHandler) {
  const app = new Hono()
  app.use('/player_api.php', api)
  app.route('/', createDemoProvider({ control: true }))
  return serveLoopback(app.fetch)
}

/**
 * A server on the test database that may dial the counting provider; shares `dataDir` secrets.
 * `env` adds or overrides variables (e.g. the catalogue cache budget).
 */
export async function startCatalogServer(
  database: TestDatabase,
  providerHost: string,
  dataDir?: string,
  env: Record<string, string> = {},
) {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'myflix-catalog-')))
  const server: RunningServer = await startServer({
    database: database.handle,
    env: {
      PORT: '0',
      LOG_LEVEL: 'silent',
      DATA_DIR: dir,
      DEMO_PROVIDER: 'false',
      AUTH_RATE_LIMIT_MAX: '1000',
      PROVIDER_ALLOW_HOSTS: providerHost,
      ...env,
    },
  })
  return {
    server,
    dataDir: dir,
    async close() {
      server.context.catalog.close()
      await server.close()
      if (!dataDir) await rm(dir, { recursive: true, force: true })
    },
  }
}

export { signedInBrowser, type Browser } from './accounts'
