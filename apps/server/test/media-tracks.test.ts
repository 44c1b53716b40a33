import { t } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_PASSWORD } from './support/accounts'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import { browserClient } from './support/http-client'
import {
  demoCloudUser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from './support/media-server'
import { CHROMIUM_CODECS, firstBytes, isMp4, playWith, readBack } from './support/processing-client'

// Issue 20 over HTTP with the demo's tracks title (H.264, AC3 5.1 'por', AAC 'eng', a 'por' SRT) and
// its MP2 channel: the audio track chosen, the subtitle as WebVTT, and two instances of one
// deployment, where a link planned on one streams from the other.

const { facts } = demoCatalogue()
const tracks = (audio?: number) => ({
  type: 'movie' as const,
  id: String(facts.tracksMovieId),
  ext: 'mkv',
  codecs: CHROMIUM_CODECS,
  ...(audio === undefined ? {} : { audio }),
})
const SECRET = 'issue-20-instances-share-this-secret-0123456789'

describe.each(testDatabaseKinds())('audio tracks, subtitles and two instances on $name', (kind) => {
  let database: TestDatabase
  let first: MediaTestServer
  let second: MediaTestServer
  let ana: Browser
  let anaThere: Browser
  const email = `ana.tracks.${kind.name.toLowerCase()}@example.com`

  beforeAll(async () => {
    database = await kind.open()
    first = await startMediaServer({ APP_SECRET: SECRET }, database)
    ana = (await demoCloudUser(first.server, email)).browser
    // The cloud is the demo panel that the first instance mounts.
    second = await startMediaServer(
      { APP_SECRET: SECRET, PROVIDER_ALLOW_HOSTS: `127.0.0.1:${first.server.port}` },
      database,
    )
    anaThere = browserClient(second.server.url)
    const signIn = await anaThere.post('/api/auth/sign-in/email', {
      email,
      password: TEST_PASSWORD,
    })
    expect(signIn.status).toBe(200)
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
    await database?.dispose()
  })

  it('plays Portuguese first, converting its AC3, and English as a remux of its own track', async () => {
    const portuguese = await playWith(ana, tracks())
    expect(portuguese.media).toMatchObject({
      path: 'audio',
      audioTrack: 0,
      audio: [
        { index: 0, language: 'por', label: 'Português', codec: 'ac3', channels: 6 },
        { index: 1, language: 'eng', label: 'Inglês', codec: 'aac' },
      ],
      subtitles: [{ index: 0, language: 'por', label: 'Português' }],
    })
    const english = await playWith(ana, tracks(1))
    expect(english.media).toMatchObject({ path: 'remux', audioTrack: 1 })
    // The chosen track only, in MP4: the Portuguese 5.1 AC3 as AAC stereo, the English as it is.
    for (const [answer, audio] of [
      [portuguese, /^\s*Stream #0:\d\(por\): Audio: aac .*stereo/],
      [english, /^\s*Stream #0:\d\(eng\): Audio: aac /],
    ] as const) {
      // The last 20 s are enough to read the tracks.
      const response = await ana.request(`${answer.candidates[0]!.url}?t=100`)
      expect(response.status).toBe(200)
      const { streams } = await readBack(Buffer.from(await response.arrayBuffer()))
      const sounds = streams.filter((line) => /Audio:/.test(line))
      expect(sounds, sounds.join('\n')).toHaveLength(1)
      expect(sounds[0]).toMatch(audio)
      expect(streams.some((line) => /Video: h264/.test(line))).toBe(true)
    }
  })

  it('answers the Portuguese subtitle as WebVTT, and 404 for one the title lacks', async () => {
    const { media } = await playWith(ana, tracks())
    const response = await ana.request(media!.subtitles[0]!.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    expect(text.startsWith('WEBVTT')).toBe(true)
    expect(text).toMatch(/\d\d:\d\d\.\d{3} --> \d\d:\d\d\.\d{3}\n\S/)
    const missing = await ana.request(media!.subtitles[0]!.url.replace('sub=0', 'sub=5'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ success: false, error: t('media.noSubtitle') })
  })

  it('converts the MP2 of a DVB-like channel to AAC, and ends when the viewer leaves', async () => {
    const live = await playWith(ana, {
      type: 'live',
      id: String(facts.mp2ChannelId),
      codecs: CHROMIUM_CODECS,
    })
    expect(live.media).toMatchObject({ path: 'audio', duration: null })
    expect(live.candidates).toHaveLength(1)
    const { head, leave } = await firstBytes(ana, live.candidates[0]!.url, 8)
    expect(isMp4(head)).toBe(true)
    leave()
    await vi.waitFor(() => expect(first.server.context.transcoder.running()).toBe(0), {
      timeout: 10_000,
    })
  })

  it('streams and subtitles on one instance what the other planned', async () => {
    const answer = await playWith(ana, tracks())
    const { head, leave } = await firstBytes(anaThere, answer.candidates[0]!.url, 8)
    leave()
    expect(isMp4(head)).toBe(true)
    const subtitle = await anaThere.request(answer.media!.subtitles[0]!.url)
    expect(subtitle.status).toBe(200)
    expect((await subtitle.text()).startsWith('WEBVTT')).toBe(true)
    await vi.waitFor(() => expect(second.server.context.transcoder.running()).toBe(0), {
      timeout: 10_000,
    })
  })

  it('keeps the provider’s address out of both instances’ logs', () => {
    for (const running of [first, second]) {
      const ours = running.logs.filter((line) => !line.includes('"path":"/demo-xtream/'))
      const text = ours.join('')
      expect(text).toContain('/api/media/s/[redacted]')
      expect(text).not.toContain('/demo/demo/')
      expect(text).not.toMatch(/\/api\/media\/s\/v1\./)
    }
  })
})
