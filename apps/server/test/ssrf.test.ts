import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MEDIA_PATHS, t } from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../src/index'
import { account } from './support/test-panel'
import { sendJson, startFixture, type FixtureServer } from './support/fixture-server'
import { signedInBrowser } from './support/accounts'
import type { browserClient } from './support/http-client'

/** Every way to write "this machine" (and a few private neighbours) in a URL's host. */
const spellings = (port: number) => [
  `http://127.0.0.1:${port}`,
  `http://127.1:${port}`,
  `http://2130706433:${port}`,
  `http://0x7f000001:${port}`,
  `http://0x7f.1:${port}`,
  `http://0177.0.0.1:${port}`,
  `http://017700000001:${port}`,
  `http://0.0.0.0:${port}`,
  `http://localhost:${port}`,
  `http://LOCALHOST:${port}`,
  `http://[::1]:${port}`,
  `http://[::]:${port}`,
  `http://[::ffff:127.0.0.1]:${port}`,
  `http://[::ffff:7f00:1]:${port}`,
  `http://[0:0:0:0:0:ffff:127.0.0.1]:${port}`,
  `http://[::127.0.0.1]:${port}`,
]
// Never dialled (the guard decides from the literal), so no packet leaves loopback.
const PRIVATE = [
  'http://10.0.0.1',
  'http://192.168.0.1',
  'http://172.16.0.1',
  'http://169.254.169.254/latest/meta-data',
  'http://[fd00::1]',
  'http://[fe80::1]',
  'http://100.64.0.1',
]

describe('SSRF over HTTP: validar-nuvem and the media proxy', () => {
  let dataDir: string
  let victim: FixtureServer
  let panel: FixtureServer
  let hop: FixtureServer
  let server: RunningServer
  let ana: ReturnType<typeof browserClient>
  let redirectTo = ''

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-ssrf-'))
    // The victim: a loopback service that is NOT allow-listed; it must never see a connection.
    victim = await startFixture((_req, res) => sendJson(res, account()))
    // An allow-listed panel that redirects wherever the test says, and a second allowed hop.
    panel = await startFixture((_req, res, url) => {
      if (url.pathname.startsWith('/movie/') || url.searchParams.has('username')) {
        res.writeHead(302, { location: `http://127.0.0.1:${hop.port}/next${url.pathname}` })
        return void res.end()
      }
      sendJson(res, account())
    })
    hop = await startFixture((_req, res) => {
      res.writeHead(302, { location: redirectTo })
      res.end()
    })
    server = await startServer({
      env: {
        PORT: '0',
        LOG_LEVEL: 'silent',
        DATABASE_URL: 'memory://',
        DATA_DIR: dataDir,
        DEMO_PROVIDER: 'false',
        AUTH_RATE_LIMIT_MAX: '1000',
        // One user validates dozens of addresses here.
        VALIDATION_RATE_LIMIT_MAX: '1000',
        PROVIDER_ALLOW_HOSTS: `127.0.0.1:${panel.port},127.0.0.1:${hop.port}`,
      },
    })
    ana = await signedInBrowser(server, 'ana.ssrf@example.com')
  })
  afterAll(async () => {
    await server?.close()
    await Promise.all([victim?.close(), panel?.close(), hop?.close()])
    await rm(dataDir, { recursive: true, force: true })
  })

  const validate = async (xtreamURL: string) => {
    const response = await ana.post('/api/functions/validar-nuvem', {
      nuvemData: { nuvemNome: 'X', xtreamURL, xtreamUser: 'u', xtreamPass: 'p' },
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const blocked = { success: false, error: t('provider.errors.blockedAddress') }

  it('refuses every spelling of loopback and every private range, contacting nobody', async () => {
    for (const url of [...spellings(victim.port), ...PRIVATE]) {
      const answer = await validate(url)
      // A form rule may refuse an odd spelling first (400); either way nothing is dialled.
      if (answer.status === 400) continue
      expect(answer.body, url).toEqual(blocked)
    }
    const refusedByGuard = []
    for (const url of spellings(victim.port))
      if ((await validate(url)).status === 200) refusedByGuard.push(url)
    expect(refusedByGuard.length).toBeGreaterThanOrEqual(12)
    // 'localhost.' does not resolve here: refused as unreachable, and still never dialled.
    const dotted = await validate(`http://localhost.:${victim.port}`)
    expect([blocked.error, t('provider.errors.connection')]).toContain(dotted.body.error)
    expect(victim.connections).toBe(0)
  })

  it('refuses a redirect chain that ends on loopback, in validar-nuvem', async () => {
    for (const target of spellings(victim.port)) {
      redirectTo = `${target}/player_api.php`
      const answer = await validate(`http://127.0.0.1:${panel.port}`)
      expect(answer.body, target).toEqual(blocked)
    }
    expect(hop.requests.length).toBeGreaterThan(0)
    expect(victim.connections).toBe(0)
  })

  it('refuses a redirect chain through the media proxy, for every spelling and private range', async () => {
    const saved = await ana.post('/api/clouds', {
      nuvemNome: 'Painel',
      xtreamURL: `http://127.0.0.1:${panel.port}`,
      xtreamUser: 'u',
      xtreamPass: 'p',
    })
    expect(saved.status).toBe(200)
    const hopsBefore = hop.requests.length
    for (const target of [...spellings(victim.port), ...PRIVATE]) {
      redirectTo = `${target}/film.mp4`
      const played = (await (
        await ana.post('/api/media/play', { type: 'movie', id: '7' })
      ).json()) as {
        data: { candidates: Array<{ url: string }> }
      }
      const url = played.data.candidates[0]!.url
      expect(url.startsWith(MEDIA_PATHS.stream)).toBe(true)
      const response = await ana.request(url)
      expect(response.status, target).toBe(502)
      expect(await response.json(), target).toEqual({ success: false, error: t('media.blocked') })
    }
    // The chain really ran (panel → hop) and stopped at the last step.
    expect(hop.requests.length).toBeGreaterThan(hopsBefore)
    expect(victim.connections).toBe(0)
  })
})
