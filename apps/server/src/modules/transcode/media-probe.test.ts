import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from '../../../test/support/log-capture'
import { makeMediaFiles, type MediaFiles } from '../../../test/support/media-files'
import { startMediaProvider, type MediaProvider } from '../../../test/support/media-provider'
import { TranscodeError } from './transcode-error'
import { createTranscoder, type LocalTranscoder } from './transcode.service'

const CONFIG = {
  ffmpegPath: undefined,
  transcodeMax: 1,
  transcodePerUser: 1,
  ffmpegStreamsMax: 8,
  ffmpegMemoryMb: 1024,
}

async function gone(transcoder: LocalTranscoder) {
  await expect.poll(() => transcoder.running(), { timeout: 5_000 }).toBe(0)
}

describe('probing a provider stream with ffmpeg', () => {
  let files: MediaFiles
  let provider: MediaProvider
  let transcoder: LocalTranscoder
  const logs = captureLogs('debug')

  beforeAll(async () => {
    files = await makeMediaFiles()
    provider = await startMediaProvider([files.mkv, files.hevc, files.ts, files.avi, files.noisy])
    transcoder = createTranscoder({
      config: CONFIG,
      upstream: provider.upstream,
      logger: logs.logger,
      timeouts: { probe: { vodMs: 3_000, liveMs: 3_000 } },
    })
  })
  afterAll(async () => {
    await transcoder?.close()
    await provider?.close()
    await files?.remove()
  })

  it('reads the MKV: H.264, two languages, the forged title as text only, a Portuguese SRT', async () => {
    const probe = await transcoder.probe(provider.source('movie', files.mkv), { live: false })
    expect(probe).toEqual({
      container: 'mkv',
      duration: expect.closeTo(3, 0),
      video: { stream: 0, codec: 'h264', width: 160, height: 90 },
      audio: [
        {
          stream: 1,
          codec: 'ac3',
          language: 'por',
          title: 'Dublado',
          channels: 6,
          isDefault: true,
        },
        { stream: 2, codec: 'aac', language: 'eng', title: null, channels: 2, isDefault: false },
      ],
      subtitles: [{ stream: 3, codec: 'subrip', language: 'por', title: null, text: true }],
    })
    await gone(transcoder)
  })

  it('reads HEVC in MP4, whatever its title pretends', async () => {
    const probe = await transcoder.probe(provider.source('movie', files.hevc), { live: false })
    expect(probe).toMatchObject({
      container: 'mp4',
      duration: expect.closeTo(3, 0),
      video: { stream: 0, codec: 'hevc', width: 160, height: 90 },
      audio: [{ stream: 1, codec: 'aac', language: null, channels: 1 }],
      subtitles: [],
    })
    expect(probe.audio).toHaveLength(1)
  })

  it('reads a live MPEG-TS with MP2 audio, without a duration', async () => {
    const probe = await transcoder.probe(provider.source('live', files.ts), { live: true })
    expect(probe).toMatchObject({
      container: 'ts',
      duration: null,
      video: { codec: 'h264' },
      audio: [{ stream: 1, codec: 'mp2', channels: 1 }],
    })
  })

  it('reads an AVI', async () => {
    const probe = await transcoder.probe(provider.source('movie', files.avi), { live: false })
    expect(probe).toMatchObject({
      container: 'avi',
      video: { codec: 'mpeg4' },
      audio: [{ codec: 'mp3' }],
    })
  })

  it('reads an HLS playlist through the feed, its segments included', async () => {
    const probe = await transcoder.probe(provider.source('hls', files.ts), { live: true })
    expect(probe).toMatchObject({ container: 'm3u8', video: { codec: 'h264' } })
    expect(probe.audio.map((track) => track.codec)).toEqual(['mp2'])
  })

  it('stops reading a report of ~250 KB at 64 KB and says it found no media', async () => {
    const error = await transcoder
      .probe(provider.source('movie', files.noisy), { live: false })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TranscodeError)
    expect(error).toMatchObject({ kind: 'unreadable' })
    await gone(transcoder)
  })

  it('gives up on a provider that never answers, within its time, and ends ffmpeg', async () => {
    const started = Date.now()
    const error = await transcoder
      .probe(provider.source('silent', files.mkv), { live: false })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'timeout' })
    expect(Date.now() - started).toBeLessThan(3_000 + 2_500)
    await gone(transcoder)
  })

  it('says a web page is no media, and never quotes an address', async () => {
    const error = await transcoder
      .probe(provider.source('html', files.mkv), { live: false })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'unreadable' })
    expect(String((error as Error).message)).not.toMatch(/s3cret|127\.0\.0\.1|feed/)
  })

  it('refuses a redirect the SSRF guard forbids', async () => {
    const error = await transcoder
      .probe(provider.source('away', files.mkv), { live: false })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TranscodeError)
    expect(logs.lines.some((line) => line.kind === 'blocked-address')).toBe(true)
  })

  it('ends ffmpeg when the caller gives up', async () => {
    const controller = new AbortController()
    const probing = transcoder.probe(provider.source('silent', files.mkv), {
      live: false,
      signal: controller.signal,
    })
    await expect.poll(() => transcoder.running()).toBe(1)
    controller.abort(new Error('left'))
    await expect(probing).rejects.toThrow('left')
    await gone(transcoder)
  })

  it('logs no address nor password', () => {
    const text = JSON.stringify(logs.lines)
    expect(text).not.toMatch(/s3cret|\/feed\//)
  })
})
