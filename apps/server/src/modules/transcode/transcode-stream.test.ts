import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { ffmpegReport, makeMediaFiles, type MediaFiles } from '../../../test/support/media-files'
import { startMediaProvider, type MediaProvider } from '../../../test/support/media-provider'
import { readAll } from '../../../test/support/transcode-output'
import { isGone } from '../../../test/support/server-process'
import { wrappers } from './ffmpeg-process'
import { parseProbe } from './probe-parser'
import { createTranscoder, type LocalTranscoder } from './transcode.service'
import type { StreamRecipe } from './transcode.types'

/** Video and audio both made anew: the heaviest of the recipes. */
const transcodeBoth: StreamRecipe = { video: 'h264', audio: 'aac', audioStream: 1, live: false }

const CONFIG = {
  ffmpegPath: undefined,
  transcodeMax: 2,
  transcodePerUser: 1,
  ffmpegStreamsMax: 8,
  ffmpegMemoryMb: 1024,
}

/** The entry counts of the `stts` (sample durations) boxes in the MP4 header, before any fragment. */
function headerSampleCounts(bytes: Buffer): number[] {
  const firstFragment = bytes.indexOf('moof')
  const header = firstFragment === -1 ? bytes : bytes.subarray(0, firstFragment)
  const counts: number[] = []
  // A box is its size, its type, then (a full box) version and flags: the count follows.
  for (let at = header.indexOf('stts'); at !== -1; at = header.indexOf('stts', at + 4))
    counts.push(header.readUInt32BE(at + 8))
  return counts
}

