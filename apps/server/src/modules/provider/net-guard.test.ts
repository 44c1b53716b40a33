import { request } from 'undici'
import { afterEach, describe, expect, it } from 'vitest'
import { checkUrl, createGuardedDispatcher, isAddressAllowed, parseAllowHosts } from './net-guard'
import type { Resolver } from './net-guard'
import { ProviderError } from './provider-error'
import { startFixture } from '../../../test/support/fixture-server'
import type { FixtureServer } from '../../../test/support/fixture-server'
import { createXtreamClient } from './xtream.client'

// Public addresses below only ever reach the stubbed resolver and the decision function.
const PUBLIC_V4 = '93.184.216.34'
const stubResolver =
  (table: Record<string, string[]>): Resolver =>
  async (host) => {
    const found = table[host]
    if (!found) throw new Error('ENOTFOUND')
    return found
  }

async function refusal(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ProviderError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('isAddressAllowed', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['::1', false],
    ['10.0.0.1', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['192.168.1.10', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['169.254.169.254', false],
    ['fe80::1', false],
    ['fe80::1%eth0', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::', false],
    ['224.0.0.1', false],
    ['ff02::1', false],
    ['240.0.0.1', false],
    ['255.255.255.255', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::7f00:1', false],
    ['::a00:1', false],
    ['100::1', false],
    ['2001::1', false],
    ['64:ff9b::a00:1', false],
    ['2002:a00:1::', false],
    ['2001:db8::1', false],
    ['2130706433', false],
    ['0177.0.0.1', false],
    ['0x7f000001', false],
    ['0x7f.1', false],
    ['not-an-ip', false],
    [PUBLIC_V4, true],
    ['172.32.0.1', true],
    ['2606:4700::1', true],
    ['::ffff:93.184.216.34', true],
  ])('%s → %s', (ip, allowed) => {
    expect(isAddressAllowed(ip)).toBe(allowed)
  })

  it('lets an allow-listed address through, with or without its port', () => {
    expect(isAddressAllowed('127.0.0.1', ['127.0.0.1'])).toBe(true)
    expect(isAddressAllowed('127.0.0.1', ['127.0.0.1:8081'], '8081')).toBe(true)
    expect(isAddressAllowed('127.0.0.1', ['127.0.0.1:8081'], '8082')).toBe(false)
    expect(isAddressAllowed('::1', ['[::1]:8081'], '8081')).toBe(true)
  })

  it('splits PROVIDER_ALLOW_HOSTS', () => {
    expect(parseAllowHosts(' a.com , 127.0.0.1:8081,, ')).toEqual(['a.com', '127.0.0.1:8081'])
    expect(parseAllowHosts(undefined)).toEqual([])
  })
})

describe('checkUrl', () => {
  const resolve = stubResolver({
    localhost: ['127.0.0.1', '::1'],
    'lan.example': ['192.168.1.10'],
    'mixed.example': [PUBLIC_V4, '10.1.2.3'],
    'tv.example': [PUBLIC_V4, '2606:4700::1'],
  })

  it.each([
    'http://10.0.0.1/player_api.php',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:8080/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://localhost:80/',
    'http://lan.example/',
    'http://mixed.example:8080/',
    'ftp://tv.example/',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', async (url) => {
    const error = await refusal(checkUrl(url, { allowHosts: [], resolve }))
    expect(error.kind).toBe('blocked-address')
  })

  it('accepts a name whose every address is public', async () => {
    const url = await checkUrl('http://tv.example:8080/player_api.php', { allowHosts: [], resolve })
    expect(url.host).toBe('tv.example:8080')
  })

  it('reports an unknown name as unreachable', async () => {
    const error = await refusal(checkUrl('http://nowhere.example/', { allowHosts: [], resolve }))
    expect(error.kind).toBe('unreachable')
  })

  it('lets allow-listed host or host:port through, and only that port', async () => {
    const policy = { allowHosts: ['127.0.0.1:8081', 'lan.example'], resolve }
    await expect(checkUrl('http://127.0.0.1:8081/', policy)).resolves.toBeInstanceOf(URL)
    await expect(checkUrl('http://LAN.example./x', policy)).resolves.toBeInstanceOf(URL)
    expect((await refusal(checkUrl('http://127.0.0.1:8082/', policy))).kind).toBe('blocked-address')
  })
})

describe('guard over real HTTP (127.0.0.1 only)', () => {
  const fixtures: FixtureServer[] = []
  afterEach(async () => {
    await Promise.all(fixtures.splice(0).map((f) => f.close()))
  })
  const ok = async () => {
    const fixture = await startFixture((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('[{"category_id":"1","category_name":"Ação"}]')
    })
    fixtures.push(fixture)
    return fixture
  }

  it('refuses a loopback port that is not allow-listed; the listener sees no connection', async () => {
    const fixture = await ok()
    const client = createXtreamClient(
      { baseUrl: fixture.origin, username: 'u', password: 'p' },
      { policy: { allowHosts: ['127.0.0.1:1'] } },
    )
    const error = await refusal(client.liveCategories())
    await client.close()
    expect(error.kind).toBe('blocked-address')
    expect(error.toUserMessage()).toBe(
      'Este endereço não é permitido. Use o endereço público do seu provedor.',
    )
    expect(fixture.connections).toBe(0)
  })

  it('works once the same host:port is allow-listed', async () => {
    const fixture = await ok()
    const client = createXtreamClient(
      { baseUrl: fixture.origin, username: 'u', password: 'p' },
      { policy: { allowHosts: [`127.0.0.1:${fixture.port}`] } },
    )
    const result = await client.liveCategories()
    await client.close()
    expect(result.items).toEqual([{ id: '1', name: 'Ação' }])
    expect(fixture.connections).toBe(1)
  })

  it('refuses a redirect from an allowed host to a disallowed one; the target is never contacted', async () => {
    const target = await ok()
    const entry = await startFixture((_req, res) => {
      res.writeHead(302, { location: `${target.origin}/player_api.php?x=1` })
      res.end()
    })
    fixtures.push(entry)
    const client = createXtreamClient(
      { baseUrl: entry.origin, username: 'u', password: 'p' },
      { policy: { allowHosts: [`127.0.0.1:${entry.port}`] }, retries: 0 },
    )
    const error = await refusal(client.liveCategories())
    await client.close()
    expect(error.kind).toBe('blocked-address')
    expect(entry.requests).toHaveLength(1)
    expect(target.connections).toBe(0)
  })

  it('checks again at connect time: a name that "resolved public" but dials loopback is refused', async () => {
    const fixture = await ok()
    // checkUrl's resolver is told localhost is public (a DNS rebinding); the dispatcher's own
    // lookup (the hosts file: loopback, no packet leaves the machine) must still refuse it.
    const client = createXtreamClient(
      { baseUrl: `http://localhost:${fixture.port}`, username: 'u', password: 'p' },
      { policy: { allowHosts: [], resolve: async () => [PUBLIC_V4] }, retries: 0 },
    )
    const error = await refusal(client.liveCategories())
    await client.close()
    expect(error.kind).toBe('blocked-address')
    expect(fixture.connections).toBe(0)
  })

  it('the dispatcher alone refuses a private IP literal', async () => {
    const fixture = await ok()
    const dispatcher = createGuardedDispatcher({ allowHosts: [] })
    const error = await request(`${fixture.origin}/`, { dispatcher }).then(
      () => null,
      (e: unknown) => e,
    )
    await dispatcher.close()
    expect(error).toBeInstanceOf(ProviderError)
    expect(fixture.connections).toBe(0)
  })
})
