import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { Pool, request } from 'undici'
import { percentile, runLoad, type LoadResult } from './support/load'
import {
  buildServer,
  cpuMsOf,
  freePort,
  memoryOf,
  startNode,
  startTs,
  waitForHttp,
  type Child,
} from './support/processes'
import { signIn } from './support/sign-in'

// The programme guide of the demo provider's `big` account (20,000 channels × 4 days, served by
// its xmltv.php): the server's ingest against a bare streaming parse of the same bytes, its memory
// while it ingests, and the guide routes under load. The demo and the server each run in their own
// process; this one only drives them. Run with `npx tsx bench/guide-ingest.ts`.

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
// The open-loop phases: each of the CLIENTS sends this many requests a second on a schedule.
const RATE = Number(process.env.BENCH_RATE ?? 20)
const FLOOR_RUNS = 3
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info'
const HOUR = 3600

type Envelope = { success: boolean; data: never; error?: string }
type GuideStatus = { state: string; channels: number; programmes: number; error: string | null }

async function startDemo(): Promise<{ child: Child; base: string }> {
  const port = await freePort()
  const child = startTs('apps/xtream-demo/src/main.ts', { PORT: String(port), HOST: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}`
  await waitForHttp(`${base}/player_api.php`, child)
  // Warmed once, so neither the floor nor the server is charged for the demo's own generation.
  const warm = await request(`${base}/xmltv.php?username=big&password=big`, {
    headers: { 'accept-encoding': 'gzip' },
  })
  await warm.body.arrayBuffer()
  return { child, base }
}

async function measureFloor(base: string) {
  const runs: Array<{ ms: number; bytes: number; programmes: number }> = []
  for (let run = 0; run < FLOOR_RUNS; run += 1) {
    const child = startTs('bench/support/guide-floor.ts', { FLOOR_BASE: base })
    await new Promise((resolve) => child.process.once('exit', resolve))
    runs.push(JSON.parse(child.output().trim().split('\n').at(-1) ?? '{}') as (typeof runs)[0])
  }
  return runs.sort((a, b) => a.ms - b.ms)
}

async function startApp(entry: string, demoHost: string, dataDir: string) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = startNode(
    entry,
    {
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DEMO_PROVIDER: 'false',
      PROVIDER_ALLOW_HOSTS: demoHost,
      LOG_LEVEL,
      AUTH_RATE_LIMIT_MAX: '100000',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
    (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  )
  await waitForHttp(`${origin}/api/health`, child)
  return { child, origin }
}

/** A load phase with the CPU time the server and this driver spent on it, per request. */
async function measured(pid: number, run: () => Promise<LoadResult>) {
  const [serverBefore, driverBefore] = [await cpuMsOf(pid), process.cpuUsage()]
  const result = await run()
  const driver = process.cpuUsage(driverBefore)
  const served = Math.max(1, result.requests + result.errors)
  return {
    ...result,
    serverCpuUs: ((await cpuMsOf(pid)) - serverBefore) * (1000 / served),
    driverCpuUs: (driver.user + driver.system) / served,
  }
}

/**
 * Each path once, by CLIENTS workers: the guide's first visit to every page, when the channels the
 * stored guide lacks are asked of the panel (short EPG), before its cache holds them.
 */
async function firstPass(origin: string, cookie: string, paths: string[]) {
  const pool = new Pool(origin, { connections: CLIENTS, pipelining: 1 })
  const latencies: number[] = []
  let next = 0
  let errors = 0
  const started = performance.now()
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string
      const sent = performance.now()
      const res = await pool.request({ path, method: 'GET', headers: { cookie } })
      for await (const chunk of res.body) void chunk
      if (res.statusCode === 200) latencies.push(performance.now() - sent)
      else errors += 1
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, worker))
  const ms = performance.now() - started
  await pool.close()
  latencies.sort((a, b) => a - b)
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p)) as [
    number,
    number,
    number,
  ]
  return { ms, requests: paths.length, errors, p50, p95, p99 }
}

const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function main() {
  // The server runs as `npm start` runs it: the production bundle under plain node.
  const serverEntry = buildServer()
  const loadAtStart = loadNow()
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-guide-'))
  const demo = await startDemo()
  let app: Awaited<ReturnType<typeof startApp>> | undefined
  try {
    const floor = await measureFloor(demo.base)
    const median = floor[Math.floor(floor.length / 2)] as (typeof floor)[0]
    app = await startApp(serverEntry, new URL(demo.base).host, dataDir)
    const { origin, child } = app
    const cookie = await signIn(origin, dataDir)
    const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
      const headers = { cookie, origin, 'content-type': 'application/json' }
      const body = (await (await fetch(origin + path, { ...init, headers })).json()) as Envelope
      if (!body.success) throw new Error(`${path}: ${body.error}`)
      return body.data as T
    }
    await call('/api/clouds', {
      method: 'POST',
      body: JSON.stringify({
        nuvemNome: 'Bench',
        xtreamURL: demo.base,
        xtreamUser: 'big',
        xtreamPass: 'big',
      }),
    })
    // The catalogue's ingest first, so the guide's is measured alone.
    await until(
      () => call<{ state: string }>('/api/catalog/status'),
      (s) => s.state !== 'loading',
    )
    // Resets VmHWM, so the peak read after is the guide ingest's, not the catalogue's.
    await writeFile(`/proc/${child.pid}/clear_refs`, '5')
    const rest = await memoryOf(child.pid)
    const loadAtIngest = loadNow()
    const started = performance.now()
    const status = await until(
      () => call<GuideStatus>('/api/guide/status'),
      (s) => s.state === 'ready' || s.state === 'failed',
    )
    const ingestMs = performance.now() - started
    const ingestMemory = await memoryOf(child.pid)
    if (status.state !== 'ready') throw new Error(`guide: ${status.error}`)

    const live = await call<{ items: Array<{ id: string }>; total: number }>(
      '/api/catalog/live/items?offset=0&limit=100',
    )
    const ids = live.items.map((item) => item.id)
    const pages = Math.ceil(live.total / 50)
    const now = Math.floor(Date.now() / 1000)
    const windowPath = (n: number) => {
      const from = Math.floor(now / HOUR) * HOUR - ((n % 12) - 6) * HOUR
      return `/api/guide/window?offset=${(n % pages) * 50}&limit=50&from=${from}&to=${from + 6 * HOUR}`
    }
    const nowPath = (n: number) =>
      `/api/guide/now?ids=${ids.slice((n * 7) % 50, ((n * 7) % 50) + 50).join(',')}`
    const pid = child.pid
    const phase = async (path: (n: number) => string, rate?: number) => {
      const loadBefore = loadNow()
      const result = await measured(pid, () =>
        runLoad(origin, cookie, CLIENTS, SECONDS, path, rate),
      )
      return { ...result, loadBefore }
    }
    const loadAtFirst = loadNow()
    const first = await firstPass(
      origin,
      cookie,
      Array.from({ length: pages }, (_, n) => windowPath(n)),
    )
    const windowLoad = await phase(windowPath)
    const windowPaced = await phase(windowPath, RATE)
    const nowLoad = await phase(nowPath)
    const nowPaced = await phase(nowPath, RATE)

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    const load = (label: string, r: Awaited<ReturnType<typeof phase>>, goal: string) =>
      `| ${label} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} ms | ${Math.round(r.perSecond)} req/s, ${r.errors} errors; CPU per request: server ${Math.round(r.serverCpuUs)} µs, driver ${Math.round(r.driverCpuUs)} µs; load ${r.loadBefore} | ${goal} |`
    console.log(
      [
        `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load average at start ${loadAtStart}, at end ${loadNow()}; database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; log level ${LOG_LEVEL}`,
        `Guide ingest, demo 'big': ${status.channels} channels, ${status.programmes} programmes, ${(median.bytes / 1048576).toFixed(0)} MB of XML; ${CLIENTS} clients × ${SECONDS} s`,
        '',
        '| measure | value | detail | goal |',
        '| --- | --- | --- | --- |',
        `| floor: download + gunzip + saxes, one process | ${s(median.ms)} | runs ${floor.map((r) => s(r.ms)).join(', ')}; ${median.programmes} programmes; load ${loadAtStart} | – |`,
        `| ingest: first status → ready | ${s(ingestMs)} | ${(ingestMs / median.ms).toFixed(2)}× floor; load ${loadAtIngest} | ≤ 2× |`,
        `| server peak RSS during the ingest | +${(ingestMemory.peakMb - rest.rssMb).toFixed(0)} MB | at rest ${rest.rssMb.toFixed(0)} MB, peak ${ingestMemory.peakMb.toFixed(0)} MB | ≤ +150 MB |`,
        `| guide window, first visit of each of the ${first.requests} pages p50 / p95 / p99 | ${first.p50.toFixed(1)} / ${first.p95.toFixed(1)} / ${first.p99.toFixed(1)} ms | all in ${s(first.ms)}, ${first.errors} errors; the short EPG of the channels the guide lacks asked of the demo; load ${loadAtFirst} | – |`,
        load('guide window (50 channels × 6 h) p50 / p95 / p99', windowLoad, '–'),
        load(`guide window, ${CLIENTS} clients × ${RATE}/s`, windowPaced, 'p95 ≤ 20 ms'),
        load('now/next (50 channels) p50 / p95 / p99', nowLoad, '–'),
        load(`now/next, ${CLIENTS} clients × ${RATE}/s`, nowPaced, '–'),
      ].join('\n'),
    )
  } catch (error) {
    console.error(`server output:\n${app?.child.output().slice(-4000) ?? ''}`)
    throw error
  } finally {
    await app?.child.stop()
    await demo.child.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
