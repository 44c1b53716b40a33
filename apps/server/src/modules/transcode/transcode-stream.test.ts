import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { ffmpegReport, makeMediaFiles, type MediaFiles } from '../../../test/support/media-files'
import { startMediaProvider, type MediaProvider } from '../../../test/support/media-provider'
import { parseProbe } from './probe-parser'
import { createTranscoder, type LocalTranscoder } from './transcode.service'
import type { StreamRecipe, TranscodeStream } from './transcode.types'

const CONFIG = {
  ffmpegPath: undefined,
  transcodeMax: 2,
  transcodePerUser: 1,
  ffmpegStreamsMax: 8,
  ffmpegMemoryMb: 1024,
}

async function readAll(stream: TranscodeStream): Promise<Buffer> {
  const parts: Uint8Array[] = []
  for await (const chunk of stream.body) parts.push(chunk)
  return Buffer.concat(parts)
}

const isGone = (pid: number) => {
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}

describe('streams made by ffmpeg', () => {
  let files: MediaFiles
  let provider: MediaProvider
  let transcoder: LocalTranscoder
  const logs = captureLogs('debug')
  let outputs = 0

  /** ffmpeg's reading of what a stream produced. */
  async function readBack(bytes: Buffer) {
    const file = join(files.dir, `out-${(outputs += 1)}.mp4`)
    await writeFile(file, bytes)
    const report = await ffmpegReport(file)
    return { report, probe: parseProbe(report, { extension: 'mp4', live: false }) }
  }

  beforeAll(async () => {
    files = await makeMediaFiles()
    provider = await startMediaProvider([files.mkv, files.hevc, files.ts, files.avi])
    transcoder = createTranscoder({
      config: CONFIG,
      upstream: provider.upstream,
      logger: logs.logger,
      timeouts: { readMs: 1_500, firstByteMs: 5_000 },
    })
  })
  afterAll(async () => {
    await transcoder?.close()
    await provider?.close()
    await files?.remove()
  })

  const play = (mode: Parameters<MediaProvider['source']>[0], file: string, recipe: StreamRecipe) =>
    transcoder.stream(provider.source(mode, file), recipe, {
      startSeconds: 0,
      userId: 'ana',
      signal: new AbortController().signal,
    })

  const cases: Array<[string, () => string, StreamRecipe, string, string]> = [
    [
      'remux: the MKV English track, both copied',
      () => files.mkv,
      { video: 'copy', audio: 'copy', audioStream: 2, live: false },
      'h264',
      'aac',
    ],
    [
      'audio: the MKV Portuguese AC3 made AAC stereo',
      () => files.mkv,
      { video: 'copy', audio: 'aac', audioStream: 1, live: false },
      'h264',
      'aac',
    ],
    [
      'video: HEVC made H.264',
      () => files.hevc,
      { video: 'h264', audio: 'copy', audioStream: 1, live: false },
      'h264',
      'aac',
    ],
    [
      'audio, live: MP2 in MPEG-TS made AAC',
      () => files.ts,
      { video: 'copy', audio: 'aac', audioStream: 1, live: true },
      'h264',
      'aac',
    ],
    [
      'video: MPEG-4 in AVI made H.264, MP3 copied',
      () => files.avi,
      { video: 'h264', audio: 'copy', audioStream: 1, live: false },
      'h264',
      'mp3',
    ],
  ]

  it.each(cases)('%s, as fragmented MP4', async (_name, file, recipe, video, audio) => {
    const started = await play(recipe.live ? 'live' : 'movie', file(), recipe)
    if (!started.ok) throw new Error(started.reason)
    expect(started.stream.contentType).toBe('video/mp4')
    const bytes = await readAll(started.stream)
    const { report, probe } = await readBack(bytes)
    expect(report).toMatch(/major_brand\s+: iso5|frag|moof/i)
    expect(probe).toMatchObject({ container: 'mp4', video: { codec: video } })
    expect(probe?.audio.map((track) => track.codec)).toEqual([audio])
    await expect.poll(() => transcoder.running()).toBe(0)
  })

  it('starts a VOD at the keyframe at or before the time asked (-ss before the input)', async () => {
    const started = await transcoder.stream(
      provider.source('movie', files.mkv),
      { video: 'copy', audio: 'copy', audioStream: 2, live: false },
      { startSeconds: 2, userId: 'ana', signal: new AbortController().signal },
    )
    if (!started.ok) throw new Error(started.reason)
    const { probe } = await readBack(await readAll(started.stream))
    // Copied video starts on a keyframe (one a second here): at most a GOP before 2 s.
    expect(probe?.duration).toBeGreaterThan(0.9)
    expect(probe?.duration).toBeLessThan(2.1)
  })

  it('ends the process when the viewer leaves (the signal aborts)', async () => {
    const viewer = new AbortController()
    const started = await transcoder.stream(
      provider.source('stall', files.mkv),
      { video: 'h264', audio: 'aac', audioStream: 1, live: false },
      { startSeconds: 0, userId: 'ana', signal: viewer.signal },
    )
    if (!started.ok) throw new Error(started.reason)
    const [pid] = transcoder.pids()
    expect(pid).toBeGreaterThan(0)
    viewer.abort()
    await expect.poll(() => isGone(pid as number), { timeout: 5_000 }).toBe(true)
    await expect.poll(() => transcoder.running()).toBe(0)
    await expect.poll(() => provider.open()).toBe(0)
  })

  it('does not log a viewer who leaves mid-stream as a failure of ffmpeg', async () => {
    const logged = logs.lines.length
    const viewer = new AbortController()
    // The provider holds back the second half: ffmpeg is still running when the viewer leaves.
    const started = await transcoder.stream(
      provider.source('stall', files.mkv),
      { video: 'h264', audio: 'aac', audioStream: 1, live: false },
      { startSeconds: 0, userId: 'ana', signal: viewer.signal },
    )
    if (!started.ok) throw new Error(started.reason)
    await started.stream.body.getReader().read()
    expect(transcoder.running()).toBe(1)
    viewer.abort()
    await expect.poll(() => transcoder.running(), { timeout: 5_000 }).toBe(0)
    expect(logs.lines.slice(logged).map((line) => line.msg)).toEqual([])
  })

  it('ends the process when the response stops being read (the body is cancelled)', async () => {
    const started = await play('stall', files.mkv, {
      video: 'copy',
      audio: 'copy',
      audioStream: 2,
      live: false,
    })
    if (!started.ok) throw new Error(started.reason)
    const [pid] = transcoder.pids()
    await started.stream.body.cancel()
    await expect.poll(() => isGone(pid as number), { timeout: 5_000 }).toBe(true)
    await expect.poll(() => provider.open()).toBe(0)
  })

  it.each(['stall', 'cut'] as const)(
    'ends the stream when the provider stalls or ends half way (%s)',
    async (mode) => {
      const started = await play(mode, files.mkv, {
        video: 'copy',
        audio: 'aac',
        audioStream: 1,
        live: false,
      })
      if (!started.ok) throw new Error(started.reason)
      const bytes = await readAll(started.stream)
      expect(bytes.length).toBeGreaterThan(0)
      await expect.poll(() => transcoder.running(), { timeout: 10_000 }).toBe(0)
    },
    20_000,
  )

  it('fails to start, with a reason free of addresses, when the provider sends no media', async () => {
    const error = await play('html', files.mkv, {
      video: 'copy',
      audio: 'copy',
      audioStream: 1,
      live: false,
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'TranscodeError', kind: 'failed' })
    expect((error as Error).message).not.toMatch(/s3cret|127\.0\.0\.1|feed/)
    await expect.poll(() => transcoder.running()).toBe(0)
  })

  it('gives a text subtitle back as WebVTT with its cues', async () => {
    const vtt = await transcoder.subtitles(provider.source('movie', files.mkv), 3)
    expect(vtt).toMatch(/^WEBVTT/)
    expect(vtt).toContain('Olá, mundo')
    expect(vtt).toMatch(/\n00:00\.5\d\d --> 00:01\.4\d\d\nOlá, mundo\n/)
    expect(vtt).toContain('Segunda legenda')
  })

  it('logs no address nor password', () => {
    expect(JSON.stringify(logs.lines)).not.toMatch(/s3cret|\/feed\//)
  })
})
