import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type FixtureServer } from '../../../test/support/fixture-server'
import {
  FIXTURE_PASSWORD,
  FIXTURE_USER,
  PNG_FILE,
  startFixtureProvider,
  type FixtureProvider,
} from '../../../test/support/media-fixture-provider'
import {
  saveCloud,
  signedInBrowser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from '../../../test/support/media-server'
import { IMAGE_LIMITS } from './image-gate'
import { IMAGE_EPOCH_SECONDS, proxiedImageUrl } from './image-url'
import { IMAGE_ANSWER_MS } from './image-proxy'

async function waitFor(check: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
  return check()
}

const sendPng = (res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'image/png' })
  res.end(PNG_FILE)
}

/** A poster host that accepts connections and never answers. */
const startHangingHost = () => startFixture(() => undefined)

/** A poster host that holds every request until `release()`, then answers them all. */
async function startHeldHost() {
  const held: ServerResponse[] = []
  let open = false
  const server = await startFixture((_req, res) => {
    if (open) return sendPng(res)
    held.push(res)
  })
  return {
    server,
    release() {
      open = true
      for (const res of held.splice(0)) sendPng(res)
    },
  }
}

describe('image proxy: dead posters fail fast and are remembered', () => {
  let provider: FixtureProvider
  let running: MediaTestServer
  let users: Array<{ browser: Browser; cloudId: string }>
  const hosts: FixtureServer[] = []
  let hostList = ''

  const host = async (server: Promise<FixtureServer>) => {
    const started = await server
    hosts.push(started)
    return started
  }
  /** The proxied URL the app would be given for `path` on `server`, for user `who`. */
  const image = (who: number, server: FixtureServer, path: string) =>
    proxiedImageUrl(running.server.context.secret, users[who]!.cloudId, `${server.origin}${path}`)!
  const timed = async (who: number, url: string) => {
    const started = performance.now()
    const response = await users[who]!.browser.request(url)
    return { response, ms: performance.now() - started }
  }

  let hangingOnce: FixtureServer
  let hangingMany: FixtureServer
  let working: FixtureServer
  let heldForUser: Awaited<ReturnType<typeof startHeldHost>>
  let heldForHost: Awaited<ReturnType<typeof startHeldHost>>

  beforeAll(async () => {
    provider = await startFixtureProvider()
    hangingOnce = await host(startHangingHost())
    hangingMany = await host(startHangingHost())
    working = await host(startFixture((_req, res) => sendPng(res)))
    heldForUser = await startHeldHost()
    heldForHost = await startHeldHost()
    hosts.push(heldForUser.server, heldForHost.server)
    hostList = [provider.server, ...hosts].map((server) => `127.0.0.1:${server.port}`).join(',')
    running = await startMediaServer({ PROVIDER_ALLOW_HOSTS: hostList })
    const cloud = { url: provider.server.origin, user: FIXTURE_USER, pass: FIXTURE_PASSWORD }
    users = await Promise.all(
      ['ana', 'bia', 'caio'].map(async (name) => {
        const browser = await signedInBrowser(running.server, `${name}@example.com`)
        return { browser, cloudId: await saveCloud(browser, cloud) }
      }),
    )
  })
  afterAll(async () => {
    await running?.close()
    await Promise.all([provider?.close(), ...hosts.map((server) => server.close())])
  })

  it('gives up on a host that does not answer within the short time-out, then answers at once', async () => {
    const url = image(0, hangingOnce, '/posters/1.jpg')
    const asked = timed(0, url)
    // Silence is a matter of time: once the host has kept a fetch waiting this long without a word,
    // its other images answer "busy" at once instead of joining the wait.
    await new Promise((resolve) => setTimeout(resolve, IMAGE_LIMITS.silentMs + 100))
    const meanwhile = await timed(1, image(1, hangingOnce, '/posters/2.jpg'))
    expect(meanwhile.response.status).toBe(503)
    expect(meanwhile.response.headers.get('cache-control')).toBe('no-store')
    expect(meanwhile.ms).toBeLessThan(IMAGE_LIMITS.silentMs)
    expect(hangingOnce.requests).toHaveLength(1)

    const first = await asked
    expect(first.response.status).toBe(502)
    // Before: 20 s. Now the answer deadline, with room for a loaded machine.
    expect(first.ms).toBeLessThan(IMAGE_ANSWER_MS + 2_000)
    // The browser may keep the failure for as long as the server remembers it.
    expect(first.response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
    expect(hangingOnce.requests).toHaveLength(1)

    const again = await timed(0, url)
    expect(again.response.status).toBe(502)
    expect(again.ms).toBeLessThan(IMAGE_ANSWER_MS)
    const maxAge = Number(/max-age=(\d+)/.exec(again.response.headers.get('cache-control')!)![1])
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(IMAGE_LIMITS.deadTtlMs / 1000)
    // Known dead: the provider was not asked again, by this user or another one.
    expect((await timed(1, image(1, hangingOnce, '/posters/1.jpg'))).response.status).toBe(502)
    expect(hangingOnce.requests).toHaveLength(1)
  })

  it('opens the breaker of a host after consecutive failures: its other images answer at once', async () => {
    const failures = Array.from({ length: IMAGE_LIMITS.failureThreshold }, (_, i) =>
      timed(0, image(0, hangingMany, `/posters/${i}.jpg`)),
    )
    for (const failure of await Promise.all(failures)) expect(failure.response.status).toBe(502)
    expect(hangingMany.requests).toHaveLength(IMAGE_LIMITS.failureThreshold)

    const other = await timed(1, image(1, hangingMany, '/posters/never-asked.jpg'))
    expect(other.response.status).toBe(503)
    expect(other.ms).toBeLessThan(IMAGE_ANSWER_MS)
    expect(Number(other.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(hangingMany.requests).toHaveLength(IMAGE_LIMITS.failureThreshold)
  })

  it('still serves a working host after dead ones, cached for the life of its URL', async () => {
    const poster = await timed(0, image(0, working, '/posters/ok.png'))
    expect(poster.response.status).toBe(200)
    expect(Buffer.from(await poster.response.arrayBuffer()).equals(PNG_FILE)).toBe(true)
    const cache = poster.response.headers.get('cache-control')!
    expect(cache).toMatch(/^private, max-age=\d+, immutable$/)
    // The token opens for 30 to 60 days: the browser keeps the poster until then.
    const maxAge = Number(/max-age=(\d+)/.exec(cache)![1])
    expect(maxAge).toBeGreaterThan(IMAGE_EPOCH_SECONDS - 60)
    expect(maxAge).toBeLessThanOrEqual(2 * IMAGE_EPOCH_SECONDS)
  })

  it('fetches at most a few images per user at once; the rest wait briefly, then answer busy', async () => {
    const { server, release } = heldForUser
    const asked = 2 * IMAGE_LIMITS.perUser
    const answers = Array.from({ length: asked }, (_, i) =>
      users[0]!.browser.request(image(0, server, `/posters/${i}.png`)).then((r) => r.status),
    )
    const settled: number[] = []
    for (const answer of answers) void answer.then((status) => settled.push(status))
    // The first four hold their slots upstream; the others give up after the short queue wait.
    await waitFor(() => settled.length >= asked - IMAGE_LIMITS.perUser)
    expect(server.inFlight).toBe(IMAGE_LIMITS.perUser)
    release()
    const statuses = await Promise.all(answers)
    expect(server.maxInFlight).toBe(IMAGE_LIMITS.perUser)
    expect(statuses.filter((status) => status === 200)).toHaveLength(IMAGE_LIMITS.perUser)
    expect(statuses.filter((status) => status === 503)).toHaveLength(asked - IMAGE_LIMITS.perUser)

    // Once the host answers, a queue of a user's posters drains through the same slots.
    const burst = await Promise.all(
      Array.from({ length: asked }, (_, i) =>
        users[0]!.browser.request(image(0, server, `/posters/again-${i}.png`)),
      ),
    )
    expect(burst.map((response) => response.status)).toEqual(Array(asked).fill(200))
    expect(server.maxInFlight).toBe(IMAGE_LIMITS.perUser)
  })

  it('fetches at most a few images per host at once, whoever asks', async () => {
    const { server, release } = heldForHost
    const perUser = IMAGE_LIMITS.perUser
    const asked = users.length * perUser
    expect(asked).toBeGreaterThan(IMAGE_LIMITS.perHost)
    const answers = users.flatMap((_, who) =>
      Array.from({ length: perUser }, (_, i) =>
        users[who]!.browser.request(image(who, server, `/posters/${who}-${i}.png`)),
      ).map((response) => response.then((r) => r.status)),
    )
    const settled: number[] = []
    for (const answer of answers) void answer.then((status) => settled.push(status))
    await waitFor(() => settled.length >= asked - IMAGE_LIMITS.perHost)
    expect(server.inFlight).toBe(IMAGE_LIMITS.perHost)
    release()
    const statuses = await Promise.all(answers)
    expect(server.maxInFlight).toBe(IMAGE_LIMITS.perHost)
    expect(statuses.filter((status) => status === 200)).toHaveLength(IMAGE_LIMITS.perHost)
  })
})
