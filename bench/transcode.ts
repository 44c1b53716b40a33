import { loadavg } from 'node:os'
import { createLogger } from '@myflix/server'
import {
  createTranscoder,
  type LocalTranscoder,
} from '../apps/server/src/modules/transcode/transcode.service'
import { bundledFfmpeg } from '../apps/server/src/modules/transcode/ffmpeg-binary'
import type { StreamRecipe } from '../apps/server/src/modules/transcode/transcode.types'
import { appFirstFrames } from './support/app-frames'
import { makeBenchSources, startFileProvider, type FileProvider } from './support/bench-media'
import type { BenchSources } from './support/bench-media'
import { launchChromium } from './support/chromium'
import { filmFirstFrames } from './support/film-frames'
import { load, median, ms, pct, spread } from './support/figures'
import { startTimes } from './support/start-times'
import { spawnBlock } from './support/spawn-block'
import { runStreams, SLACK_SECONDS, type LoadOptions, type LoadResult } from './support/stream-load'

// Issue 20's figures, in one run on this machine (`npx tsx bench/transcode.ts`; markdown out):
// 1. time to first frame in Chromium for one demo title per path (direct, remux, audio, video),
//    from POST /api/media/play to the first presented frame, cold (probe not cached) and warm;
//    then the same paths on 720p 25 fps films made here, the transcoder's output straight to
//    Chromium (remux and audio also through a MediaSource, alternating);
// 2. the transcoder's own start without a browser: probes, first bytes and first fragment, on
//    those films, an AVI and a live MPEG-TS;
// 3. ffmpeg's CPU per stream for remux, audio and video transcodes of those films;
// 4. how many remux and audio-transcode streams this machine keeps at real time;
// 5. how long starting one ffmpeg holds the event loop of a process the size of the server's.
// Knobs: BENCH_RUNS (7), BENCH_SOURCE_SECONDS (90), BENCH_WINDOW_SECONDS (12),
// BENCH_MAX_STREAMS (128), BENCH_CPU_STREAMS (2: remux and audio; video runs 1),
// BENCH_PARTS (frames,films,starts,cpu,capacity,spawn), BENCH_FFMPEG_NICE (unset: the server's nice 10),
// BENCH_PROVIDER_MS (frames: the demo panel's VOD answers each wait that long; 0, loopback).

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const RUNS = env('BENCH_RUNS', 7)
const SOURCE_SECONDS = env('BENCH_SOURCE_SECONDS', 90)
const CPU_STREAMS = env('BENCH_CPU_STREAMS', 2)
const MAX_STREAMS = env('BENCH_MAX_STREAMS', 128)
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'frames,films,starts,cpu,capacity,spawn').split(','),
)
const LOAD: LoadOptions = {
  fillSeconds: 15,
  windowSeconds: env('BENCH_WINDOW_SECONDS', 12),
  viewer: { readAheadSeconds: 5, resumeSeconds: 1 },
  ...(process.env.BENCH_FFMPEG_NICE ? { niceness: env('BENCH_FFMPEG_NICE', 10) } : {}),
}

type Processed = 'remux' | 'audio' | 'video'
// As the server decides them for these films: an MKV's header says everything (playback-plan.ts).
const RECIPES: Record<Processed, StreamRecipe> = {
  remux: { video: 'copy', audio: 'copy', audioStream: 1, live: false, headerComplete: true },
  audio: { video: 'copy', audio: 'aac', audioStream: 1, live: false, headerComplete: true },
  video: { video: 'h264', audio: 'copy', audioStream: 1, live: false },
}
const FILMS: Record<Processed, string> = {
  remux: 'H.264 + AAC in MKV → copied',
  audio: 'H.264 + AC3 5.1 384k in MKV → video copied, AAC stereo 128k',
  video: 'HEVC + AAC in MP4 → H.264 veryfast (2 threads), audio copied',
}

interface Bench {
  transcoder: LocalTranscoder
  provider: FileProvider
  sources: BenchSources
}

