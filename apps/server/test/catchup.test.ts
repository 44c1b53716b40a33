import {
  catchupLibraryId,
  catchupResponseSchema,
  MEDIA_PATHS,
  t,
  type CatalogItem,
  type CatchupResponse,
  type ContinueItem,
} from '@myflix/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CATCHUP_PASSWORD,
  CHANNELS,
  startCatchupPanel,
  type CatchupPanel,
} from './support/catchup-panel'
import { TEST_PASSWORD } from './support/accounts'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import { browserClient } from './support/http-client'
import { catchupPosition } from './support/library-client'
import {
  saveCloud,
  signedInBrowser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from './support/media-server'
import { SEGMENT_TTL_SECONDS } from '../src/modules/media/media.service'

// POST /api/media/catchup against a real server on each test database and a panel over HTTP
// (support/catchup-panel.ts): what it answers, what it refuses, and that the panel's address and
// password stay on the server.

const HOUR = 3600
const pad = (n: number) => String(n).padStart(2, '0')

/** The panel's wall clock: São Paulo keeps UTC−3 all year since 2019. */
function saoPaulo(unix: number): string {
  const d = new Date((unix - 3 * HOUR) * 1000)
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}:` +
    `${pad(d.getUTCHours())}-${pad(d.getUTCMinutes())}`
  )
}

const nowSeconds = () => Math.floor(Date.now() / 1000)
/** An hour-long programme that began `hoursAgo` hours before the current hour. */
function programme(hoursAgo: number) {
  const start = Math.floor(nowSeconds() / HOUR) * HOUR - hoursAgo * HOUR
  return { start, end: start + HOUR }
}

/** What every instance of one deployment shares: the database, the secret, the allowed panel. */
const instanceEnv = (panel: CatchupPanel) => ({
  PROVIDER_ALLOW_HOSTS: `127.0.0.1:${panel.fixture.port}`,
  APP_SECRET: 'catch-up-instances-share-this-secret-0123456789',
})

describe.each(testDatabaseKinds())('catch-up over HTTP on $name', (kind) => {
  let database: TestDatabase
  let panel: CatchupPanel
  let running: MediaTestServer
  let ana: Browser
  let bia: Browser
  let caio: Browser
  let duda: Browser
  const answered: string[] = []

  const asksOf = (user: string) => panel.asks.filter((ask) => ask.user === user)

  async function catchup(browser: Browser, body: unknown) {
    const response = await browser.post('/api/media/catchup', body)
    const text = await response.text()
    answered.push(text)
    return {
      status: response.status,
      cacheControl: response.headers.get('cache-control'),
      json: JSON.parse(text) as { success: boolean; data?: CatchupResponse; error?: string },
    }
  }

  async function played(browser: Browser, body: unknown): Promise<CatchupResponse> {
    const answer = await catchup(browser, body)
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    expect(answer.cacheControl).toBe('no-store')
    return catchupResponseSchema.parse(answer.json.data)
  }

  /** The playlist of a catch-up answer through the proxy, and what its segment links say. */
  async function playlistOf(browser: Browser, answer: CatchupResponse) {
    const response = await browser.request(answer.candidates[0]?.url ?? '')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text.startsWith('#EXTM3U')).toBe(true)
    const segments = text.split('\n').filter((line) => line.startsWith(MEDIA_PATHS.stream))
    expect(segments).toHaveLength(2)
    return {
      text,
      segments,
      ended: text.includes('#EXT-X-ENDLIST'),
      paths: segments.map((url) => url.split('?')[0]),
      expiries: segments.map((url) => Number(/[?&]e=(\d+)\./.exec(url)?.[1])),
    }
  }

  const refusal = (status: number, error: string) => ({
    status,
    json: { success: false, error },
  })

  beforeAll(async () => {
    ;[database, panel] = await Promise.all([kind.open(), startCatchupPanel()])
    running = await startMediaServer(instanceEnv(panel), database)
    const name = kind.name.toLowerCase()
    const users = await Promise.all(
      ['ana', 'bia', 'caio', 'duda'].map((who) =>
        signedInBrowser(running.server, `${who}.catchup.${name}@example.com`),
      ),
    )
    ;[ana, bia, caio, duda] = users as [Browser, Browser, Browser, Browser]
    const cloud = (user: string) => ({
      url: panel.fixture.origin,
      user,
      pass: CATCHUP_PASSWORD,
    })
    await Promise.all([
      saveCloud(ana, cloud('hls')),
      saveCloud(bia, cloud('hls')),
      saveCloud(caio, cloud('legacy')),
      saveCloud(duda, cloud('silent')),
    ])
  })
  afterAll(async () => {
    await running?.close()
    await Promise.all([panel?.close(), database?.dispose()])
  })

  it('plays yesterday’s programme from its beginning, through the proxy, in the panel’s time', async () => {
    const { start, end } = programme(24)
    const answer = await played(ana, { id: CHANNELS.archive, start, end })
    // Two minutes early, on the minute.
    expect(answer.streamStart).toBe(start - 120)
    expect(answer.candidates).toHaveLength(1)
    const [candidate] = answer.candidates
    expect(candidate?.ext).toBe('m3u8')
    expect(candidate?.url.startsWith(MEDIA_PATHS.stream)).toBe(true)
    // The probe asked for this very programme, REST m3u8 first: 60 min + 2 early + 5 after.
    expect(asksOf('hls')).toEqual([
      {
        key: 'rest-m3u8',
        user: 'hls',
        password: CATCHUP_PASSWORD,
        minutes: '67',
        start: saoPaulo(start - 120),
        id: CHANNELS.archive,
      },
    ])

    // Another user cannot play Ana's link.
    const stolen = await bia.request(candidate?.url ?? '')
    expect(stolen.status).toBe(403)
    expect(await stolen.json()).toEqual({ success: false, error: t('media.forbidden') })
    const playlist = await playlistOf(ana, answer)
    expect(playlist.text).not.toContain('archive-segments')
    // A finished archive: players fetch it once, so its segments live as long as the answer.
    expect(playlist.ended).toBe(true)
    for (const expiry of playlist.expiries)
      expect(expiry).toBeGreaterThan(nowSeconds() + answer.expiresIn - 60)
    const bytes = Buffer.from(await (await ana.request(playlist.segments[0] ?? '')).arrayBuffer())
    expect(bytes[0]).toBe(0x47)
    expect(panel.segments).toContain(
      `/archive-segments/${CHANNELS.archive}/${saoPaulo(start - 120)}/0.ts`,
    )
  })

  it('asks again at a later point without probing again', async () => {
    const { start, end } = programme(24)
    const before = asksOf('hls').length
    const answer = await played(ana, { id: CHANNELS.archive, start, end, at: start + 1830 })
    expect(answer.streamStart).toBe(start + 1800)
    expect(asksOf('hls')).toHaveLength(before)
    const playlist = await ana.request(answer.candidates[0]?.url ?? '')
    expect(playlist.status).toBe(200)
    await playlist.body?.cancel()
    // To the end and five minutes past it.
    expect(asksOf('hls').at(-1)).toMatchObject({ minutes: '35', start: saoPaulo(start + 1800) })
  })

  it('restarts the programme on now as a growing playlist, and an external player opens it', async () => {
    const start = Math.floor(nowSeconds() / 60) * 60 - 10 * 60
    const answer = await played(ana, { id: CHANNELS.archive, start, end: start + HOUR })
    expect(answer.streamStart).toBe(start - 120)
    // No end yet: the player reloads it and finds the same segments under the same paths, each
    // with a short life, as for live.
    const reloads = await Promise.all([0, 1].map(() => playlistOf(ana, answer)))
    expect(reloads[0]?.ended).toBe(false)
    expect(reloads[1]?.paths).toEqual(reloads[0]?.paths)
    for (const expiry of reloads[0]?.expiries ?? [])
      expect(expiry).toBeLessThanOrEqual(nowSeconds() + SEGMENT_TTL_SECONDS + 5 * 60)
    const link = await ana.post('/api/media/external', { url: answer.candidates[0]?.url })
    expect(link.status).toBe(200)
    const { data } = (await link.json()) as { data: { url: string } }
    const external = await fetch(new URL(data.url, running.server.url))
    expect(external.status).toBe(200)
    expect((await external.text()).startsWith('#EXTM3U')).toBe(true)
    expect(asksOf('hls').at(-1)).toMatchObject({ start: saoPaulo(start - 120) })
  })

  it('refuses channels without archive, programmes outside it and unknown channels', async () => {
    const yesterday = programme(24)
    expect(await catchup(ana, { id: CHANNELS.noArchive, ...yesterday })).toMatchObject(
      refusal(409, t('guide.catchup.noArchive')),
    )
    expect(await catchup(ana, { id: '999', ...yesterday })).toMatchObject(
      refusal(404, t('catalog.itemNotFound')),
    )
    const expired = refusal(410, t('guide.catchup.expired'))
    expect(await catchup(ana, { id: CHANNELS.archive, ...programme(8 * 24) })).toMatchObject(
      expired,
    )
    // 72 "days" are hours: three days of archive, not seventy-two.
    expect(await catchup(ana, { id: CHANNELS.hours, ...programme(4 * 24) })).toMatchObject(expired)
    await played(ana, { id: CHANNELS.hours, ...programme(2 * 24) })
    const unavailable = refusal(409, t('guide.catchup.unavailable'))
    expect(await catchup(ana, { id: CHANNELS.archive, ...programme(-2) })).toMatchObject(
      unavailable,
    )
    // The programme on now plays from its beginning, not from later than the broadcast.
    const start = nowSeconds() - 600
    const ahead = { id: CHANNELS.archive, start, end: start + HOUR, at: start + 1200 }
    expect(await catchup(ana, ahead)).toMatchObject(unavailable)
  })

  it('refuses a bad body with a Portuguese 400', async () => {
    const { start, end } = programme(24)
    const invalid = refusal(400, t('common.invalidData'))
    for (const body of [
      {},
      { id: CHANNELS.archive, start: end, end: start },
      { id: CHANNELS.archive, start, end: start + 13 * HOUR, at: start },
      { id: CHANNELS.archive, start, end, at: start - 60 },
      { id: CHANNELS.archive, start, end, at: end },
      { id: '../101', start, end },
      { id: CHANNELS.archive, start: String(start), end },
    ])
      expect(await catchup(ana, body), JSON.stringify(body)).toMatchObject(invalid)
    const raw = await ana.request('/api/media/catchup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":',
    })
    expect(raw.status).toBe(400)
  })

  it('keeps an adult channel’s archive behind parental control', async () => {
    const yesterday = programme(24)
    await played(bia, { id: CHANNELS.adult, ...yesterday })
    const enabled = await bia.post('/api/parental/enable', { pin: '2580', confirm: '2580' })
    expect(enabled.status).toBe(200)
    expect(await catchup(bia, { id: CHANNELS.adult, ...yesterday })).toMatchObject(
      refusal(403, t('parental.contentBlocked')),
    )
    await played(bia, { id: CHANNELS.archive, ...yesterday })
  })

  it('falls back to the legacy script for a panel that only answers it, and remembers it', async () => {
    const { start, end } = programme(30)
    const answer = await played(caio, { id: CHANNELS.archive, start, end })
    expect(answer.candidates.map((c) => c.ext)).toEqual(['ts'])
    // No m3u8 without HLS in the account; REST ts, then the script.
    expect(asksOf('legacy').map((ask) => ask.key)).toEqual(['rest-ts', 'php'])
    expect(asksOf('legacy')[1]).toMatchObject({ minutes: '67', start: saoPaulo(start - 120) })
    const stream = await caio.request(answer.candidates[0]?.url ?? '')
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('video/mp2t')
    expect(Buffer.from(await stream.arrayBuffer())[0]).toBe(0x47)
    await played(caio, { id: CHANNELS.archive, start, end, at: start + 600 })
    expect(asksOf('legacy').map((ask) => ask.key)).toEqual(['rest-ts', 'php', 'php'])
  })

  it('answers a Portuguese 502 when the panel gives no archive, and probes again next time', async () => {
    const yesterday = { id: CHANNELS.archive, ...programme(24) }
    const notOffered = refusal(502, t('guide.catchup.notOffered'))
    expect(await catchup(duda, yesterday)).toMatchObject(notOffered)
    expect(asksOf('silent').map((ask) => ask.key)).toEqual(['rest-m3u8', 'rest-ts', 'php'])
    expect(await catchup(duda, yesterday)).toMatchObject(notOffered)
    expect(asksOf('silent')).toHaveLength(6)
  })

  it('plays and resumes through another instance of the same deployment', async () => {
    const second = await startMediaServer(instanceEnv(panel), database)
    try {
      const email = `ana.catchup.${kind.name.toLowerCase()}@example.com`
      const anaThere = browserClient(second.server.url)
      const signIn = await anaThere.post('/api/auth/sign-in/email', {
        email,
        password: TEST_PASSWORD,
      })
      expect(signIn.status).toBe(200)
      // A link one instance signed streams through the other.
      const { start, end } = programme(30)
      const answer = await played(ana, { id: CHANNELS.archive, start, end })
      const playlist = await anaThere.request(answer.candidates[0]?.url ?? '')
      expect(playlist.status).toBe(200)
      expect((await playlist.text()).startsWith('#EXTM3U')).toBe(true)
      // A position saved on one is where the other's 'Continuar Assistindo' resumes.
      const item = await ana.request(`/api/catalog/live/items/${CHANNELS.archive}`)
      const { data: channel } = (await item.json()) as { data: CatalogItem }
      const ref = { channel_id: channel.id, start, end, title: 'Jogo de ontem' }
      const saved = await ana.post('/api/library/progress', catchupPosition(channel, ref, 1_200))
      expect(saved.status).toBe(200)
      const listed = await anaThere.request('/api/library/continue')
      const { data: items } = (await listed.json()) as { data: ContinueItem[] }
      expect(items.find((entry) => entry.kind === 'catchup')).toMatchObject({
        id: catchupLibraryId(channel.id, start),
        programme: ref,
        position: 1_200,
      })
    } finally {
      await second.close()
    }
  })

  it('never shows the panel’s address or password in an answer or a log line', () => {
    const encoded = encodeURIComponent(CATCHUP_PASSWORD)
    expect(answered.length).toBeGreaterThan(20)
    for (const text of [...answered, ...running.logs]) {
      expect(text).not.toContain(CATCHUP_PASSWORD)
      expect(text).not.toContain(encoded)
      expect(text).not.toContain('timeshift')
    }
    for (const text of answered) expect(text).not.toContain(String(panel.fixture.port))
    expect(running.logs.some((line) => line.includes('catch-up probe'))).toBe(true)
  })
})
