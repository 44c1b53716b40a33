import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGuardedDispatcher } from '../provider/net-guard'
import { createFeedServer, type FeedServer } from './feed-server'
import { probeArgs, streamArgs, subtitleArgs } from './ffmpeg-args'
import { commandLine } from './ffmpeg-process'
import type { FeedSource, StreamRecipe } from './transcode.types'
import { captureLogs } from '../../../test/support/log-capture'

const SOURCE: FeedSource = {
  url: new URL('http://panel.example:8080/movie/user/s3cret/42.mkv?token=t0ken'),
  allowedHosts: ['panel.example:8080'],
}
const RECIPES: StreamRecipe[] = [
  { video: 'copy', audio: 'copy', audioStream: 1, live: false },
  { video: 'copy', audio: 'aac', audioStream: 2, live: true },
  { video: 'h264', audio: 'aac', audioStream: 1, live: false },
  { video: 'h264', audio: 'copy', audioStream: null, live: true },
]

describe('ffmpeg command lines', () => {
  let feeds: FeedServer
  let every: string[][]

  beforeAll(async () => {
    const policy = { allowHosts: [] }
    feeds = createFeedServer({
      upstream: { policy, dispatcher: createGuardedDispatcher(policy), userAgent: 'test' },
      logger: captureLogs().logger,
    })
    // Built exactly as the transcoder builds them: from the feed's address, never the source's.
    const { url } = await feeds.open(SOURCE)
    const input = { url, readTimeoutMs: 15_000 }
    every = [
      probeArgs({ ...input, live: false }),
      probeArgs({ ...input, live: true }),
      subtitleArgs(input, 3),
      ...RECIPES.flatMap((recipe) => [
        streamArgs(input, recipe, 0),
        streamArgs(input, recipe, 754.2),
      ]),
    ].map((args) => {
      const { file, args: all } = commandLine({ binary: '/usr/bin/ffmpeg', args, memoryBytes: 1 })
      return [file, ...all]
    })
  })
  afterAll(() => feeds?.close())

  it('never hold the provider address, its user or its password', () => {
    for (const args of every)
      for (const arg of args) {
        expect(arg).not.toMatch(/user|s3cret|t0ken|panel\.example/)
      }
  })

  it('read only our loopback feed, over http alone, with bounded waits', () => {
    for (const args of every.slice(0, 3)) {
      const input = args[args.indexOf('-i') + 1] ?? ''
      expect(input).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/feed\/[A-Za-z0-9_-]{43}\.mkv$/)
      expect(args[args.indexOf('-protocol_whitelist') + 1]).toBe('http,tcp')
      expect(args[args.indexOf('-rw_timeout') + 1]).toBe('15000000')
    }
  })

  it('seek a VOD before the input, never a live stream', () => {
    const vod = streamArgs({ url: 'u', readTimeoutMs: 1 }, RECIPES[0] as StreamRecipe, 754.2)
    expect(vod.indexOf('-ss')).toBeLessThan(vod.indexOf('-i'))
    expect(vod[vod.indexOf('-ss') + 1]).toBe('754.200')
    const live = streamArgs({ url: 'u', readTimeoutMs: 1 }, RECIPES[1] as StreamRecipe, 754.2)
    expect(live).not.toContain('-ss')
    expect(live.join(' ')).toContain(
      '-analyzeduration 2500000 -probesize 10000000 -fflags +genpts+discardcorrupt',
    )
    expect(streamArgs({ url: 'u', readTimeoutMs: 1 }, RECIPES[0] as StreamRecipe, 0)).not.toContain(
      '-ss',
    )
  })

  it('read an interleaved AVI from its start in one request, resumed from where it was', () => {
    const avi: StreamRecipe = { ...(RECIPES[0] as StreamRecipe), inOrder: true }
    const input = { url: 'u', readTimeoutMs: 1 }
    const start = streamArgs(input, avi, 0)
    expect(start.indexOf('-seekable')).toBeLessThan(start.indexOf('-i'))
    expect(start.join(' ')).toContain('-seekable 0')
    // ffmpeg asks a stream it does not seek again from byte 0: it must never reconnect by itself.
    expect(start.join(' ')).toContain('-reconnect_streamed 0')
    // Restarted at a time, it needs the index to find the keyframe.
    expect(streamArgs(input, avi, 754.2)).not.toContain('-seekable')
    expect(streamArgs(input, RECIPES[0] as StreamRecipe, 0)).not.toContain('-seekable')
  })

  it('copy or convert as the recipe says, into fragmented MP4 on stdout', () => {
    const [copy, audio, video, silent] = RECIPES.map((recipe) =>
      streamArgs({ url: 'u', readTimeoutMs: 1 }, recipe, 0).join(' '),
    )
    expect(copy).toContain('-map 0:V:0? -map 0:1? -c:v copy -c:a copy -sn -dn')
    expect(audio).toContain('-map 0:2? -c:v copy -c:a aac -aac_coder fast -ac 2 -b:a 128k')
    expect(video).toContain('-c:v libx264 -preset veryfast -rc-lookahead 5 -pix_fmt yuv420p')
    expect(video).not.toContain('zerolatency')
    expect(video).toMatch(/-maxrate 5M -bufsize 10M/)
    expect(silent).toContain('-tune zerolatency')
    expect(silent).toContain('-an')
    for (const args of [copy, audio, video, silent]) {
      expect(args).toContain('-loglevel error')
      expect(args).toMatch(/-threads [12] /)
    }
    // A title's header describes its first fragment (the browser reads the frame rate there); a live
    // channel's is empty, so its first bytes do not wait for half a second of broadcast.
    for (const args of [copy, video]) {
      expect(args).toMatch(
        /-f mp4 -movflags frag_keyframe\+default_base_moof -frag_duration \d+ pipe:1$/,
      )
    }
    for (const args of [audio, silent]) {
      expect(args).toMatch(
        /-f mp4 -movflags frag_keyframe\+empty_moov\+default_base_moof -frag_duration \d+ pipe:1$/,
      )
    }
  })

  it("skip ffmpeg's own stream analysis only for a copied video whose VOD header says everything", () => {
    const copy = RECIPES[0] as StreamRecipe
    const args = (recipe: StreamRecipe) => streamArgs({ url: 'u', readTimeoutMs: 1 }, recipe, 0)
    const skipped = args({ ...copy, headerComplete: true })
    expect(skipped.indexOf('-nofind_stream_info')).toBeGreaterThan(-1)
    expect(skipped.indexOf('-nofind_stream_info')).toBeLessThan(skipped.indexOf('-i'))
    // AVI, MPEG-TS: the header does not say it all; an encoder needs the decoded format; live
    // streams may add tracks.
    for (const recipe of [
      copy,
      { ...(RECIPES[2] as StreamRecipe), headerComplete: true },
      { ...(RECIPES[1] as StreamRecipe), headerComplete: true },
    ])
      expect(args(recipe)).not.toContain('-nofind_stream_info')
  })

  it('extract one subtitle as WebVTT on stdout', () => {
    expect(subtitleArgs({ url: 'u', readTimeoutMs: 1 }, 3).join(' ')).toMatch(
      /-i u -map 0:3 -c:s webvtt -f webvtt pipe:1$/,
    )
  })

  it('run ffmpeg under nice and prlimit when the system has them, with its arguments apart', () => {
    const { file, args } = commandLine({
      binary: '/opt/ffmpeg',
      args: ['-i', 'a b; rm -rf /'],
      memoryBytes: 1024,
      niceness: 10,
    })
    const all = [file, ...args]
    expect(all.slice(-3)).toEqual(['/opt/ffmpeg', '-i', 'a b; rm -rf /'])
    if (all.some((arg) => arg.endsWith('/prlimit'))) expect(all).toContain('--as=1024')
    if (all.some((arg) => arg.endsWith('/nice'))) expect(all.slice(1, 3)).toEqual(['-n', '10'])
    const unniced = commandLine({ binary: '/opt/ffmpeg', args: [], memoryBytes: 0, niceness: 0 })
    expect([unniced.file, ...unniced.args]).toEqual(['/opt/ffmpeg'])
  })
})