const run = ({ transcoder, provider, sources }: Bench, path: Processed, streams: number) =>
  runStreams(transcoder, provider.source(sources[path]), RECIPES[path], streams, LOAD)

/** The four paths on the films, the transcoder's output straight into Chromium. */
async function films(bench: Bench): Promise<string[]> {
  const { transcoder, provider, sources } = bench
  const paths = [
    { name: 'direct', source: provider.source(sources.remux), recipe: null },
    ...(['remux', 'audio', 'video'] as const).flatMap((path) => {
      const processed = {
        name: path,
        source: provider.source(sources[path]),
        recipe: RECIPES[path],
      }
      // Issue 20's hypothesis: the same output through MSE, alternating with `src`.
      return path === 'video'
        ? [processed]
        : [processed, { ...processed, name: `${path}-mse`, mse: true }]
    }),
  ]
  const browser = await launchChromium()
  const times = await filmFirstFrames(browser, transcoder, paths, RUNS).finally(() =>
    browser.close(),
  )
  const direct = median(times.get('direct')!.frame)
  return [
    `The same paths on the films made here (1280×720, 25 fps, a key frame every 2 s), ${RUNS} runs each, from \`src\` set (for \`-mse\`: from the fetch into a MediaSource) to the first frame; the transcoder's output served straight to Chromium (no app, no probe); ${load()} at the end.`,
    '',
    "| path | film | first frame: median / p95 | × direct (medians) | server: ffmpeg's first bytes / first second of media, medians | Chromium's share: first frame − first bytes, median / p95 |",
    '|---|---|---|---|---|---|',
    ...paths.map(({ name }) => {
      const [base = name, mse] = name.split('-')
      const film =
        base === 'direct'
          ? 'H.264 + AAC in MKV, played as it is'
          : `${FILMS[base as Processed]}${mse ? '; fetched into a SourceBuffer' : ''}`
      const { frame, firstByte, firstSecond } = times.get(name)!
      const server =
        name === 'direct' ? '–' : `${ms(median(firstByte))} / ${ms(median(firstSecond))}`
      // Per run, so ffmpeg's start (which the load stretches) leaves the browser's part.
      const browser =
        name === 'direct' ? '–' : spread(frame.map((value, run) => value - firstByte[run]!))
      return `| ${name} | ${film} | ${spread(frame)} | ${(median(frame) / direct).toFixed(2)}× | ${server} | ${browser} |`
    }),
    '',
  ]
}

/** ffmpeg's CPU per stream of each path. */
async function cpu(bench: Bench): Promise<string[]> {
  const lines = [
    `ffmpeg ${bench.transcoder.info().version} at nice ${LOAD.niceness ?? 10}; films of ${SOURCE_SECONDS} s, 1280×720 25 fps ~2.5 Mbit/s; a window of ${LOAD.windowSeconds} s once every viewer holds its read-ahead (or after ${LOAD.fillSeconds} s).`,
    '',
    '| path | film → output | streams | ffmpeg CPU per stream at real time (% of one core) | ffmpeg CPU per stream over the window | Node per stream (provider + feed + viewer) | kept real time | goal |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const path of ['remux', 'audio', 'video'] as const) {
    const streams = path === 'video' ? 1 : CPU_STREAMS
    const result = await run(bench, path, streams)
    const [ffmpeg, node] = [result.ffmpegPercent / streams, result.nodePercent / streams]
    const realTime = result.ffmpegPerStream
    const kept = result.held
      ? 'yes'
      : `**no** (stalled ${(result.stalledMs / 1000).toFixed(1)} s, slowest ${result.slowestSpeed.toFixed(2)}×)`
    const goal = path === 'audio' ? '≤ 10 %' : '–'
    lines.push(
      `| ${path} | ${FILMS[path]} | ${streams} | **${pct(realTime)}** | ${pct(ffmpeg)} | ${pct(node)} | ${kept} | ${goal} |`,
    )
  }
  return [...lines, `(${load()} at the end)`, '']
}

