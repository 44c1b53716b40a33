import { execFile } from 'node:child_process'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { startServer } from '@myflix/server'

// The transcoder's own costs, without a browser: how long a probe takes, how soon each recipe
// gives its first bytes and its first playable fragment (`moof`), and the CPU ffmpeg spends per
// second of media, against the provider's own first byte. Run with `npx tsx bench/transcode-start.ts`.

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SECONDS = 30
const run = promisify(execFile)
const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path
const TICKS = Number((await run('getconf', ['CLK_TCK'])).stdout.trim()) || 100

async function make(dir: string) {
  const at = (name: string) => join(dir, name)
  const base = ['-hide_banner', '-loglevel', 'error', '-y']
  const picture = (size: string) => [
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=${SECONDS}`,
  ]
  const tone = ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`]
  const x264 = [
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '50',
    '-b:v',
    '4M',
  ]
  await Promise.all([
    run(ffmpeg, [
      ...base,
      ...picture('1920x1080'),
      ...tone,
      ...tone,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-map',
      '2:a',
      ...x264,
      '-c:a:0',
      'ac3',
      '-ac:a:0',
      '6',
      '-c:a:1',
      'aac',
      at('film.mkv'),
    ]),
    run(ffmpeg, [
      ...base,
      ...picture('1920x1080'),
      ...tone,
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-x265-params',
      'log-level=error',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '3M',
      '-c:a',
      'aac',
      at('hevc.mp4'),
    ]),
    run(ffmpeg, [
      ...base,
      ...picture('1280x720'),
      ...tone,
      ...x264,
      '-c:a',
      'mp2',
      '-f',
      'mpegts',
      at('live.ts'),
    ]),
    run(ffmpeg, [
      ...base,
      ...picture('1280x720'),
      ...tone,
      '-c:v',
      'mpeg4',
      '-q:v',
      '4',
      '-c:a',
      'libmp3lame',
      at('old.avi'),
    ]),
  ])
  return { mkv: at('film.mkv'), hevc: at('hevc.mp4'), ts: at('live.ts'), avi: at('old.avi') }
}

