import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { ffmpegPath, ffmpegReport } from '../../../test/support/media-files'
import { startMediaProvider, type MediaProvider } from '../../../test/support/media-provider'
import { parseProbe } from './probe-parser'
import { createTranscoder, type LocalTranscoder } from './transcode.service'
import type { StreamRecipe, TranscodeStream } from './transcode.types'

/** The demo's AVI: 360 s of H.264 and MP3, interleaved, its index (idx1) at the end. */
const DEMO_AVI = fileURLToPath(new URL('../../../../xtream-demo/media/movie.avi', import.meta.url))
const run = promisify(execFile)
const REMUX: StreamRecipe = { video: 'copy', audio: 'copy', audioStream: 1, live: false }

async function readAll(stream: TranscodeStream): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of stream.body) parts.push(chunk)
  return Buffer.concat(parts)
}

describe('an AVI title', () => {
  let dir: string
  let apart: string
  let provider: MediaProvider
  let transcoder: LocalTranscoder

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'myflix-avi-'))
    apart = join(dir, 'apart.avi')
    // The sound starts after the picture has ended: every audio chunk follows every video chunk.
    await run(ffmpegPath(), [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10:duration=3'],
      ...['-itsoffset', '4', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
      ...['-map', '0', '-map', '1', '-c:v', 'libx264', '-c:a', 'libmp3lame', apart],
    ])
    provider = await startMediaProvider([DEMO_AVI, apart])
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

  it('is read in one request from its start when interleaved, and remuxed whole', async () => {
    const asked = (recipe: StreamRecipe, startSeconds: number) =>
      transcoder.stream(provider.source('movie', DEMO_AVI), recipe, {
        startSeconds,
        userId: 'ana',
        signal: new AbortController().signal,
      })
    const before = requestsFor('movie.avi').length
    const inOrder = await asked({ ...REMUX, inOrder: true }, 0)
    if (!inOrder.ok) throw new Error(inOrder.reason)
    const bytes = await readAll(inOrder.stream)
    expect(requestsFor('movie.avi').slice(before)).toEqual([
      { mode: 'movie', name: 'movie.avi', range: null },
    ])
    const out = join(dir, 'in-order.mp4')
    await writeFile(out, bytes)
    const probe = parseProbe(await ffmpegReport(out), { extension: 'mp4', live: false })
    expect(probe).toMatchObject({ video: { codec: 'h264' }, audio: [{ codec: 'mp3' }] })
    expect(probe?.duration).toBeGreaterThan(359)

    // Seeking it (a restart at a time) reads its index: at its end, then back.
    const seeking = requestsFor('movie.avi').length
    const later = await asked({ ...REMUX, inOrder: true }, 300)
    if (!later.ok) throw new Error(later.reason)
    await readAll(later.stream)
    expect(requestsFor('movie.avi').length - seeking).toBeGreaterThan(1)
  })
})
