import { execFile } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createGuardedDispatcher } from '../../apps/server/src/modules/provider/net-guard'
import type { UpstreamDeps } from '../../apps/server/src/modules/media/media-upstream'
import { bundledFfmpeg } from '../../apps/server/src/modules/transcode/ffmpeg-binary'
import type { FeedSource } from '../../apps/server/src/modules/transcode/transcode.types'

// Films as a provider sends them, made at bench time with the bundled ffmpeg: 1280×720 at 25 fps,
// ~2.5 Mbit/s of video with a key frame every 2 s, and a provider on loopback serving them with
// byte ranges, as a panel's VOD does.

const run = promisify(execFile)

export interface BenchSources {
  dir: string
  /**
   * H.264 + AAC stereo 128 kbit/s in Matroska, remuxed as when the chosen audio track is not the
   * file's first (or the browser does not play MKV). Not MPEG-TS: ffmpeg 4.1 cannot copy its ADTS
   * AAC into an MP4 whose moov is written first (without `-bsf:a aac_adtstoasc`).
   */
  remux: string
  /** H.264 + AC3 5.1 384 kbit/s in Matroska: the dubbed film whose audio is converted. */
  audio: string
  /** HEVC + AAC stereo 128 kbit/s in MP4 (index first): the film whose video is converted. */
  video: string
  remove(): Promise<void>
}

/** A pattern in motion with grain on every frame, so the encoder spends a film's bit rate on it. */
const picture = (codec: 'h264' | 'hevc', seconds: number) => [
  ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
  ...['-vf', 'noise=alls=10:allf=t', '-pix_fmt', 'yuv420p', '-an'],
  ...(codec === 'h264'
    ? ['-c:v', 'libx264', '-preset', 'veryfast', '-g', '50', '-maxrate', '2500k']
    : ['-c:v', 'libx265', '-preset', 'ultrafast', '-tag:v', 'hvc1']),
  ...(codec === 'hevc' ? ['-x265-params', 'log-level=error:keyint=50:min-keyint=50'] : []),
  ...['-b:v', '2500k', '-bufsize', '5000k'],
]

/** One tone per channel: a 5.1 mix costs the AC3 decoder what a film's does. */
const SURROUND =
  'aevalsrc=0.3*sin(2*PI*440*t)|0.3*sin(2*PI*550*t)|0.3*sin(2*PI*660*t)|0.1*sin(2*PI*60*t)|0.2*sin(2*PI*330*t)|0.2*sin(2*PI*880*t):c=5.1:s=48000'
const STEREO = 'aevalsrc=0.3*sin(2*PI*440*t)|0.3*sin(2*PI*660*t):c=stereo:s=48000'

/**
 * The three films, `seconds` long. A 12 s picture is encoded once per codec and looped (copied), so
 * making them takes seconds, not minutes; repetition changes nothing for a remux or a transcode.
 */
export async function makeBenchSources(seconds: number): Promise<BenchSources> {
  const ffmpeg = bundledFfmpeg()
  if (!ffmpeg) throw new Error('the bundled ffmpeg is missing: run npm install')
  const dir = await mkdtemp(join(tmpdir(), 'myflix-bench-transcode-'))
  const at = (name: string) => join(dir, name)
  const make = (args: string[]) =>
    run(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args])
  const loop = 12
  const loops = String(Math.ceil(seconds / loop) - 1)
  const audio = (source: string, codec: string[]) => [
    ...['-f', 'lavfi', '-i', `${source}:d=${seconds}`],
    ...codec,
  ]
  await Promise.all([
    make([...picture('h264', loop), at('h264.mkv')]),
    make([...picture('hevc', loop), at('hevc.mp4')]),
    make([...audio(SURROUND, ['-c:a', 'ac3', '-b:a', '384k']), at('surround.mka')]),
    make([...audio(STEREO, ['-c:a', 'aac', '-b:a', '128k']), at('stereo.mka')]),
  ])
  const mux = (video: string, sound: string, out: string, extra: string[] = []) =>
    make([
      ...['-stream_loop', loops, '-i', at(video), '-i', at(sound)],
      ...['-map', '0:v', '-map', '1:a', '-c', 'copy', '-t', String(seconds), ...extra, at(out)],
    ])
  await Promise.all([
    mux('h264.mkv', 'stereo.mka', 'remux.mkv'),
    mux('h264.mkv', 'surround.mka', 'audio.mkv'),
    mux('hevc.mp4', 'stereo.mka', 'video.mp4', ['-movflags', '+faststart']),
  ])
  return {
    dir,
    remux: at('remux.mkv'),
    audio: at('audio.mkv'),
    video: at('video.mp4'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}

export interface FileProvider {
  /** The provider's address of a file of `dir`, with the access a FeedSource needs. */
  source(file: string): FeedSource
  upstream: UpstreamDeps
  /** Lets the guard reach another local server (host:port), as a panel's other hosts. */
  allow(host: string): void
  close(): Promise<void>
}

/** An HTTP server on 127.0.0.1 answering `GET /<name>` from `dir`, with Range. */
export async function startFileProvider(dir: string): Promise<FileProvider> {
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    if (!path.startsWith(dir)) return void res.writeHead(404).end()
    stat(path).then(
      ({ size }) => {
        const asked = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
        const from = asked ? Number(asked[1]) : 0
        const to = asked?.[2] ? Math.min(size - 1, Number(asked[2])) : size - 1
        if (from >= size) return void res.writeHead(416).end()
        res.writeHead(asked ? 206 : 200, {
          'content-type': 'application/octet-stream',
          'content-length': String(to - from + 1),
          'accept-ranges': 'bytes',
          ...(asked ? { 'content-range': `bytes ${from}-${to}/${size}` } : {}),
        })
        if (req.method === 'HEAD') return void res.end()
        // Streamed from disk: a paused reader pauses the file (backpressure), as a panel does.
        createReadStream(path, { start: from, end: to }).pipe(res)
      },
      () => void res.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  const policy = { allowHosts: [host] as string[] }
  const dispatcher = createGuardedDispatcher(policy)
  return {
    source: (file) => ({
      url: new URL(`http://${host}/${encodeURIComponent(file.slice(dir.length + 1))}`),
      allowedHosts: [host],
    }),
    upstream: { policy, dispatcher, userAgent: 'myflix-bench' },
    allow: (other) => void policy.allowHosts.push(other),
    async close() {
      await dispatcher.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