/** A provider: files with Range, and `/live/…` sent at the pace of real time, looped. */
async function provider(files: string[]) {
  const bytes = new Map<string, Buffer>()
  for (const file of files) bytes.set(basename(file), await readFile(file))
  const server = createServer((req, res: ServerResponse) => {
    const [, mode, name = ''] = (req.url ?? '').split('/')
    const body = bytes.get(name)
    if (!body) return void res.writeHead(404).end()
    if (mode === 'live') {
      res.writeHead(200, { 'content-type': 'video/mp2t' })
      const perTick = Math.ceil(body.length / SECONDS / 10 / 188) * 188
      let offset = 0
      const timer = setInterval(() => {
        res.write(body.subarray(offset, offset + perTick))
        offset = (offset + perTick) % body.length
      }, 100)
      return void res.once('close', () => clearInterval(timer))
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '')
    const from = range ? Number(range[1]) : 0
    const to = range?.[2] ? Number(range[2]) : body.length - 1
    res.writeHead(range ? 206 : 200, {
      'content-length': String(to - from + 1),
      'accept-ranges': 'bytes',
      ...(range ? { 'content-range': `bytes ${from}-${to}/${body.length}` } : {}),
    })
    res.end(body.subarray(from, to + 1))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    host: `127.0.0.1:${port}`,
    url: (mode: string, file: string) =>
      new URL(`http://127.0.0.1:${port}/${mode}/${basename(file)}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const ms = (value: number) => `${value.toFixed(0)} ms`

function cpuSeconds(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/stat`, 'utf8').then(
    (stat) => {
      const fields = stat.split(') ')[1]?.split(' ') ?? []
      return (Number(fields[11]) + Number(fields[12])) / TICKS
    },
    () => Number.NaN,
  )
}

const dir = await mkdtemp(join(tmpdir(), 'myflix-bench-transcode-'))
const files = await make(dir)
const panel = await provider(Object.values(files))
const server = await startServer({
  env: {
    PORT: '0',
    DATABASE_URL: 'memory://',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    DEMO_PROVIDER: 'false',
    PROVIDER_ALLOW_HOSTS: panel.host,
    TRANSCODE_MAX: '8',
    TRANSCODE_PER_USER: '8',
  },
})
const transcoder = server.context.transcoder
const source = (mode: string, file: string) => {
  const url = panel.url(mode, file)
  return { url, allowedHosts: [url.host] }
}

try {
  console.log(`ffmpeg: ${JSON.stringify(transcoder.info())}, ${RUNS} runs each, medians\n`)
  console.log('| probe | time |\n| --- | --- |')
  for (const [name, mode, file, live] of [
    ['MKV 1080p H.264 + AC3 + AAC', 'movie', files.mkv, false],
    ['MP4 1080p HEVC (index at the end)', 'movie', files.hevc, false],
    ['AVI 720p MPEG-4 + MP3', 'movie', files.avi, false],
    ['live TS 720p H.264 + MP2, real-time pace', 'live', files.ts, true],
  ] as const) {
    const times: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now()
      await transcoder.probe(source(mode, file), { live })
      times.push(performance.now() - started)
    }
    console.log(`| ${name} | ${ms(median(times))} |`)
  }

  const direct: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now()
    const answer = await fetch(panel.url('movie', files.mkv))
    const reader = answer.body?.getReader()
    await reader?.read()
    direct.push(performance.now() - started)
    await reader?.cancel()
  }
  console.log(`\nprovider's own first byte (MKV, loopback): ${ms(median(direct))}\n`)
  console.log('| recipe | first byte | first fragment (moof) | ffmpeg CPU per media second |')
  console.log('| --- | --- | --- | --- |')
  for (const [name, mode, file, recipe] of [
    [
      'remux MKV (H.264 + AAC copied)',
      'movie',
      files.mkv,
      { video: 'copy', audio: 'copy', audioStream: 2, live: false },
    ],
    [
      'audio: MKV AC3 5.1 → AAC stereo',
      'movie',
      files.mkv,
      { video: 'copy', audio: 'aac', audioStream: 1, live: false },
    ],
    [
      'video: MP4 HEVC 1080p → H.264',
      'movie',
      files.hevc,
      { video: 'h264', audio: 'copy', audioStream: 1, live: false },
    ],
    [
      'video: AVI MPEG-4 720p → H.264',
      'movie',
      files.avi,
      { video: 'h264', audio: 'copy', audioStream: 1, live: false },
    ],
    [
      'audio, live TS: MP2 → AAC',
      'live',
      files.ts,
      { video: 'copy', audio: 'aac', audioStream: 1, live: true },
    ],
  ] as const) {
    const firstByte: number[] = []
    const firstFragment: number[] = []
    const cpu: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      const viewer = new AbortController()
      const started = performance.now()
      const answer = await transcoder.stream(source(mode, file), recipe, {
        startSeconds: 0,
        userId: `u${i}`,
        signal: viewer.signal,
      })
      if (!answer.ok) throw new Error(answer.reason)
      const [pid] = transcoder.pids()
      const reader = answer.stream.body.getReader()
      let seen = Buffer.alloc(0)
      let lastCpu = 0
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        if (firstByte.length === i) firstByte.push(performance.now() - started)
        if (firstFragment.length === i) {
          seen = Buffer.concat([seen, chunk.value])
          if (seen.includes('moof')) firstFragment.push(performance.now() - started)
        }
        if (pid) lastCpu = (await cpuSeconds(pid)) || lastCpu
        // Live never ends: 10 s of it is enough.
        if (recipe.live && performance.now() - started > 10_000) break
      }
      cpu.push(lastCpu / (recipe.live ? (performance.now() - started) / 1000 : SECONDS))
      viewer.abort()
      await reader.cancel().catch(() => undefined)
      while (transcoder.running() > 0) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    console.log(
      `| ${name} | ${ms(median(firstByte))} | ${ms(median(firstFragment))} | ${(median(cpu) * 100).toFixed(1)} % of a core |`,
    )
  }
} finally {
  await server.close()
  await panel.close()
  await rm(dir, { recursive: true, force: true })
}
