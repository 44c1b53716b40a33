import { Writable } from 'node:stream'
import { MEDIA_PATHS, type BrowserCodecs, type PlayResponse } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../lib/logger'
import type { CloudChangeListener, CloudCredentials } from '../clouds/clouds.types'
import type { ProviderFactory } from '../provider/provider-factory'
import { createXtreamClient } from '../provider/xtream.client'
import type { FeedSource, MediaProbe } from '../transcode/transcode.types'
import { createMediaProbes } from './media-probes'
import { createMediaTokens, type PlayClaims } from './media-token'
import { createMediaService, type MediaServiceDeps } from './media.service'

// POST /play with the browser's codecs, on the real service, tokens and probe cache; ffmpeg is a
// stand-in here (the real one runs in test/media-processing.test.ts).

const SECRET = 'p'.repeat(48)
const CHROMIUM: BrowserCodecs = {
  video: ['h264', 'vp8', 'vp9', 'av1'],
  audio: ['aac', 'mp3', 'opus', 'flac', 'vorbis', 'pcm'],
  containers: ['mp4', 'webm', 'mkv', 'ts', 'm3u8'],
}
const CLOUD: CloudCredentials = {
  id: 'cloud-1',
  userId: 'user-1',
  name: 'Nuvem',
  baseUrl: 'http://panel.example:8080',
  username: 'bob',
  password: 'hunter2',
}
const H264_AAC: MediaProbe = {
  container: 'mp4',
  duration: 60,
  video: { stream: 0, codec: 'h264', width: 640, height: 360 },
  audio: [{ stream: 1, codec: 'aac', language: null, title: null, channels: 2, isDefault: true }],
  subtitles: [{ stream: 2, codec: 'mov_text', language: 'por', title: null, text: true }],
}

function setup(probeOf: (source: FeedSource) => Promise<MediaProbe>) {
  const listeners: CloudChangeListener[] = []
  const probed: Array<{ url: string; live: boolean }> = []
  const logs: string[] = []
  const logger = createLogger({
    level: 'debug',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'))
        done()
      },
    }),
  })
  let refusing = false
  const clouds: MediaServiceDeps['clouds'] = {
    getActive: async () => CLOUD,
    getOwned: async () => CLOUD,
    onChange: (listener) => {
      listeners.push(listener)
      return () => undefined
    },
  }
  const probes = createMediaProbes({
    transcoder: {
      probe: async (source, options) => {
        probed.push({ url: source.url.href, live: options.live })
        return probeOf(source)
      },
      subtitles: async () => 'WEBVTT\n',
    },
    clouds,
    logger,
  })
  const tokens = createMediaTokens(SECRET)
  const externalTokens = createMediaTokens(SECRET, 'media-external')
  const service = createMediaService({
    clouds,
    providers: {
      forCloud: (credentials: CloudCredentials) => ({
        ...createXtreamClient(credentials),
        accountInfo: async () => ({
          allowed_output_formats: ['m3u8', 'ts'],
          server_info: { timezone: null },
        }),
      }),
    } as unknown as Pick<ProviderFactory, 'forCloud'>,
    tokens,
    externalTokens,
    sessionAlive: async () => true,
    probes,
    transcoder: { wouldRefuse: () => refusing },
    logger,
  })
  async function play(request: Parameters<typeof service.play>[1]): Promise<PlayResponse> {
    const answer = await service.play('user-1', request)
    if (!answer.ok) throw new Error(answer.error)
    return answer.data
  }
  const claimsOf = (url: string) => {
    const reading = tokens.read(url.slice(MEDIA_PATHS.stream.length).split('?')[0]!, 0)
    if (!reading.ok || reading.claims.t !== 'play') throw new Error('not a play token')
    return reading.claims
  }
  return {
    service,
    play,
    probed,
    logs,
    claimsOf,
    externalTokens,
    refuse: () => {
      refusing = true
    },
    change: () =>
      listeners.forEach((l) => l({ userId: 'user-1', cloudId: 'cloud-1', change: 'saved' })),
  }
}

