import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { ffmpegPath, makeMediaFiles, type MediaFiles } from '../../../test/support/media-files'
import { startMediaProvider, type MediaProvider } from '../../../test/support/media-provider'
import { createFeedServer, type FeedServer } from './feed-server'

/** The demo's AVI: 360 s, a key frame every 2 s, its index (idx1, 137 KB) at the end. */
const DEMO_AVI = fileURLToPath(new URL('../../../../xtream-demo/media/movie.avi', import.meta.url))
const run = promisify(execFile)

/** The feed's answer to a Range that starts at the end of a `size`-byte file: an empty 206. */
async function expectEmptyEnd(url: string, size: number): Promise<void> {
  const atEnd = await fetch(url, { headers: { range: `bytes=${size}-` } })
  expect(atEnd.status).toBe(206)
  expect(atEnd.headers.get('content-range')).toBe(`bytes ${size}-${size - 1}/${size}`)
  expect((await atEnd.arrayBuffer()).byteLength).toBe(0)
}

/**
 * The video frames ffmpeg copies from 300 s of the demo's AVI. A small receive buffer makes it skip
 * the trailing index by asking for the end; a refusal there had its demuxer read the index's
 * entries as frames. Right: the key frame at 298.2 s to the end, 310 frames, and no more.
 */