const describe = (result: LoadResult) =>
  [
    result.held ? 'yes' : '**no**',
    `${result.slowestSpeed.toFixed(2)}×`,
    `${(result.stalledMs / 1000).toFixed(1)} s`,
    pct(result.ffmpegPercent),
    pct(result.nodePercent),
    loadavg()[0]!.toFixed(1),
  ].join(' | ')

/** N doubled from 8 until a run falls behind, then two halvings of the gap. */
async function capacity(bench: Bench): Promise<string[]> {
  const lines = [
    '| path | concurrent streams | all kept real time | slowest viewer (media s per wall s) | stalled (all viewers) | ffmpeg CPU (all, % of one core) | Node CPU | load |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const path of ['remux', 'audio'] as const) {
    let held = 0
    let failed = Infinity
    /** CPU per stream (ffmpeg + Node) of the largest run that held. */
    let cost = 0
    const tryN = async (n: number) => {
      const result = await run(bench, path, n)
      lines.push(`| ${path} | ${n} | ${describe(result)} |`)
      if (result.held && n > held) {
        held = n
        cost = (result.ffmpegPercent + result.nodePercent) / n
      }
      if (!result.held) failed = Math.min(failed, n)
    }
    for (let n = 8; n <= MAX_STREAMS && failed === Infinity; n *= 2) await tryN(n)
    for (let step = 0; step < 2 && failed !== Infinity && failed - held > 1; step += 1)
      await tryN(Math.floor((held + failed) / 2))
    const bound =
      failed === Infinity ? `≥ ${held}** (BENCH_MAX_STREAMS)` : `${held}** (${failed} did not)`
    const estimate = cost
      ? `; two idle cores ÷ ${pct(cost)} per stream (ffmpeg + Node at ${held}) ≈ ${Math.floor(200 / cost)}`
      : ''
    lines.push(`| **${path}: largest N that held** | **${bound}${estimate} | | | | | | |`)
  }
  return [
    ...lines,
    '',
    `Kept real time: every viewer started, never stalled, and received within ${SLACK_SECONDS} s of the window's wall time.`,
  ]
}

/** Tables 1b, 2 and 3: the transcoder itself, fed the films made here through its loopback feed. */
async function serverStreams(): Promise<string[]> {
  const sources = await makeBenchSources(SOURCE_SECONDS)
  const provider = await startFileProvider(sources.dir)
  const transcoder = createTranscoder({
    config: {
      ffmpegPath: process.env.FFMPEG_PATH,
      transcodeMax: 64,
      transcodePerUser: 1,
      ffmpegStreamsMax: 4096,
      ffmpegMemoryMb: 1024,
    },
    upstream: provider.upstream,
    logger: createLogger({ level: 'silent' }),
  })
  const bench = { transcoder, provider, sources }
  try {
    return [
      ...(PARTS.has('films') ? await films(bench) : []),
      ...(PARTS.has('starts')
        ? await startTimes(transcoder, provider, sources, RECIPES, RUNS)
        : []),
      ...(PARTS.has('cpu') ? await cpu(bench) : []),
      ...(PARTS.has('capacity') ? await capacity(bench) : []),
    ]
  } finally {
    await transcoder.close()
    await provider.close()
    await sources.remove()
  }
}

const out: string[] = []
if (PARTS.has('frames')) out.push(...(await appFirstFrames(RUNS, env('BENCH_PROVIDER_MS', 0))), '')
if (['films', 'starts', 'cpu', 'capacity'].some((part) => PARTS.has(part)))
  out.push(...(await serverStreams()))
// Last: its database stays in this process's memory.
if (PARTS.has('spawn')) {
  const ffmpeg = bundledFfmpeg()
  if (!ffmpeg) throw new Error('the bundled ffmpeg is missing: run npm install')
  out.push('', ...(await spawnBlock(ffmpeg, RUNS * 3)))
}
console.log(out.join('\n'))
