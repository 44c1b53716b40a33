import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { ffmpeg, ffmpegReport } from '../../../test/support/media-files'
import { startMediaProvider, type MediaProvider } from '../../../test/support/media-provider'
import { readAll } from '../../../test/support/transcode-output'
import { parseProbe } from './probe-parser'
import { createTranscoder, type LocalTranscoder } from './transcode.service'
import type { StreamRecipe } from './transcode.types'

const demoMedia = (name: string) =>
  fileURLToPath(new URL(`../../../../xtream-demo/media/${name}`, import.meta.url))
/** The demo's AVI: 360 s of H.264 and MP3, interleaved, its index (idx1) at the end. */
const DEMO_AVI = demoMedia('movie.avi')
/** The demo's MPEG-TS title: 120 s of H.264 and AAC. */
const DEMO_TS = demoMedia('movie.mpegts')
const REMUX: StreamRecipe = { video: 'copy', audio: 'copy', audioStream: 1, live: false }

describe('a title read in order from its start', () => {
  let dir: string
  let apart: string
  let provider: MediaProvider
  let transcoder: LocalTranscoder

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-avi-'))
    apart = join(dir, 'apart.avi')
    // The sound starts after the picture has ended: every audio chunk follows every video chunk.
    await ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10:duration=3'],
      ...['-itsoffset', '4', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
      ...['-map', '0', '-map', '1', '-c:v', 'libx264', '-c:a', 'libmp3lame', apart],
    ])
    provider = await startMediaProvider([DEMO_AVI, DEMO_TS, apart])
    transcoder = createTranscoder({
      config: {
        ffmpegPath: undefined,
        transcodeMax: 1,
        transcodePerUser: 1,
        ffmpegStreamsMax: 4,
        ffmpegMemoryMb: 1024,
      },
      upstream: provider.upstream,
      logger: captureLogs().logger,
    })
  })
  afterAll(async () => {
    await transcoder?.close()
    await provider?.close()
    await rm(dir, { recursive: true, force: true })
  })

  const requestsFor = (name: string) =>
    provider.requests().filter((request) => request.name === name)

  it('is probed as interleaved or not, as ffmpeg reads its index', async () => {
    const demo = await transcoder.probe(provider.source('movie', DEMO_AVI), { live: false })
    expect(demo.container).toBe('avi')
    expect(demo).not.toHaveProperty('nonInterleaved')
    const lyingApart = await transcoder.probe(provider.source('movie', apart), { live: false })
    expect(lyingApart).toMatchObject({ container: 'avi', nonInterleaved: true })
  })

  /** The provider's requests for `file` while `recipe` streams it from `startSeconds`, and the MP4. */
  async function streamed(file: string, recipe: StreamRecipe, startSeconds = 0) {
    const name = file.split('/').pop() as string
    const before = requestsFor(name).length
    const started = await transcoder.stream(provider.source('movie', file), recipe, {
      startSeconds,
      userId: 'ana',
      signal: new AbortController().signal,
    })
    if (!started.ok) throw new Error(started.reason)
    const out = join(dir, `out-${before}-${name}.mp4`)
    await writeFile(out, await readAll(started.stream))
    const probe = parseProbe(await ffmpegReport(out), { extension: 'mp4', live: false })
    return { requests: requestsFor(name).slice(before), probe }
  }

  it('reads an interleaved AVI in one request, remuxed whole; its index only to seek', async () => {
    const inOrder = await streamed(DEMO_AVI, { ...REMUX, inOrder: true })
    expect(inOrder.requests).toEqual([{ mode: 'movie', name: 'movie.avi', range: null }])
    expect(inOrder.probe).toMatchObject({ video: { codec: 'h264' }, audio: [{ codec: 'mp3' }] })
    expect(inOrder.probe?.duration).toBeGreaterThan(359)
    // Without it ffmpeg reads the index at the end, and the first chunk, then back again.
    expect((await streamed(DEMO_AVI, REMUX)).requests.length).toBeGreaterThan(1)
    // A restart at a time finds its keyframe through the index.
    expect(
      (await streamed(DEMO_AVI, { ...REMUX, inOrder: true }, 300)).requests.length,
    ).toBeGreaterThan(1)
  })

  it('reads an MPEG-TS title in one request, remuxed whole', async () => {
    const inOrder = await streamed(DEMO_TS, { ...REMUX, inOrder: true })
    expect(inOrder.requests).toEqual([{ mode: 'movie', name: 'movie.mpegts', range: null }])
    expect(inOrder.probe).toMatchObject({ video: { codec: 'h264' }, audio: [{ codec: 'aac' }] })
    expect(inOrder.probe?.duration).toBeGreaterThan(118)
    // Without it ffmpeg reads the last timestamps (a duration) and comes back.
    expect((await streamed(DEMO_TS, REMUX)).requests.length).toBeGreaterThan(1)
  })
})
