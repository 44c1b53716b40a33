import { readFileSync } from 'node:fs'
import { MEDIA_PATHS, t } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMediaTokens } from './media-token'
import { EXTERNAL_TTL_SECONDS } from './media.service'
import {
  play,
  demoCloudUser,
  signedInBrowser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from '../../../test/support/media-server'

const facts = demoCatalogue().facts
const mkv = readFileSync(new URL('../../../../xtream-demo/media/movie.mkv', import.meta.url))

describe('links for an external player (VLC), without the browser session', () => {
  let running: MediaTestServer
  let alice: Browser
  let cloudId: string
  /** Like VLC: no cookie, no Origin. */
  const vlc = (path: string, init: RequestInit = {}) =>
    fetch(new URL(path, running.server.url), { ...init, redirect: 'manual' })

  const externalLink = async (client: Browser, url: string) => {
    const response = await client.post('/api/media/external', { url })
    const body = (await response.json()) as { data?: { url: string; expiresIn: number } }
    return { status: response.status, url: body.data?.url ?? '', expiresIn: body.data?.expiresIn }
  }
  const mkvLink = async (client: Browser) => {
    const { candidates } = await play(client, { type: 'movie', id: String(facts.mkvOnlyMovieId) })
    return externalLink(client, candidates.find((c) => c.ext === 'mkv')!.url)
  }
  const sessionId = async (client: Browser) => {
    const found = (await (await client.request('/api/auth/get-session')).json()) as {
      session: { id: string }
    }
    return found.session.id
  }

  beforeAll(async () => {
    running = await startMediaServer()
    const user = await demoCloudUser(running.server, 'vlc@example.com')
    alice = user.browser
    cloudId = user.cloudId
  })
  afterAll(async () => {
    await running?.close()
  })

  it('plays one title without cookies, Range and HEAD included, naming no provider address', async () => {
    const link = await mkvLink(alice)
    expect(link.status).toBe(200)
    expect(link.expiresIn).toBe(EXTERNAL_TTL_SECONDS)
    expect(link.url.startsWith(MEDIA_PATHS.external)).toBe(true)
    expect(link.url).not.toContain('demo')

    const ranged = await vlc(link.url, { headers: { range: 'bytes=100-199' } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${mkv.length}`)
    expect(Buffer.from(await ranged.arrayBuffer()).equals(mkv.subarray(100, 200))).toBe(true)
    const whole = await vlc(link.url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/x-matroska')
    expect(whole.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await whole.arrayBuffer()).equals(mkv)).toBe(true)
    const head = await vlc(link.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(mkv.length))
    for (const response of [ranged, whole, head])
      for (const [, value] of response.headers) {
        expect(value).not.toContain('demo')
        expect(value).not.toContain('/stream/')
      }
  })

  it('refuses tampered, forged, expired and misplaced links, and strangers asking for one', async () => {
    const link = await mkvLink(alice)
    const token = link.url.slice(MEDIA_PATHS.external.length)
    const parts = token.split('.')
    parts[2] = (parts[2]![0] === 'A' ? 'B' : 'A') + parts[2]!.slice(1)
    expect((await vlc(`${MEDIA_PATHS.external}${parts.join('.')}`)).status).toBe(403)
    expect((await vlc(`${MEDIA_PATHS.external}not-a-token`)).status).toBe(403)
    // An external link is not a session link, and a session link is not an external one.
    expect((await alice.request(`${MEDIA_PATHS.stream}${token}`)).status).toBe(403)
    const { candidates } = await play(alice, { type: 'movie', id: String(facts.mkvOnlyMovieId) })
    const sessionToken = candidates[0]!.url.slice(MEDIA_PATHS.stream.length)
    expect((await vlc(`${MEDIA_PATHS.external}${sessionToken}`)).status).toBe(403)

    const claims = {
      t: 'play' as const,
      u: (
        await running.server.db
          .selectFrom('user')
          .select('id')
          .where('email', '=', 'vlc@example.com')
          .executeTakeFirstOrThrow()
      ).id,
      c: cloudId,
      k: 'movie' as const,
      i: String(facts.mkvOnlyMovieId),
      e: 'mkv',
      s: await sessionId(alice),
    }
    const external = createMediaTokens(running.server.context.secret, 'media-external')
    const expired = external.issue({ ...claims, x: Math.floor(Date.now() / 1000) - 1 })
    const late = await vlc(`${MEDIA_PATHS.external}${expired}`)
    expect(late.status).toBe(410)
    expect(await late.json()).toEqual({ success: false, error: t('media.expired') })
    const foreign = createMediaTokens('f'.repeat(48), 'media-external').issue({
      ...claims,
      x: 4_000_000_000,
    })
    expect((await vlc(`${MEDIA_PATHS.external}${foreign}`)).status).toBe(403)

    const anonymous = await vlc('/api/media/external', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: candidates[0]!.url }),
    })
    expect(anonymous.status).toBe(401)
    const bob = await signedInBrowser(running.server, 'vlc-bob@example.com')
    expect((await externalLink(bob, candidates[0]!.url)).status).toBe(403)
    expect((await externalLink(alice, '/api/media/img/abc')).status).toBe(400)
  })

  it('serves a live HLS link whose playlist and segments need no cookie either', async () => {
    const live = await play(alice, { type: 'live', id: String(facts.epgChannelId), format: 'hls' })
    const link = await externalLink(alice, live.candidates[0]!.url)
    const playlist = await vlc(link.url)
    expect(playlist.status).toBe(200)
    const text = await playlist.text()
    expect(text).not.toContain('demo')
    const uris = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))
    expect(uris.length).toBeGreaterThanOrEqual(3)
    for (const uri of uris) expect(uri.startsWith(MEDIA_PATHS.external)).toBe(true)
    const segment = await vlc(uris[0]!)
    expect(segment.status).toBe(200)
    expect(Buffer.from(await segment.arrayBuffer())[0]).toBe(0x47)
  })

  it('stops when the session that made it signs out, or when the cloud is deleted', async () => {
    const { browser: carol } = await demoCloudUser(running.server, 'vlc-carol@example.com')
    const first = await mkvLink(carol)
    const range = { headers: { range: 'bytes=0-9' } }
    expect((await vlc(first.url, range)).status).toBe(206)
    expect((await carol.post('/api/auth/sign-out')).status).toBe(200)
    expect((await vlc(first.url, range)).status).toBe(403)

    const { browser: dave, cloudId: daveCloud } = await demoCloudUser(
      running.server,
      'vlc-dave@example.com',
    )
    const second = await mkvLink(dave)
    expect((await vlc(second.url, range)).status).toBe(206)
    expect((await dave.request(`/api/clouds/${daveCloud}`, { method: 'DELETE' })).status).toBe(200)
    expect((await vlc(second.url, range)).status).toBe(404)
  })

  it('keeps the links out of the log', () => {
    const ours = running.logs.filter((line) => !line.includes('"path":"/demo-xtream/'))
    const text = ours.join('')
    expect(text).toContain('/api/media/x/[redacted]')
    expect(text).not.toMatch(/\/api\/media\/x\/v1\./)
    expect(text).not.toContain('/demo/demo/')
  })
})
