import { MEDIA_PATHS, t } from '@myflix/shared'
import { fetch } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixture, type FixtureServer } from '../../../test/support/fixture-server'
import { proxiedImageUrl } from './image-url'
import {
  BIG_SIZE,
  FIXTURE_PASSWORD,
  FIXTURE_USER,
  PNG_FILE,
  SMALL_FILE,
  startFixtureProvider,
  type FixtureProvider,
} from '../../../test/support/media-fixture-provider'
import { createMediaTokens } from './media-token'
import {
  play,
  saveCloud,
  signedInBrowser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from '../../../test/support/media-server'

async function waitFor(check: () => boolean, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
  return check()
}

/**
 * Whether the big body's writer has come to a stop: done, or waiting on a full socket with nothing
 * written over the last ten checks (a wait between two reads of a flowing stream moves on).
 */
function stalled(provider: FixtureProvider): () => boolean {
  let last = -1
  let still = 0
  return () => {
    if (provider.bigFinished) return true
    still = provider.bigWaiting && provider.bigSent === last ? still + 1 : 0
    last = provider.bigSent
    return still >= 10
  }
}

describe('media proxy: ownership, SSRF, streaming and images', () => {
  let provider: FixtureProvider
  let victim: FixtureServer
  let running: MediaTestServer
  let alice: Browser
  let bob: Browser
  let aliceId: string
  let cloudId: string

  beforeAll(async () => {
    ;[provider, victim] = await Promise.all([
      startFixtureProvider(),
      startFixture((_req, res) => void res.end('secret')),
    ])
    provider.victimOrigin = victim.origin
    // Only the fixture provider is allow-listed; the victim is another loopback port.
    running = await startMediaServer({ PROVIDER_ALLOW_HOSTS: `127.0.0.1:${provider.server.port}` })
    provider.ownServerOrigin = running.server.url
    ;[alice, bob] = await Promise.all([
      signedInBrowser(running.server, 'alice@example.com'),
      signedInBrowser(running.server, 'bob@example.com'),
    ])
    const cloud = { url: provider.server.origin, user: FIXTURE_USER, pass: FIXTURE_PASSWORD }
    cloudId = await saveCloud(alice, cloud)
    await saveCloud(bob, cloud)
    const session = await alice.request('/api/auth/get-session')
    aliceId = ((await session.json()) as { user: { id: string } }).user.id
  })
  afterAll(async () => {
    await running?.close()
    await Promise.all([provider?.close(), victim?.close()])
  })

  const movieUrl = async (browser: Browser, id: string) =>
    (await play(browser, { type: 'movie', id })).candidates[0]!.url

  it('normalises the Accept-Ranges quirk and names octet-stream files by extension', async () => {
    const response = await alice.request(await movieUrl(alice, '5'))
    expect(response.status).toBe(200)
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(Buffer.from(await response.arrayBuffer()).equals(SMALL_FILE)).toBe(true)
  })

  it('answers HEAD from a GET’s headers when the panel refuses HEAD', async () => {
    const response = await alice.request(await movieUrl(alice, '6'), { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(SMALL_FILE.length))
    expect(provider.getOnlyMethods).toEqual(['HEAD', 'GET'])
  })

  it('sends the provider a player-like UA and the Range, never the user’s cookie', async () => {
    await alice.request(await movieUrl(alice, '5'), { headers: { range: 'bytes=10-19' } })
    const seen = provider.server.requests.filter((r) => r.url.pathname.endsWith('/5.mp4')).at(-1)!
    expect(seen.headers['user-agent']).toMatch(/^VLC\//)
    expect(seen.headers.range).toBe('bytes=10-19')
    expect(seen.headers.cookie).toBeUndefined()
    expect(seen.headers.origin).toBeUndefined()
  })

  it('refuses anonymous callers, another user and forged, tampered or expired tokens', async () => {
    const url = await movieUrl(alice, '5')
    const anonymous = await fetch(new URL(url, running.server.url))
    expect(anonymous.status).toBe(401)
    expect(
      (await fetch(new URL('/api/media/play', running.server.url), { method: 'POST' })).status,
    ).toBe(401)

    const stolen = await bob.request(url)
    expect(stolen.status).toBe(403)
    expect(await stolen.json()).toEqual({ success: false, error: t('media.forbidden') })

    const token = url.slice(MEDIA_PATHS.stream.length)
    const parts = token.split('.')
    const body = parts[2]!
    parts[2] = (body[0] === 'A' ? 'B' : 'A') + body.slice(1)
    expect((await alice.request(`${MEDIA_PATHS.stream}${parts.join('.')}`)).status).toBe(403)
    expect((await alice.request(`${MEDIA_PATHS.stream}not-a-token`)).status).toBe(403)
    const foreign = createMediaTokens('x'.repeat(48)).issue({
      t: 'play',
      u: aliceId,
      c: cloudId,
      k: 'movie',
      i: '5',
      e: 'mp4',
      x: 4_000_000_000,
    })
    expect((await alice.request(`${MEDIA_PATHS.stream}${foreign}`)).status).toBe(403)

    const expired = createMediaTokens(running.server.context.secret).issue({
      t: 'play',
      u: aliceId,
      c: cloudId,
      k: 'movie',
      i: '5',
      e: 'mp4',
      x: Math.floor(Date.now() / 1000) - 1,
    })
    const late = await alice.request(`${MEDIA_PATHS.stream}${expired}`)
    expect(late.status).toBe(410)
    expect(await late.json()).toEqual({ success: false, error: t('media.expired') })
    // Only Alice's own request reached the provider.
    expect(provider.server.requests.filter((r) => r.url.pathname.endsWith('/5.mp4')).length).toBe(2)
  })

  it('refuses a redirect to a loopback port that is not allow-listed, without dialling it', async () => {
    const response = await alice.request(await movieUrl(alice, '1'))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ success: false, error: t('media.blocked') })
    expect(victim.connections).toBe(0)
  })

  it('refuses a redirect to this server’s own API', async () => {
    const before = running.logs.filter((line) => line.includes('"path":"/api/health"')).length
    const response = await alice.request(await movieUrl(alice, '2'))
    expect(response.status).toBe(502)
    expect(running.logs.filter((line) => line.includes('"path":"/api/health"')).length).toBe(before)
  })

  it('turns other provider failures into a 502 with a pt-BR error', async () => {
    const response = await alice.request(await movieUrl(alice, '9'))
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ success: false, error: t('media.upstreamFailed') })
  })

  it('streams without buffering: the first bytes arrive before the provider has sent the rest', async () => {
    const response = await alice.request(await movieUrl(alice, '3'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(BIG_SIZE))
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.value!.length).toBeGreaterThan(0)
    expect(provider.bigFinished).toBe(false)

    // The viewer stops reading: the provider must come to a stop too, its writes held by the
    // sockets' back-pressure, with no more than what the sockets and streams between hold in flight.
    // A proxy that buffered would read the whole 128 MB from it.
    provider.releaseBig()
    await waitFor(stalled(provider), 30_000)
    expect(provider.bigFinished).toBe(false)
    expect(provider.bigWaiting).toBe(true)
    let received = first.value!.length
    expect(provider.bigSent - received).toBeLessThan(BIG_SIZE / 4)

    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      received += next.value.length
    }
    expect(received).toBe(BIG_SIZE)
    expect(provider.bigFinished).toBe(true)
  })

  it('stops reading from the provider when the client disconnects from a live stream', async () => {
    const live = await play(alice, { type: 'live', id: '7' })
    expect(live.candidates.map((c) => c.ext)).toEqual(['ts'])
    const controller = new AbortController()
    const response = await alice.request(live.candidates[0]!.url, { signal: controller.signal })
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.value![0]).toBe(0x47)
    expect(provider.liveClosed).toBe(false)
    controller.abort()
    expect(await waitFor(() => provider.liveClosed)).toBe(true)
  })

  it('rewrites a disguised playlist and refuses its URIs that leave the cloud’s hosts', async () => {
    const live = await play(alice, { type: 'live', id: '8', format: 'hls' })
    const response = await alice.request(live.candidates[0]!.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await response.text()
    expect(text).not.toContain(FIXTURE_PASSWORD)
    expect(text).not.toContain('127.0.0.1')
    const key = /URI="([^"]+)"/.exec(text)?.[1]
    expect(key?.startsWith(MEDIA_PATHS.stream)).toBe(true)
    const [segment, outside] = text.split('\n').filter((l) => l && !l.startsWith('#'))
    const bytes = Buffer.from(await (await alice.request(segment!)).arrayBuffer())
    expect(bytes[0]).toBe(0x47)
    expect((await bob.request(segment!)).status).toBe(403)
    const refused = await alice.request(outside!)
    expect(refused.status).toBe(403)
    expect(victim.connections).toBe(0)

    const huge = await play(alice, { type: 'live', id: '10', format: 'hls' })
    const tooLarge = await alice.request(huge.candidates[0]!.url)
    expect(tooLarge.status).toBe(502)
    expect(await tooLarge.json()).toEqual({ success: false, error: t('media.playlistTooLarge') })
  })

  it('proxies only signed image URLs, only images, within the size cap', async () => {
    const secret = running.server.context.secret
    const image = (path: string) =>
      proxiedImageUrl(secret, cloudId, `${provider.server.origin}${path}`)!
    const poster = await alice.request(image('/img/poster.png'))
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/png')
    expect(poster.headers.get('cache-control')).toMatch(/^private, max-age=\d+, immutable$/)
    expect(poster.headers.get('etag')).toBe('"p1"')
    expect(poster.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(poster.headers.get('x-content-type-options')).toBe('nosniff')
    expect(poster.headers.get('content-disposition')).toBe('inline; filename="poster.png"')
    expect(Buffer.from(await poster.arrayBuffer()).equals(PNG_FILE)).toBe(true)
    const head = await alice.request(image('/img/poster.png'), { method: 'HEAD' })
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/png'])
    // Labelled by its bytes, whatever the panel says.
    const octet = await alice.request(image('/img/labelled-octet.png'))
    expect([octet.status, octet.headers.get('content-type')]).toEqual([200, 'image/png'])

    // The token opens for the account whose cloud it names, and no other.
    const forBob = await bob.request(image('/img/poster.png'))
    expect(forBob.status).toBe(403)
    expect(await forBob.json()).toEqual({ success: false, error: t('media.forbidden') })
    expect((await fetch(new URL(image('/img/poster.png'), running.server.url))).status).toBe(401)
    expect((await alice.request(image('/img/page.html'))).status).toBe(415)
    expect((await alice.request(image('/img/script.js'))).status).toBe(415)
    expect((await alice.request(image('/img/bomb.svg'))).status).toBe(415)
    // An SVG, whatever it is labelled, arrives as the pixels it draws.
    for (const path of ['/img/script.svg', '/img/svg-as.png']) {
      const drawn = await alice.request(image(path))
      expect([drawn.status, drawn.headers.get('content-type')]).toEqual([200, 'image/png'])
      expect(drawn.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
      const png = Buffer.from(await drawn.arrayBuffer())
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(png.includes('script')).toBe(false)
    }
    expect((await alice.request(image('/img/huge.png'))).status).toBe(502)
    expect((await alice.request(image('/img/nothing.png'))).status).toBe(404)
    expect((await alice.request(image('/img/redirect.png'))).status).toBe(502)
    expect((await alice.request(`${MEDIA_PATHS.image}abc.def`)).status).toBe(403)
    const victimImage = proxiedImageUrl('y'.repeat(48), cloudId, `${victim.origin}/poster.png`)!
    expect((await alice.request(victimImage)).status).toBe(403)
    expect(victim.connections).toBe(0)
  })

  it('refuses tokens of a cloud the user no longer has', async () => {
    const url = await movieUrl(alice, '5')
    await saveCloud(alice, { url: provider.server.origin, user: FIXTURE_USER, pass: 'another' })
    const response = await alice.request(url)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ success: false, error: t('media.cloudGone') })
  })

  it('never writes the provider password to the log', async () => {
    const text = running.logs.join('')
    expect(text).toContain('media: upstream failed')
    expect(text).not.toContain(FIXTURE_PASSWORD)
  })
})
