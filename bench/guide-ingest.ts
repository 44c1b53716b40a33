import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { request } from 'undici'
import { runLoad, type LoadResult } from './support/load'
import {
  buildServer,
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

async function startApp(demoHost: string, dataDir: string) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = startNode(buildServer(), {
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DEMO_PROVIDER: 'false',
    PROVIDER_ALLOW_HOSTS: demoHost,
    LOG_LEVEL,
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  })
  await waitForHttp(`${origin}/api/health`, child)
  return { child, origin }
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (;;) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function main() {
  const loadAtStart = loadavg().map((l) => l.toFixed(1))
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-guide-'))
  const demo = await startDemo()
  let app: Awaited<ReturnType<typeof startApp>> | undefined
  try {
    const floor = await measureFloor(demo.base)
    const median = floor[Math.floor(floor.length / 2)] as (typeof floor)[0]
    app = await startApp(new URL(demo.base).host, dataDir)
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
    const started = performance.now()
    const status = await until(
      () => call<GuideStatus>('/api/guide/status'),
      (s) => s.state === 'ready' || s.state === 'failed',
    )
    const ingestMs = performance.now() - started
    const ingestMemory = await memoryOf(child.pid)
    if (status.state !== 'ready') throw new Error(`guide: ${status.error}`)

    const live = await call<{ items: Array<{ id: string }> }>(
      '/api/catalog/live/items?offset=0&limit=100',
    )
    const ids = live.items.map((item) => item.id)
    const now = Math.floor(Date.now() / 1000)
    const windowPath = (n: number) => {
      const from = Math.floor(now / HOUR) * HOUR - ((n % 12) - 6) * HOUR
      return `/api/guide/window?offset=${(n * 50) % 19_950}&limit=50&from=${from}&to=${from + 6 * HOUR}`
    }
    const nowPath = (n: number) =>
      `/api/guide/now?ids=${ids.slice((n * 7) % 50, ((n * 7) % 50) + 50).join(',')}`
    const windowLoad = await runLoad(origin, cookie, CLIENTS, SECONDS, windowPath)
    const windowPaced = await runLoad(origin, cookie, CLIENTS, SECONDS, windowPath, RATE)
    const nowLoad = await runLoad(origin, cookie, CLIENTS, SECONDS, nowPath)

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    const load = (label: string, r: LoadResult, goal: string) =>
      `| ${label} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} ms | ${Math.round(r.perSecond)} req/s, ${r.errors} errors | ${goal} |`
    console.log(
      [
        `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load average at start ${loadAtStart.join(' ')}; database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
        `Guide ingest, demo 'big': ${status.channels} channels, ${status.programmes} programmes, ${(median.bytes / 1048576).toFixed(0)} MB of XML`,
        '',
        '| measure | value | detail | goal |',
        '| --- | --- | --- | --- |',
        `| floor: download + gunzip + saxes, one process | ${s(median.ms)} | runs ${floor.map((r) => s(r.ms)).join(', ')}; ${median.programmes} programmes | – |`,
        `| ingest: first status → ready | ${s(ingestMs)} | ${(ingestMs / median.ms).toFixed(2)}× floor | ≤ 2× |`,
        `| server peak RSS during the ingest | +${(ingestMemory.peakMb - rest.rssMb).toFixed(0)} MB | at rest ${rest.rssMb.toFixed(0)} MB, peak ${ingestMemory.peakMb.toFixed(0)} MB | ≤ +150 MB |`,
        load('guide window (50 channels × 6 h) p50 / p95 / p99', windowLoad, '–'),
        load(`guide window, ${CLIENTS} clients × ${RATE}/s`, windowPaced, 'p95 ≤ 20 ms'),
        load('now/next (50 channels) p50 / p95 / p99', nowLoad, '–'),
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
