import { readFileSync } from 'node:fs'
import { MEDIA_PATHS, t } from '@myflix/shared'
import { demoCatalogue } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  play,
  demoCloudUser,
  signedInBrowser,
  startMediaServer,
  type Browser,
  type MediaTestServer,
} from '../../../test/support/media-server'

const MEDIA_DIR = new URL('../../../../xtream-demo/media/', import.meta.url)
const mediaFile = (name: string) => readFileSync(new URL(name, MEDIA_DIR))
const demo = demoCatalogue()
const facts = demo.facts
const ownExt = (id: number) => demo.findMovie(id)!.container

describe('media proxy against the mounted demo provider', () => {
  let running: MediaTestServer
  let browser: Browser

  beforeAll(async () => {
    running = await startMediaServer()
    browser = (await demoCloudUser(running.server, 'stream@example.com')).browser
  })
  afterAll(async () => {
    await running?.close()
  })

  it('offers candidates in the spec order: .mp4, .mkv, then the title’s own extension', async () => {
    const avi = await play(browser, {
      type: 'movie',
      id: String(facts.aviOnlyMovieId),
      ext: ownExt(facts.aviOnlyMovieId),
    })
    expect(avi.status).toBe(200)
    expect(avi.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv', 'avi'])
    expect(avi.expiresIn).toBeGreaterThanOrEqual(4 * 3600)
    for (const candidate of avi.candidates)
      expect(candidate.url.startsWith(MEDIA_PATHS.stream)).toBe(true)

    const upper = await play(browser, {
      type: 'movie',
      id: String(facts.upperMkvMovieId),
      ext: 'MKV',
    })
    expect(upper.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv'])
    const unknownExt = await play(browser, { type: 'episode', id: String(facts.playableEpisodeId) })
    expect(unknownExt.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv'])
  })

  it('never puts the provider address or credentials in a candidate URL', async () => {
    const answer = await play(browser, { type: 'movie', id: String(facts.playableMovieId) })
    const text = JSON.stringify(answer.candidates)
    expect(text).not.toContain('demo-xtream')
    expect(text).not.toContain('/movie/')
    expect(text).not.toContain(String(facts.playableMovieId))
  })

  it('serves a byte range of the film through the 302 to the tokenised URL', async () => {
    const { candidates } = await play(browser, { type: 'movie', id: String(facts.playableMovieId) })
    const file = mediaFile('movie.mp4')
    // The demo's /movie URL answers 302 and only the tokenised URL honours Range: a 206 here means
    // the Range header survived the redirect.
    const response = await browser.request(candidates[0]!.url, { headers: { range: 'bytes=0-99' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${file.length}`)
    expect(response.headers.get('content-type')).toBe('video/mp4')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBe(100)
    expect(body.equals(file.subarray(0, 100))).toBe(true)

    const middle = await browser.request(candidates[0]!.url, {
      headers: { range: 'bytes=1000-1999' },
    })
    expect(middle.status).toBe(206)
    expect(Buffer.from(await middle.arrayBuffer()).equals(file.subarray(1000, 2000))).toBe(true)
  })

  it('streams the whole file on a plain GET, with the container’s type', async () => {
    const { candidates } = await play(browser, { type: 'movie', id: String(facts.mkvOnlyMovieId) })
    const mkv = candidates.find((c) => c.ext === 'mkv')!
    const response = await browser.request(mkv.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('video/x-matroska')
    const file = mediaFile('movie.mkv')
    expect(response.headers.get('content-length')).toBe(String(file.length))
    expect(Buffer.from(await response.arrayBuffer()).equals(file)).toBe(true)
  })

  it('passes a multi-range request’s 416 through', async () => {
    const { candidates } = await play(browser, { type: 'movie', id: String(facts.playableMovieId) })
    const response = await browser.request(candidates[0]!.url, {
      headers: { range: 'bytes=0-9,20-29' },
    })
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe(`bytes */${mediaFile('movie.mp4').length}`)
  })

  it('answers HEAD with the headers only, as the episode availability check needs', async () => {
    const { candidates } = await play(browser, {
      type: 'episode',
      id: String(facts.playableEpisodeId),
    })
    const response = await browser.request(candidates[0]!.url, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe(String(mediaFile('episode.mp4').length))
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect((await response.arrayBuffer()).byteLength).toBe(0)

    const missing = await play(browser, { type: 'episode', id: String(facts.missingEpisodeId) })
    const gone = await browser.request(missing.candidates[0]!.url, { method: 'HEAD' })
    expect(gone.status).toBe(404)
  })

  it('turns a title the provider 404s into a 404 with a pt-BR error', async () => {
    const { candidates } = await play(browser, { type: 'movie', id: String(facts.missingMovieId) })
    for (const candidate of candidates) {
      const response = await browser.request(candidate.url)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ success: false, error: t('media.notFound') })
    }
  })

  it('streams live .ts as MPEG-TS', async () => {
    const live = await play(browser, { type: 'live', id: String(facts.epgChannelId), format: 'ts' })
    expect(live.candidates.map((c) => c.ext)).toEqual(['ts'])
    const response = await browser.request(live.candidates[0]!.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('video/mp2t')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeGreaterThan(188 * 10)
    for (let offset = 0; offset < 188 * 10; offset += 188) expect(bytes[offset]).toBe(0x47)
  })

  it('rewrites the live playlist so every URI is ours, and its segments are MPEG-TS', async () => {
    const live = await play(browser, { type: 'live', id: String(facts.epgChannelId) })
    // The demo account allows m3u8 and ts (allowed_output_formats), so HLS comes first.
    expect(live.candidates.map((c) => c.ext)).toEqual(['m3u8', 'ts'])
    const response = await browser.request(live.candidates[0]!.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = await response.text()
    expect(text.startsWith('#EXTM3U')).toBe(true)
    expect(text).not.toContain('demo')
    const uris = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))
    expect(uris.length).toBeGreaterThanOrEqual(3)
    for (const uri of uris) expect(uri.startsWith(MEDIA_PATHS.stream)).toBe(true)
    expect(new Set(uris).size).toBe(uris.length)

    const segment = await browser.request(uris[0]!)
    expect(segment.status).toBe(200)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    const bytes = Buffer.from(await segment.arrayBuffer())
    expect(bytes.length % 188).toBe(0)
    for (let offset = 0; offset < bytes.length; offset += 188) expect(bytes[offset]).toBe(0x47)
    const ranged = await browser.request(uris[1]!, { headers: { range: 'bytes=0-187' } })
    expect(ranged.status).toBe(206)
    expect(Buffer.from(await ranged.arrayBuffer())[0]).toBe(0x47)
  })

  it('lists a live segment under the same URL at every playlist reload, for its user only', async () => {
    const uris = async (client: Browser) => {
      const live = await play(client, {
        type: 'live',
        id: String(facts.epgChannelId),
        format: 'hls',
      })
      const text = await (await client.request(live.candidates[0]!.url)).text()
      return text.split('\n').filter((line) => line.startsWith(MEDIA_PATHS.stream))
    }
    // The demo's window slides every 2 s: the segments both reloads list keep their path (the
    // signed expiry in the query changes only every 5 minutes; media.service.test.ts pins that).
    const paths = (list: string[]) => list.map((uri) => uri.split('?')[0]!)
    const first = await uris(browser)
    const second = paths(await uris(browser))
    expect(first.length).toBeGreaterThanOrEqual(3)
    const kept = paths(first).filter((path) => second.includes(path))
    expect(kept.length).toBeGreaterThanOrEqual(first.length - 2)
    const { browser: other } = await demoCloudUser(running.server, 'stream-other@example.com')
    const theirs = paths(await uris(other))
    expect(theirs.filter((path) => paths(first).includes(path))).toEqual([])
    expect((await other.request(first[0]!)).status).toBe(403)
  })

  it('refuses a malformed play request and explains a missing active cloud', async () => {
    const bad = await browser.post('/api/media/play', { type: 'movie', id: '../etc' })
    expect(bad.status).toBe(400)
    const other = await signedInBrowser(running.server, 'nocloud@example.com')
    const none = await other.post('/api/media/play', { type: 'movie', id: '1' })
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({ success: false, error: t('clouds.noActive') })
  })

  it('keeps the provider password out of our logs', async () => {
    // The mounted demo panel's own access-log lines are the provider's log, not ours: skip them.
    const ours = running.logs.filter((line) => !line.includes('"path":"/demo-xtream/'))
    const text = ours.join('')
    expect(text).toContain('/api/media/s/')
    expect(text).not.toContain('/demo/demo/')
    expect(text).not.toContain('/stream/')
  })
})