describe('POST /play with the browser’s codecs', () => {
  it('probes nothing without codecs, and answers as before', async () => {
    const { play, probed } = setup(async () => H264_AAC)
    const answer = await play({ type: 'movie', id: '5', ext: 'avi' })
    expect(answer.media).toBeUndefined()
    expect(answer.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv', 'avi'])
    expect(probed).toEqual([])
  })

  it('plays a stream the browser plays directly, its subtitle on the probed file’s link', async () => {
    const { play, probed, claimsOf } = setup(async () => H264_AAC)
    const answer = await play({ type: 'movie', id: '5', ext: 'mkv', codecs: CHROMIUM })
    expect(probed).toEqual([
      { url: 'http://panel.example:8080/movie/bob/hunter2/5.mkv', live: false },
    ])
    // The probed file first: the player's first request is for a file that exists.
    expect(answer.candidates.map((c) => c.ext)).toEqual(['mkv', 'mp4'])
    expect(answer.media).toMatchObject({ path: 'direct', duration: 60, audioTrack: 0, busy: false })
    const [subtitle] = answer.media!.subtitles
    expect(subtitle?.url).toBe(`${answer.candidates[0]!.url}?sub=0`)
    expect(claimsOf(subtitle!.url)).toMatchObject({ e: 'mkv', k: 'movie', i: '5' })
  })

  it('answers one MP4 link whose claims carry the recipe and the probed extension', async () => {
    const { play, claimsOf } = setup(async () => ({ ...H264_AAC, container: 'avi' }))
    const answer = await play({ type: 'episode', id: '9', ext: 'avi', codecs: CHROMIUM })
    expect(answer.media?.path).toBe('remux')
    expect(answer.candidates).toHaveLength(1)
    expect(answer.candidates[0]!.ext).toBe('mp4')
    const claims = claimsOf(answer.candidates[0]!.url)
    expect(claims).toMatchObject({
      k: 'series',
      i: '9',
      e: 'avi',
      r: { v: 'copy', a: 'copy', s: 1 },
    })
    expect(answer.media?.subtitles[0]?.url).toBe(`${answer.candidates[0]!.url}?sub=0`)
  })

  it('says busy only for a video transcode the server would refuse now', async () => {
    const hevc = { ...H264_AAC, video: { stream: 0, codec: 'hevc', width: null, height: null } }
    const { play, refuse } = setup(async () => hevc)
    expect((await play({ type: 'movie', id: '1', codecs: CHROMIUM })).media).toMatchObject({
      path: 'video',
      busy: false,
    })
    refuse()
    expect((await play({ type: 'movie', id: '1', codecs: CHROMIUM })).media?.busy).toBe(true)
    expect(
      (await play({ type: 'movie', id: '2', ext: 'avi', codecs: CHROMIUM })).media,
    ).toMatchObject({
      path: 'video',
      busy: true,
    })
  })

  it('probes a title once for concurrent plays, and again after its cloud changes', async () => {
    const { play, probed, change } = setup(
      () => new Promise((resolve) => setTimeout(() => resolve(H264_AAC), 20)),
    )
    await Promise.all([1, 2, 3].map(() => play({ type: 'movie', id: '5', codecs: CHROMIUM })))
    await play({ type: 'movie', id: '5', audio: 0, codecs: CHROMIUM })
    expect(probed).toHaveLength(1)
    // Another extension is another file.
    await play({ type: 'movie', id: '5', ext: 'mkv', codecs: CHROMIUM })
    expect(probed).toHaveLength(2)
    change()
    await play({ type: 'movie', id: '5', codecs: CHROMIUM })
    expect(probed).toHaveLength(3)
  })

  it('probes a channel’s first format, and gives it no length', async () => {
    const { play, probed, claimsOf } = setup(async () => ({
      ...H264_AAC,
      container: 'm3u8',
      duration: null,
      audio: [{ ...H264_AAC.audio[0]!, codec: 'mp2' }],
    }))
    const answer = await play({ type: 'live', id: '7', codecs: CHROMIUM })
    expect(probed).toEqual([
      { url: 'http://panel.example:8080/live/bob/hunter2/7.m3u8', live: true },
    ])
    expect(answer.media).toMatchObject({ path: 'audio', duration: null, subtitles: [] })
    expect(claimsOf(answer.candidates[0]!.url)).toMatchObject({
      k: 'live',
      e: 'm3u8',
      r: { a: 'aac' },
    })
  })

  it('plays as before when the probe fails, says so without the address, and does not retry at once', async () => {
    const { play, probed, logs } = setup(async () => {
      throw new Error('ffmpeg could not read http://panel.example:8080/movie/bob/hunter2/5.mp4')
    })
    const answer = await play({ type: 'movie', id: '5', ext: 'avi', codecs: CHROMIUM })
    expect(answer.media).toBeUndefined()
    expect(answer.candidates.map((c) => c.ext)).toEqual(['mp4', 'mkv', 'avi'])
    await play({ type: 'movie', id: '5', ext: 'avi', codecs: CHROMIUM })
    expect(probed).toHaveLength(1)
    const warnings = logs.filter((line) => line.includes('probe failed'))
    expect(warnings).toHaveLength(1)
    for (const line of logs) {
      expect(line).not.toContain('hunter2')
      expect(line).not.toContain('panel.example')
    }
  })

  it('gives an external player the original file: its link drops the recipe', async () => {
    const { service, play, externalTokens } = setup(async () => ({ ...H264_AAC, container: 'avi' }))
    const answer = await play({ type: 'movie', id: '5', ext: 'avi', codecs: CHROMIUM })
    const token = answer.candidates[0]!.url.slice(MEDIA_PATHS.stream.length)
    const link = await service.external('user-1', 'session-1', token)
    if (!link.ok) throw new Error(link.error)
    const reading = externalTokens.read(link.data.url.slice(MEDIA_PATHS.external.length), 0)
    expect(reading.ok).toBe(true)
    const claims = (reading as { claims: PlayClaims }).claims
    expect(claims).toMatchObject({ e: 'avi', s: 'session-1' })
    expect(claims.r).toBeUndefined()
  })
})
