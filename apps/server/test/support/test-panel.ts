import { afterEach } from 'vitest'
import { ProviderError } from '../../src/modules/provider/provider-error'
import { sendJson, startFixture } from './fixture-server'
import type { FixtureHandler, FixtureServer } from './fixture-server'
import { createXtreamClient } from '../../src/modules/provider/xtream.client'
import type { XtreamClient } from '../../src/modules/provider/xtream.client'
import type { XtreamClientOptions } from '../../src/modules/provider/xtream.options'

// Shared by the client test files: fake panels on 127.0.0.1 and clients allowed to reach them.
export const USER = 'alice'
export const PASS = 's3cr3t-Pa55'

/** Registers cleanup for the calling test file and returns its panel/client factories. */
export function usePanels() {
  const fixtures: FixtureServer[] = []
  const clients: XtreamClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()))
    await Promise.all(fixtures.splice(0).map((f) => f.close()))
  })

  /** A panel answering per `action` ('' = the account call, '*' = any other). */
  async function panel(routes: Record<string, FixtureHandler>): Promise<FixtureServer> {
    const fixture = await startFixture((req, res, url) => {
      const route = routes[url.searchParams.get('action') ?? ''] ?? routes['*']
      if (!route) return sendJson(res, [])
      return route(req, res, url)
    })
    fixtures.push(fixture)
    return fixture
  }

  function clientFor(fixture: FixtureServer, options: XtreamClientOptions = {}, path = '') {
    const client = createXtreamClient(
      { baseUrl: `${fixture.origin}${path}`, username: USER, password: PASS },
      {
        policy: { allowHosts: [`127.0.0.1:${fixture.port}`] },
        retryBaseMs: 5,
        retryMaxMs: 100,
        now: () => 1_740_000_000,
        ...options,
      },
    )
    clients.push(client)
    return client
  }

  return { panel, clientFor }
}

export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ProviderError) return error
    throw error
  }
  throw new Error('expected a ProviderError')
}

export const account = (user: object = {}) => ({
  user_info: {
    username: USER,
    password: PASS,
    auth: 1,
    status: 'Active',
    exp_date: '1767542400',
    is_trial: '0',
    active_cons: '0',
    created_at: '1735084800',
    max_connections: '2',
    allowed_output_formats: ['m3u8', 'ts'],
    ...user,
  },
  server_info: { url: 'x', port: '80', timezone: 'UTC', timestamp_now: 1740599153 },
})

export const json =
  (value: unknown, status = 200): FixtureHandler =>
  (_req, res) =>
    sendJson(res, value, status)

export const raw =
  (body: string, status = 200, type = 'text/html'): FixtureHandler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': type })
    res.end(body)
  }
