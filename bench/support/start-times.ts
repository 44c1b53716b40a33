import { execFile } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { LocalTranscoder } from '../../apps/server/src/modules/transcode/transcode.service'
import type {
  FeedSource,
  StreamRecipe,
} from '../../apps/server/src/modules/transcode/transcode.types'
import { bundledFfmpeg } from '../../apps/server/src/modules/transcode/ffmpeg-binary'
import type { BenchSources, FileProvider } from './bench-media'
import { load, median, ms } from './figures'

// The transcoder's own start, without a browser: how long
// a probe takes, and from `stream()` to ffmpeg's first bytes (the MP4 header) and its first
// fragment (`moof`, the first bytes a player can show), on the films and on two more media: an AVI
// (MPEG-4 + MP3, converted) and a live MPEG-TS (H.264 + MP2) sent at the pace of real time.

const run = promisify(execFile)
const LIVE_SECONDS = 20

/** old.avi and live.ts beside the films, 720p 25 fps. */
async function makeMore(dir: string) {
  const ffmpeg = bundledFfmpeg()
  if (!ffmpeg) throw new Error('the bundled ffmpeg is missing: run npm install')
  const input = (seconds: number) => [
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
  ]
  const make = (args: string[]) =>
    run(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args])
  await Promise.all([
    make([...input(30), '-c:v', 'mpeg4', '-q:v', '4', '-c:a', 'libmp3lame', join(dir, 'old.avi')]),
    make([
      ...input(LIVE_SECONDS),
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '50', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'mp2', '-f', 'mpegts', join(dir, 'live.ts')],
    ]),
  ])
}

/** live.ts looped at the pace of real time, as a channel arrives. */
async function liveChannel(dir: string): Promise<{ url: URL; close(): Promise<void> }> {
  const file = join(dir, 'live.ts')
  const { size } = await stat(file)
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp2t' })
    const perTick = Math.ceil(size / LIVE_SECONDS / 10 / 188) * 188
    let offset = 0
    const send = () => {
      const end = Math.min(size, offset + perTick)
      createReadStream(file, { start: offset, end: end - 1 }).on('data', (chunk) =>
        res.write(chunk),
      )
      offset = end % size
    }
    send()
    const timer = setInterval(send, 100)
    res.once('close', () => clearInterval(timer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/live.ts`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** First bytes and first fragment of one stream, ms from `stream()`. */
async function firstBytes(transcoder: LocalTranscoder, source: FeedSource, recipe: StreamRecipe) {
  const viewer = new AbortController()
  const started = performance.now()
  const answer = await transcoder.stream(source, recipe, {
    startSeconds: 0,
    userId: 'starts',
    signal: viewer.signal,
  })
  if (!answer.ok) throw new Error(answer.reason)
  const reader = answer.stream.body.getReader()
  let firstByte = 0
  let seen = Buffer.alloc(0)
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      firstByte ||= performance.now() - started
      seen = Buffer.concat([seen, chunk.value])
      if (seen.includes('moof')) return { firstByte, firstFragment: performance.now() - started }
    }
    throw new Error('the stream ended before its first fragment')
  } finally {
    viewer.abort()
    await reader.cancel().catch(() => undefined)
    while (transcoder.running() > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Markdown lines: probes, then first bytes and fragments per recipe, `runs` each (medians). */
export async function startTimes(
  transcoder: LocalTranscoder,
  provider: FileProvider,
  sources: BenchSources,
  recipes: Record<'remux' | 'audio' | 'video', StreamRecipe>,
  runs: number,
): Promise<string[]> {
  await makeMore(sources.dir)
  const live = await liveChannel(sources.dir)
  const channel: FeedSource = { url: live.url, allowedHosts: [live.url.host] }
  provider.allow(live.url.host)
  const media = [
    {
      name: 'MKV H.264 + AAC (the remux film)',
      source: provider.source(sources.remux),
      live: false,
      recipe: recipes.remux,
      does: 'remux: both copied',
    },
    {
      name: 'MKV H.264 + AC3 5.1 (the audio film)',
      source: provider.source(sources.audio),
      live: false,
      recipe: recipes.audio,
      does: 'audio: AC3 → AAC stereo, video copied',
    },
    {
      name: 'MP4 HEVC + AAC (the video film)',
      source: provider.source(sources.video),
      live: false,
      recipe: recipes.video,
      does: 'video: HEVC → H.264',
    },
    {
      name: 'AVI MPEG-4 + MP3',
      source: provider.source(join(sources.dir, 'old.avi')),
      live: false,
      recipe: { video: 'h264', audio: 'aac', audioStream: 1, live: false } as StreamRecipe,
      does: 'video: MPEG-4 → H.264, MP3 → AAC',
    },
    {
      name: 'live MPEG-TS H.264 + MP2, real-time pace',
      source: channel,
      live: true,
      recipe: { video: 'copy', audio: 'aac', audioStream: 1, live: true } as StreamRecipe,
      does: 'audio: MP2 → AAC, video copied (2.5 s analysed)',
    },
  ]
  const lines = [
    `The transcoder alone (no browser, no app): ${runs} runs each, medians; ${load()} at the start.`,
    '',
    '| medium | probe | recipe | first bytes | first fragment |',
    '|---|---|---|---|---|',
  ]
  try {
    for (const medium of media) {
      const probes: number[] = []
      const bytes: number[] = []
      const fragments: number[] = []
      for (let i = 0; i < runs; i += 1) {
        const started = performance.now()
        await transcoder.probe(medium.source, { live: medium.live })
        probes.push(performance.now() - started)
        const first = await firstBytes(transcoder, medium.source, medium.recipe)
        bytes.push(first.firstByte)
        fragments.push(first.firstFragment)
      }
      lines.push(
        `| ${medium.name} | ${ms(median(probes))} | ${medium.does} | ${ms(median(bytes))} | ${ms(median(fragments))} |`,
      )
    }
  } finally {
    await live.close()
  }
  return [...lines, `(${load()} at the end)`, '']
}