async function videoFramesFrom300(url: string): Promise<number> {
  const { stdout } = await run(
    ffmpegPath(),
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-ss', '300'],
      ...['-recv_buffer_size', '8192', '-i', url],
      ...['-map', '0:v', '-c', 'copy', '-f', 'framecrc', '-'],
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  return stdout.split('\n').filter((line) => line.startsWith('0,')).length
}

describe('the loopback feed ffmpeg reads', () => {
  let files: MediaFiles
  let provider: MediaProvider
  let feeds: FeedServer
  let mkv: Buffer
  const logs = captureLogs()

  beforeAll(async () => {
    files = await makeMediaFiles()
    mkv = await readFile(files.mkv)
    provider = await startMediaProvider([files.mkv, files.ts, DEMO_AVI])
    feeds = createFeedServer({ upstream: provider.upstream, logger: logs.logger })
  })
  afterAll(async () => {
    await feeds?.close()
    await provider?.close()
    await files?.remove()
  })

  it('answers a random name with the provider stream, its ranges and length', async () => {
    const feed = await feeds.open(provider.source('movie', files.mkv))
    expect(feed.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/feed\/[A-Za-z0-9_-]{43}\.mkv$/)
    const whole = await fetch(feed.url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-length')).toBe(String(mkv.length))
    expect(Buffer.from(await whole.arrayBuffer()).equals(mkv)).toBe(true)
    const tail = await fetch(feed.url, { headers: { range: 'bytes=-100' } })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${mkv.length - 100}-${mkv.length - 1}/${mkv.length}`,
    )
    expect(Buffer.from(await tail.arrayBuffer()).equals(mkv.subarray(-100))).toBe(true)
    const head = await fetch(feed.url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('accept-ranges')).toBe('bytes')
    feed.close()
  })

  it('relays every byte of a film a panel sends whole as octet-stream, Range or not', async () => {
    // Sniffed for a playlist in disguise: the bytes read to look must still be sent.
    const feed = await feeds.open(provider.source('octet', files.mkv))
    for (const headers of [{}, { range: 'bytes=0-' }] as Record<string, string>[]) {
      const answer = await fetch(feed.url, { headers })
      expect(answer.status).toBe(200)
      const body = Buffer.from(await answer.arrayBuffer())
      expect(body.length).toBe(mkv.length)
      expect(body.equals(mkv)).toBe(true)
    }
    feed.close()
  })

  it('answers a Range at the very end with an empty 206, which ffmpeg takes as the end', async () => {
    const avi = await readFile(DEMO_AVI)
    const feed = await feeds.open(provider.source('movie', DEMO_AVI))
    await expectEmptyEnd(feed.url, avi.length)
    const beyond = await fetch(feed.url, { headers: { range: `bytes=${avi.length + 1}-` } })
    expect(beyond.status).toBe(416)
    expect(await videoFramesFrom300(feed.url)).toBe(310)
    feed.close()
  })

  it('knows the end from earlier answers when the panel refuses it without saying the size', async () => {
    const avi = await readFile(DEMO_AVI)
    const feed = await feeds.open(provider.source('terse', DEMO_AVI))
    // Before any answer has said the size, the refusal passes as it is.
    const blind = await fetch(feed.url, { headers: { range: `bytes=${avi.length}-` } })
    expect(blind.status).toBe(416)
    expect((await fetch(feed.url, { headers: { range: 'bytes=0-0' } })).status).toBe(206)
    await expectEmptyEnd(feed.url, avi.length)
    expect(await videoFramesFrom300(feed.url)).toBe(310)
    feed.close()
  })

  it('asks a provider that drops or goes silent again from where it stopped: one whole answer', async () => {
    const quick = createFeedServer({
      upstream: provider.upstream,
      logger: logs.logger,
      stallMs: 200,
    })
    try {
      for (const mode of ['drop-once', 'mute-once'] as const) {
        const feed = await quick.open(provider.source(mode, files.mkv))
        const answer = await fetch(feed.url)
        expect(answer.status).toBe(200)
        expect(Buffer.from(await answer.arrayBuffer()).equals(mkv)).toBe(true)
        const asked = provider.requests().filter((request) => request.mode === mode)
        expect(asked.map((request) => request.range)).toEqual([null, expect.any(String)])
        const from = Number(/^bytes=(\d+)-$/.exec(asked[1]?.range ?? '')?.[1])
        expect(from).toBeGreaterThan(0)
        expect(from).toBeLessThanOrEqual(Math.floor(mkv.length / 2))
        feed.close()
      }
    } finally {
      await quick.close()
    }
    const resumed = logs.lines.filter(
      (line) => line.msg === 'transcode feed: provider answer resumed',
    )
    expect(resumed).toHaveLength(2)
  })

  it('forgets a name once closed, and ends the provider request it was serving', async () => {
    const feed = await feeds.open(provider.source('stall', files.mkv))
    const reading = await fetch(feed.url)
    expect(reading.status).toBe(200)
    await expect.poll(() => provider.open()).toBe(1)
    feed.close()
    await expect.poll(() => provider.open()).toBe(0)
    await expect(reading.arrayBuffer()).rejects.toThrow()
    expect((await fetch(feed.url)).status).toBe(404)
    expect(feeds.size()).toBe(0)
  })

  it('knows no other name, path or method', async () => {
    const feed = await feeds.open(provider.source('movie', files.mkv))
    const base = new URL(feed.url).origin
    expect((await fetch(`${base}/feed/${'A'.repeat(43)}`)).status).toBe(404)
    expect((await fetch(`${base}/`)).status).toBe(404)
    expect((await fetch(feed.url, { method: 'POST', body: 'x' })).status).toBe(405)
    feed.close()
  })

  it('refuses what the SSRF guard refuses, redirects included, and says so in the log', async () => {
    const feed = await feeds.open(provider.source('away', files.mkv))
    expect((await fetch(feed.url)).status).toBe(502)
    expect(logs.lines.at(-1)).toMatchObject({ kind: 'blocked-address' })
    feed.close()
    const elsewhere = await feeds.open({
      url: new URL('http://169.254.169.254/latest/meta-data'),
      allowedHosts: ['169.254.169.254'],
    })
    expect((await fetch(elsewhere.url)).status).toBe(502)
    elsewhere.close()
  })

  it('serves a source only on the hosts it was given', async () => {
    const source = provider.source('movie', files.mkv)
    const feed = await feeds.open({ ...source, allowedHosts: ['other.example'] })
    expect((await fetch(feed.url)).status).toBe(403)
    feed.close()
  })

  it('rewrites a playlist so every segment is read through the feed too', async () => {
    const feed = await feeds.open(provider.source('hls', files.ts))
    const answer = await fetch(feed.url)
    expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const playlist = await answer.text()
    expect(playlist).not.toMatch(/s3cret|user/)
    const segment = playlist.split('\n').find((line) => line.startsWith('http'))
    expect(segment).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/feed\/[A-Za-z0-9_-]{43}\.ts$/)
    // Reloading a playlist names the same segments the same way.
    expect(await (await fetch(feed.url)).text()).toBe(playlist)
    const bytes = Buffer.from(await (await fetch(segment as string)).arrayBuffer())
    expect(bytes.equals(await readFile(files.ts))).toBe(true)
    feed.close()
    expect((await fetch(segment as string)).status).toBe(404)
  })

  it('logs no address nor password', () => {
    expect(JSON.stringify(logs.lines)).not.toMatch(/s3cret|169\.254|\/feed\//)
  })
})