/** The top-level boxes of an MP4: type and where each ends. */
function topBoxes(bytes: Buffer): { type: string; end: number }[] {
  const found: { type: string; end: number }[] = []
  for (let at = 0; at + 8 <= bytes.length; at += bytes.readUInt32BE(at))
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), end: at + bytes.readUInt32BE(at) })
  return found
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
    provider = await startMediaProvider([files.mkv, files.hevc, files.ts, files.titleTs, files.avi])
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

  const play = (
    mode: Parameters<MediaProvider['source']>[0],
    file: string,
    recipe: StreamRecipe,
    { startSeconds = 0, signal = new AbortController().signal } = {},
  ) =>
    transcoder.stream(provider.source(mode, file), recipe, { startSeconds, userId: 'ana', signal })

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
      "remux: a title's AAC (ADTS) in MPEG-TS copied",
      () => files.titleTs,
      { video: 'copy', audio: 'copy', audioStream: 1, live: false },
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
    // The whole 3 s source, not a header and a stream cut short.
    if (!recipe.live) expect(probe?.duration).toBeGreaterThan(2.5)
    await expect.poll(() => transcoder.running()).toBe(0)
  })

  it('remuxes a film from a panel that sends it whole as octet-stream, whatever the Range', async () => {
    const recipe: StreamRecipe = { video: 'copy', audio: 'copy', audioStream: 2, live: false }
    const started = await play('octet', files.mkv, recipe)
    if (!started.ok) throw new Error(started.reason)
    const { probe } = await readBack(await readAll(started.stream))
    expect(probe).toMatchObject({ container: 'mp4', video: { codec: 'h264' } })
    expect(probe?.duration).toBeGreaterThan(2.5)
  })

  it("describes a title's first fragment in its header (the frame rate is read there), not a channel's", async () => {
    const recipe: StreamRecipe = { video: 'copy', audio: 'aac', audioStream: 1, live: false }
    const title = await play('movie', files.mkv, recipe)
    if (!title.ok) throw new Error(title.reason)
    const bytes = await readAll(title.stream)
    const titleCounts = headerSampleCounts(bytes)
    expect(titleCounts).toHaveLength(2)
    expect(Math.min(...titleCounts)).toBeGreaterThan(0)
    // That fragment ends a 32 KB block of Chromium's demuxer: padding follows it.
    const types = topBoxes(bytes).map((box) => box.type)
    expect(types.slice(0, 4)).toEqual(['ftyp', 'moov', 'mdat', 'free'])
    expect(topBoxes(bytes)[3]!.end % (32 * 1024)).toBe(0)

    const channel = await play('live', files.ts, { ...recipe, live: true })
    if (!channel.ok) throw new Error(channel.reason)
    expect(headerSampleCounts(await readAll(channel.stream))).toEqual([0, 0])
  })

  it('starts a VOD at the keyframe at or before the time asked (-ss before the input)', async () => {
    const started = await play(
      'movie',
      files.mkv,
      { video: 'copy', audio: 'copy', audioStream: 2, live: false },
      { startSeconds: 2 },
    )
    if (!started.ok) throw new Error(started.reason)
    const { probe } = await readBack(await readAll(started.stream))
    // Copied video starts on a keyframe (one a second here): at most a GOP before 2 s.
    expect(probe?.duration).toBeGreaterThan(0.9)
    expect(probe?.duration).toBeLessThan(2.1)
  })

  it('ends the process when the viewer leaves (the signal aborts)', async () => {
    const viewer = new AbortController()
    const started = await play('stall', files.mkv, transcodeBoth, { signal: viewer.signal })
    if (!started.ok) throw new Error(started.reason)
    const [pid] = transcoder.pids()
    expect(pid).toBeGreaterThan(0)
    // What `ps` shows of it: our feed, no provider address; its bounds, when the tools exist.
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0')
    expect(cmdline.join(' ')).not.toMatch(/s3cret|user|movie/)
    expect(cmdline).toContain('-threads')
    if (wrappers().prlimit)
      expect(await readFile(`/proc/${pid}/limits`, 'utf8')).toMatch(
        /Max address space\s+1073741824\s+1073741824/,
      )
    if (wrappers().nice) {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ')
      expect(fields?.[16]).toBe('10')
    }
    viewer.abort()
    await expect.poll(() => isGone(pid as number), { timeout: 5_000 }).toBe(true)
    await expect.poll(() => transcoder.running()).toBe(0)
    await expect.poll(() => provider.open()).toBe(0)
  })

  it('does not log a viewer who leaves mid-stream as a failure of ffmpeg', async () => {
    const logged = logs.lines.length
    const viewer = new AbortController()
    // The provider holds back the second half: ffmpeg is still running when the viewer leaves.
    const started = await play('stall', files.mkv, transcodeBoth, { signal: viewer.signal })
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

  it('refuses the (max+1)-th video transcode; a second one of a user replaces their first', async () => {
    const video = transcodeBoth
    const viewers = new AbortController()
    const start = (userId: string, recipe = video) =>
      transcoder.stream(provider.source('stall', files.mkv), recipe, {
        startSeconds: 0,
        userId,
        signal: viewers.signal,
      })
    expect(transcoder.wouldRefuse('ana')).toBe(false)
    expect((await start('ana')).ok).toBe(true)
    const first = transcoder.pids()
    // A seek: the new transcode starts, the one it replaces ends.
    expect(transcoder.wouldRefuse('ana')).toBe(false)
    expect((await start('ana')).ok).toBe(true)
    await expect.poll(() => transcoder.pids().filter((pid) => first.includes(pid))).toEqual([])
    expect(transcoder.running()).toBe(1)
    expect((await start('bia')).ok).toBe(true)
    expect(transcoder.wouldRefuse('carla')).toBe(true)
    expect(await start('carla')).toEqual({ ok: false, reason: 'busy' })
    // A remux is no video transcode.
    const remux = await start('carla', { ...video, video: 'copy' })
    expect(remux.ok).toBe(true)
    expect(transcoder.running()).toBe(3)
    viewers.abort()
    await expect.poll(() => transcoder.running(), { timeout: 5_000 }).toBe(0)
    expect(transcoder.wouldRefuse('carla')).toBe(false)
  })

  it('gives a text subtitle back as WebVTT with its cues', async () => {
    const vtt = await transcoder.subtitles(provider.source('movie', files.mkv), 3)
    expect(vtt).toMatch(/^WEBVTT/)
    expect(vtt).toContain('Olá, mundo')
    expect(vtt).toMatch(/\n00:00\.5\d\d --> 00:01\.4\d\d\nOlá, mundo\n/)
    expect(vtt).toContain('Segunda legenda')
  })

  it('ends every process on close (server shutdown), and starts none after', async () => {
    const closing = createTranscoder({
      config: CONFIG,
      upstream: provider.upstream,
      logger: logs.logger,
    })
    const recipe: StreamRecipe = { video: 'copy', audio: 'aac', audioStream: 1, live: false }
    const options = { startSeconds: 0, userId: 'ana', signal: new AbortController().signal }
    const started = await closing.stream(provider.source('stall', files.mkv), recipe, options)
    expect(started.ok).toBe(true)
    const [pid] = closing.pids()
    await closing.close()
    expect(isGone(pid as number)).toBe(true)
    expect(closing.running()).toBe(0)
    expect(await closing.stream(provider.source('movie', files.mkv), recipe, options)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    await expect(
      closing.probe(provider.source('movie', files.mkv), { live: false }),
    ).rejects.toMatchObject({ kind: 'unavailable' })
  })

  it('logs failures of ffmpeg by exit code and last line, not the ends it was asked for', () => {
    expect(JSON.stringify(logs.lines)).not.toMatch(/s3cret|\/feed\//)
    const failures = logs.lines.filter((line) => /ffmpeg failed/.test(String(line.msg)))
    // The web page given as media; the viewers who left and the shutdown are no failures.
    expect(failures.length).toBeGreaterThan(0)
    for (const failure of failures) {
      expect(failure).toMatchObject({ level: 40, code: expect.any(Number) })
      expect(String(failure.msg)).not.toMatch(/Broken pipe|Connection reset|Exiting normally/)
    }
  })
})
