import { afterEach, describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import { sendJson, startFixture, type FixtureServer } from '../../../test/support/fixture-server'
import { createProviderFactory, DEMO_PATH, type ProviderFactoryConfig } from './provider-factory'

const LOGIN = { user_info: { auth: 1, username: 'u', status: 'Active', exp_date: null } }

const blockedKind = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ProviderError)
  return error as ProviderError
}

describe('provider factory', () => {
  const open: Array<{ close(): Promise<void> }> = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.close()))
  })

  const factory = (config: Partial<ProviderFactoryConfig> & { port: number }) => {
    const built = createProviderFactory({
      providerAllowHosts: [],
      providerUserAgent: 'Test-Agent/1.0',
      demoProvider: true,
      ...config,
    })
    open.push(built)
    return built
  }
  const fixture = async (handler: Parameters<typeof startFixture>[0]) => {
    const server = await startFixture(handler)
    open.push(server)
    return server
  }

  it('allow-lists the configured hosts plus this server, the latter only with the demo', () => {
    expect(factory({ port: 4321, providerAllowHosts: ['panel.example:8080'] }).policy).toEqual({
      allowHosts: ['panel.example:8080', 'localhost:4321', '127.0.0.1:4321', '[::1]:4321'],
    })
    expect(factory({ port: 4321, demoProvider: false }).policy).toEqual({ allowHosts: [] })
  })

  it('accepts the demo path on this server and refuses every other path there', () => {
    const { assertAllowedUrl } = factory({ port: 4321 })
    for (const ok of [
      `http://127.0.0.1:4321${DEMO_PATH}`,
      `http://localhost:4321${DEMO_PATH}/player_api.php`,
      'http://127.0.0.1:4322/api',
      'https://panel.example/api',
    ]) {
      expect(() => assertAllowedUrl(ok)).not.toThrow()
    }
    for (const refused of [
      'http://127.0.0.1:4321/api/functions/get-user-info',
      'http://localhost:4321/',
      `http://127.0.0.1:4321${DEMO_PATH}/../api/clouds`,
      `http://127.0.0.1:4321${DEMO_PATH}/%2e%2e/api/clouds`,
      `http://127.0.0.1:4321${DEMO_PATH}/..%2fapi/clouds`,
      `http://127.0.0.1:4321${DEMO_PATH}/%2fapi`,
      `http://127.0.0.1:4321${DEMO_PATH}//api/health`,
      `http://127.0.0.1:4321${DEMO_PATH}/a%2Eb`,
      `http://127.0.0.1:4321${DEMO_PATH}/a\\..\\..\\api`,
      'http://127.0.0.1:4321//api/health',
      `http://127.0.0.1:4321/${DEMO_PATH}/player_api.php`,
      `http://127.0.0.1:4321${DEMO_PATH}-x/`,
      'http://[::1]:4321/api',
      'http://[::ffff:127.0.0.1]:4321/api',
      'http://2130706433:4321/api',
      'http://app.localhost:4321/api',
      'not a url',
    ]) {
      expect(() => assertAllowedUrl(refused)).toThrow(ProviderError)
    }
    const noDemo = factory({ port: 4321, demoProvider: false })
    expect(() => noDemo.assertAllowedUrl(`http://127.0.0.1:4321${DEMO_PATH}`)).toThrow(
      ProviderError,
    )
  })

  it('builds clients that send the configured User-Agent to an allow-listed panel', async () => {
    const panel = await fixture((_req, res) => sendJson(res, LOGIN))
    const providers = factory({ port: 1, providerAllowHosts: [`127.0.0.1:${panel.port}`] })
    const client = providers.forCloud({ baseUrl: panel.origin, username: 'u', password: 'p' })
    expect((await client.accountInfo()).username).toBe('u')
    expect(panel.requests[0]?.headers['user-agent']).toBe('Test-Agent/1.0')
  })

  it('refuses a cloud on this server outside the demo before dialling it', async () => {
    const own: FixtureServer = await fixture((_req, res) => sendJson(res, LOGIN))
    const providers = factory({ port: own.port })
    const error = await blockedKind(
      Promise.resolve().then(() =>
        providers
          .forCloud({ baseUrl: `${own.origin}/api`, username: 'u', password: 'p' })
          .accountInfo(),
      ),
    )
    expect(error.kind).toBe('blocked-address')
    expect(own.connections).toBe(0)
  })

  it('refuses a redirect from an allow-listed panel to this server’s API', async () => {
    const own = await fixture((_req, res) => sendJson(res, LOGIN))
    const panel = await fixture((_req, res) => {
      res.writeHead(302, { location: `${own.origin}/api/health` })
      res.end()
    })
    const providers = factory({
      port: own.port,
      providerAllowHosts: [`127.0.0.1:${panel.port}`],
    })
    const client = providers.forCloud({ baseUrl: panel.origin, username: 'u', password: 'p' })
    expect((await blockedKind(client.accountInfo())).kind).toBe('blocked-address')
    expect(panel.requests).toHaveLength(1)
    expect(own.connections).toBe(0)
  })

  it('refuses a redirect to this server whose path a receiver could read outside the demo', async () => {
    const own = await fixture((_req, res) => sendJson(res, LOGIN))
    let location = ''
    const panel = await fixture((_req, res) => {
      res.writeHead(302, { location })
      res.end()
    })
    const providers = factory({ port: own.port, providerAllowHosts: [`127.0.0.1:${panel.port}`] })
    const accountVia = (path: string) => {
      location = `${own.origin}${path}`
      return providers.forCloud({ baseUrl: panel.origin, username: 'u', password: 'p' })
    }
    for (const path of [
      '//api/health',
      `/${DEMO_PATH}/player_api.php`,
      `${DEMO_PATH}//api/health`,
      `${DEMO_PATH}/../api/health`,
      `${DEMO_PATH}/%2e%2e/api/health`,
      `${DEMO_PATH}/..%2Fapi/health`,
      `${DEMO_PATH}/%2fapi/health`,
    ]) {
      expect((await blockedKind(accountVia(path).accountInfo())).kind, path).toBe('blocked-address')
    }
    expect(own.connections).toBe(0)
    // The same chain to the demo panel's own path goes through, so the refusals above were the rule.
    expect((await accountVia(`${DEMO_PATH}/player_api.php`).accountInfo()).username).toBe('u')
    expect(own.requests.map((request) => request.url.pathname)).toEqual([
      `${DEMO_PATH}/player_api.php`,
    ])
  })
})
