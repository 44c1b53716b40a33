import { MEDIA_PATHS, t, type PlayResponse } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import {
  demoCloudUser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from './support/media-server'
import {
  CHROMIUM_CODECS,
  MP4_ONLY_CODECS,
  firstBytes,
  isMp4,
  playWith,
  readBack,
} from './support/processing-client'

// Issue 20 over HTTP: a real server on each test database, the demo provider it mounts, the
// bundled ffmpeg. POST /play decides the path; the processed link streams fragmented MP4.

const demo = demoCatalogue()
const { facts } = demo
const movie = (id: number) => ({
  type: 'movie' as const,
  id: String(id),
  ext: demo.findMovie(id)!.container,
  codecs: CHROMIUM_CODECS,
})
const channel = { type: 'live' as const, id: String(facts.epgChannelId) }
const MOVIE_SECONDS = 360
/** Several seconds of slack: a copy starts on the key frame before `t` (one every 2 s). */
const SLACK = 4

describe.each(testDatabaseKinds())('processed media over HTTP on $name', (kind) => {
  const kindName = kind.name
  let database: TestDatabase
  let running: MediaTestServer
  let ana: Browser
  const answers: string[] = []
  const transcoder = () => running.server.context.transcoder

  async function played(browser: Browser, request: Parameters<typeof playWith>[1]) {
    const answer = await playWith(browser, request)
    answers.push(JSON.stringify(answer))
    return answer
  }
  const only = (answer: PlayResponse) => {
    expect(answer.candidates).toHaveLength(1)
    expect(answer.candidates[0]!.ext).toBe('mp4')
    return answer.candidates[0]!.url
  }

  beforeAll(async () => {
    database = await kind.open()
    running = await startMediaServer({ TRANSCODE_PER_USER: '1', TRANSCODE_MAX: '1' }, database)
    ana = (await demoCloudUser(running.server, `ana.processing.${kind.name}@example.com`)).browser
  })
  afterAll(async () => {
    await running?.close()
    await database?.dispose()
  })

  it('plays what Chromium plays directly and processes the rest', async () => {
    const mp4 = await played(ana, movie(facts.playableMovieId))
    expect(mp4.media).toMatchObject({ path: 'direct', audioTrack: 0, busy: false })
    expect(mp4.media?.duration).toBeCloseTo(MOVIE_SECONDS, 0)
    expect(mp4.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv'])
    const mkv = await played(ana, movie(facts.mkvOnlyMovieId))
    expect(mkv.media?.path).toBe('direct')
    const avi = await played(ana, movie(facts.aviOnlyMovieId))
    expect(avi.media).toMatchObject({ path: 'remux', audioTrack: 0 })
    expect(only(avi).startsWith(MEDIA_PATHS.stream)).toBe(true)
    const hevc = await played(ana, movie(facts.hevcMovieId))
    expect(hevc.media).toMatchObject({ path: 'video', busy: false })
    only(hevc)
    const live = await played(ana, { ...channel, codecs: CHROMIUM_CODECS })
    expect(live.media).toMatchObject({ path: 'direct', duration: null, subtitles: [] })
    expect(live.candidates.map((c) => c.ext)).toEqual(['m3u8', 'ts'])
    // Without codecs: as before issue 20.
    const plain = await played(ana, { type: 'movie', id: String(facts.aviOnlyMovieId), ext: 'avi' })
    expect(plain.media).toBeUndefined()
    expect(plain.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv', 'avi'])
  })

  it('streams fragmented MP4 of each processed path, with the headers of a stream', async () => {
    for (const id of [facts.aviOnlyMovieId, facts.hevcMovieId]) {
      const url = only(await played(ana, movie(id)))
      const { response, head, leave } = await firstBytes(ana, url, 8)
      leave()
      expect(response.status).toBe(200)
      expect(isMp4(head), head.toString('hex')).toBe(true)
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'content-type': 'video/mp4',
        'cache-control': 'private, no-store',
        'accept-ranges': 'none',
        'x-content-type-options': 'nosniff',
      })
      expect(response.headers.get('content-length')).toBeNull()
      await vi.waitFor(() => expect(transcoder().running()).toBe(0), { timeout: 10_000 })
    }
  })

  it('starts a processed title at ?t=, and the whole title without it', async () => {
    const url = only(await played(ana, movie(facts.aviOnlyMovieId)))
    const whole = await readBack(Buffer.from(await (await ana.request(url)).arrayBuffer()))
    expect(whole.seconds, whole.spans).toBeGreaterThan(MOVIE_SECONDS - SLACK)
    expect(whole.seconds, whole.spans).toBeLessThan(MOVIE_SECONDS + SLACK)
    const late = await ana.request(`${url}?t=300`)
    expect(late.status).toBe(200)
    const tail = await readBack(Buffer.from(await late.arrayBuffer()))
    expect(tail.seconds, tail.spans).toBeGreaterThan(MOVIE_SECONDS - 300 - SLACK)
    expect(tail.seconds, tail.spans).toBeLessThan(MOVIE_SECONDS - 300 + SLACK)
    expect(tail.streams.some((line) => /Video: h264/.test(line))).toBe(true)
    expect(tail.streams.some((line) => /Audio: mp3/.test(line))).toBe(true)
  })

  it('ends ffmpeg when the viewer leaves a channel that never ends', async () => {
    const live = await played(ana, { ...channel, format: 'hls', codecs: MP4_ONLY_CODECS })
    // Its AAC is ADTS, converted: ffmpeg 4.1 cannot copy it into fragmented MP4.
    expect(live.media?.path).toBe('audio')
    // Well past the empty moov: a stream that cannot carry its audio ends after ~5 KB.
    const { head, leave } = await firstBytes(ana, only(live), 32 * 1024)
    expect(isMp4(head)).toBe(true)
    expect(head.length).toBeGreaterThanOrEqual(32 * 1024)
    expect(transcoder().running()).toBe(1)
    leave()
    await vi.waitFor(() => expect(transcoder().running()).toBe(0), { timeout: 10_000 })
  })

  it('holds video transcodes to the server’s limit (a seek replaces the user’s own), and HEAD starts no ffmpeg', async () => {
    const url = only(await played(ana, movie(facts.hevcMovieId)))
    const head = await ana.request(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('video/mp4')
    expect(transcoder().running()).toBe(0)

    const first = await firstBytes(ana, url, 8)
    expect(transcoder().running()).toBe(1)
    // Ana seeks: her new stream takes the place of the one still running.
    const seek = await firstBytes(ana, `${url}?t=60`, 8)
    expect(seek.response.status).toBe(200)
    await vi.waitFor(() => expect(transcoder().running()).toBe(1), { timeout: 10_000 })
    // Bia finds the server's one video conversion taken.
    const bia = (await demoCloudUser(running.server, `bia.processing.${kindName}@example.com`))
      .browser
    const biaUrl = only(await played(bia, movie(facts.hevcMovieId)))
    const busy = { success: false, error: t('media.transcodeBusy') }
    const refused = await bia.request(biaUrl)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual(busy)
    const refusedHead = await bia.request(biaUrl, { method: 'HEAD' })
    expect(refusedHead.status).toBe(429)
    // The play answer says so before the player tries.
    expect((await played(bia, movie(facts.hevcMovieId))).media?.busy).toBe(true)
    first.leave()
    seek.leave()
    await vi.waitFor(() => expect(transcoder().running()).toBe(0), { timeout: 10_000 })
    const again = await firstBytes(bia, biaUrl, 8)
    again.leave()
    expect(again.response.status).toBe(200)
    await vi.waitFor(() => expect(transcoder().running()).toBe(0), { timeout: 10_000 })
  })

  it('refuses a start or subtitle that is not a number in range', async () => {
    const url = only(await played(ana, movie(facts.aviOnlyMovieId)))
    const invalid = { success: false, error: t('common.invalidData') }
    for (const query of ['t=-1', 't=abc', 't=1e9', 't=90000', 't=', 'sub=-1', 'sub=x', 'sub=1.5']) {
      const response = await ana.request(`${url}?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json(), query).toEqual(invalid)
    }
    expect(transcoder().running()).toBe(0)
    const noSubtitle = await ana.request(`${url}?sub=0`)
    expect(noSubtitle.status).toBe(404)
    expect(await noSubtitle.json()).toEqual({ success: false, error: t('media.noSubtitle') })
  })

  it('gives an external player the original file of a processed title', async () => {
    const url = only(await played(ana, movie(facts.aviOnlyMovieId)))
    const link = await ana.post('/api/media/external', { url })
    expect(link.status).toBe(200)
    const { data } = (await link.json()) as { data: { url: string } }
    const vlc = await fetch(new URL(data.url, running.server.url), {
      headers: { range: 'bytes=0-11' },
    })
    expect(vlc.status).toBe(206)
    expect(vlc.headers.get('content-type')).toBe('video/x-msvideo')
    expect(
      Buffer.from(await vlc.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('RIFF')
  })

  it('keeps the provider’s address and password out of answers, links and logs', () => {
    expect(answers.length).toBeGreaterThan(10)
    for (const text of answers) {
      expect(text).not.toContain('demo-xtream')
      expect(text).not.toContain('/demo/demo/')
      expect(text).not.toContain(running.server.url)
    }
    const ours = running.logs.filter((line) => !line.includes('"path":"/demo-xtream/'))
    const text = ours.join('')
    expect(text).toContain('/api/media/s/[redacted]')
    expect(text).not.toContain('/demo/demo/')
    expect(text).not.toMatch(/\/api\/media\/s\/v1\./)
  })
})
