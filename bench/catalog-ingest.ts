import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { runLoad, type LoadResult } from './support/load'
import { signIn } from './support/sign-in'
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

// Catalogue ingest and serving with the demo provider's `big` account (100k films, 20k series,
// 20k channels, XUI), or `huge` (240k / 60k / 150k) with BENCH_ACCOUNT=huge. The demo and the server each run in their own process; this one only drives
// them. Run with `npx tsx bench/catalog-ingest.ts` (or `npm run bench:catalog -w @myflix/bench`).

const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'big'
// BENCH_LOAD=0 skips the latency phases (c) and (c'): a memory and ingest run only.
const LOAD = process.env.BENCH_LOAD !== '0'
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
// The open-loop phases: each of the CLIENTS sends this many requests a second on a schedule.
const RATE = Number(process.env.BENCH_RATE ?? 20)
// BENCH_FLOOR_RUNS=1 for a quicker memory run (the floor's median is then one run).
const FLOOR_RUNS = Number(process.env.BENCH_FLOOR_RUNS ?? 3)
// The server's default level, so the access log is part of every request as in production.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info'
// BENCH_PIN=1: the server alone on core 0; the demo, the floor runs and this driver on core 1.
const PIN = process.env.BENCH_PIN === '1'
const SERVER_CPUS = PIN ? '0' : undefined
const OTHER_CPUS = PIN ? '1' : undefined

type Json = { success: boolean; data: never; error?: string }

async function startDemo(): Promise<{ child: Child; base: string }> {
  const port = await freePort()
  const child = startTs(
    'apps/xtream-demo/src/main.ts',
    { PORT: String(port), HOST: '127.0.0.1' },
    [],
    OTHER_CPUS,
  )
  const base = `http://127.0.0.1:${port}`
  await waitForHttp(`${base}/player_api.php`, child)
  // The demo builds each big answer once and then caches it: warm it, so neither the floor nor
  // the server is charged for the demo's own generation. The huge account's lists are made as they
  // are sent, never cached: its floor and its ingest both pay for them.
  if (ACCOUNT === 'huge') return { child, base }
  const query = (action: string) =>
    `${base}/player_api.php?username=${ACCOUNT}&password=${ACCOUNT}&action=${action}`
  for (const action of ['get_vod_streams', 'get_series', 'get_live_streams'])
    await (await fetch(query(action))).arrayBuffer()
  return { child, base }
}

async function measureFloor(base: string): Promise<number[]> {
  const runs: number[] = []
  for (let run = 0; run < FLOOR_RUNS; run += 1) {
    const child = startTs(
      'bench/support/catalog-floor.ts',
      { FLOOR_BASE: base, FLOOR_USER: ACCOUNT },
      [],
      OTHER_CPUS,
    )
    await new Promise((resolve) => child.process.once('exit', resolve))
    const line = child.output().trim().split('\n').at(-1) ?? '{}'
    runs.push((JSON.parse(line) as { ms: number }).ms)
  }
  return runs.sort((a, b) => a - b)
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
    SERVER_CPUS,
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

async function main() {
  // The server runs as `npm start` runs it: the production bundle under plain node.
  const serverEntry = buildServer()
  // All threads of this process (undici's, libuv's) follow the driver to its core.
  if (OTHER_CPUS) execFileSync('taskset', ['-a', '-p', '-c', OTHER_CPUS, String(process.pid)])
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-catalog-'))
  const demo = await startDemo()
  let app: Awaited<ReturnType<typeof startApp>> | undefined
  try {
    const floor = await measureFloor(demo.base)
    const floorMs = floor[Math.floor(floor.length / 2)] as number

    app = await startApp(serverEntry, new URL(demo.base).host, dataDir)
    const { origin } = app
    const cookie = await signIn(origin, dataDir)
    const call = async (path: string, init: RequestInit = {}, retries = 2): Promise<unknown> => {
      const headers = { cookie, origin, 'content-type': 'application/json' }
      const response = await fetch(origin + path, { ...init, headers }).catch((error: unknown) => {
        // A kept-alive socket the server closed while busy: what a browser retries too.
        if (retries > 0) return null
        throw error
      })
      if (!response) return call(path, init, retries - 1)
      const body = (await response.json()) as Json
      if (!body.success) throw new Error(`${path}: ${body.error}`)
      return body.data as unknown
    }
    const before = await memoryOf(app.child.pid)

    // (b) From saving the cloud to the first page of each type.
    const started = performance.now()
    await call('/api/clouds', {
      method: 'POST',
      body: JSON.stringify({
        nuvemNome: 'Bench',
        xtreamURL: demo.base,
        xtreamUser: ACCOUNT,
        xtreamPass: ACCOUNT,
      }),
    })
    const since = () => performance.now() - started
    const firstPage = async (type: string) => {
      const categories = (await call(`/api/catalog/${type}/categories`)) as Array<{
        id: string
        count: number
      }>
      const first = categories.find((c) => c.count > 0)
      await call(`/api/catalog/${type}/items?category=${first?.id ?? ''}&limit=50`)
      return since()
    }
    const [movieMs, seriesMs, liveMs] = await Promise.all(
      ['movie', 'series', 'live'].map(firstPage),
    )
    const servedMemory = await memoryOf(app.child.pid)
    let status: { state: string; counts: Record<string, number> }
    do {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = (await call('/api/catalog/status')) as typeof status
    } while (status.state === 'loading')
    const persistedMs = since()
    const ingestMemory = await memoryOf(app.child.pid)
    const allMs = Math.max(movieMs as number, seriesMs as number, liveMs as number)

    // (c) Fifty clients with a session each hammering pages, then searches.
    const categories = (await call('/api/catalog/movie/categories')) as Array<{
      id: string
      count: number
    }>
    const filled = categories.filter((c) => c.count > 0)
    const pagePath = (n: number) => {
      const category = filled[(n * 7919) % filled.length] as { id: string; count: number }
      const pages = Math.max(1, Math.ceil(category.count / 50))
      return `/api/catalog/movie/items?category=${category.id}&offset=${((n * 31) % pages) * 50}&limit=50`
    }
    const names: string[] = []
    for (const type of ['movie', 'series'])
      for (const offset of [0, 5000, 15000]) {
        const page = (await call(`/api/catalog/${type}/items?offset=${offset}&limit=50`)) as {
          items: Array<{ name: string }>
        }
        names.push(...page.items.map((i) => i.name))
      }
    const queries = names.flatMap((name) =>
      name
        .split(/\s+/)
        .filter((word) => word.length >= 3)
        .map((word) => word.slice(0, 3 + (word.length % 4))),
    )
    const types = ['all', 'movie', 'series']
    const searchPath = (n: number) =>
      `/api/catalog/search?q=${encodeURIComponent(queries[n % queries.length] as string)}&type=${types[n % 3]}`

    // A search of channels starts the programme guide's ingest (issue 18): let it end first, or
    // its CPU (20,000 channels' XMLTV on `big`) is charged to the pages and searches measured.
    const guideMs = LOAD ? await guideSettled(call) : null

    const pid = app.child.pid
    const loads = LOAD
      ? {
          page: await measured(pid, () => runLoad(origin, cookie, CLIENTS, SECONDS, pagePath)),
          search: await measured(pid, () => runLoad(origin, cookie, CLIENTS, SECONDS, searchPath)),
          pagePaced: await measured(pid, () =>
            runLoad(origin, cookie, CLIENTS, SECONDS, pagePath, RATE),
          ),
          searchPaced: await measured(pid, () =>
            runLoad(origin, cookie, CLIENTS, SECONDS, searchPath, RATE),
          ),
          status: await measured(pid, () =>
            runLoad(origin, cookie, CLIENTS, Math.max(3, SECONDS / 2), () => '/api/catalog/status'),
          ),
        }
      : null
    const peak = await memoryOf(app.child.pid)
    const titles = Object.values(status.counts).reduce((sum, n) => sum + n, 0)
    const perTitle = (mb: number) => `${Math.round(((mb - before.rssMb) * 1048576) / titles)} B`

    const ms = (value: number) => `${(value / 1000).toFixed(2)} s`
    const ratio = (value: number) => `${(value / floorMs).toFixed(2)}×`
    const own = (r: LoadResult) =>
      r.server
        ? `; catalogue handler ${r.server.p50.toFixed(2)} / ${r.server.p95.toFixed(2)} / ${r.server.p99.toFixed(2)} ms`
        : ''
    const load = (label: string, r: Awaited<ReturnType<typeof measured>>, goal: string) =>
      `| ${label} | ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} ms | ${Math.round(r.perSecond)} req/s, ${r.errors} errors${own(r)}; CPU per request: server ${Math.round(r.serverCpuUs)} µs, driver ${Math.round(r.driverCpuUs)} µs | ${goal} |`
    console.log(
      [
        `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, load average at start ${loadAtStart}, at end ${loadavg()
          .map((l) => l.toFixed(1))
          .join(
            ' ',
          )}; database ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; log level ${LOG_LEVEL}; ${PIN ? 'server pinned to core 0, demo and driver to core 1' : 'not pinned'}`,
        `Catalogue ingest, demo '${ACCOUNT}' (${status.counts.movie} films, ${status.counts.series} series, ${status.counts.live} channels), ${CLIENTS} clients × ${SECONDS} s`,
        '',
        '| measure | value | detail | goal |',
        '| --- | --- | --- | --- |',
        `| (a) floor: download + JSON.parse, one process | ${ms(floorMs)} | runs ${floor.map(ms).join(', ')} | – |`,
        `| (b) save → first movie category page | ${ms(movieMs as number)} | ${ratio(movieMs as number)} floor | – |`,
        `| (b) save → all three types served | ${ms(allMs)} | ${ratio(allMs)} floor (series ${ms(seriesMs as number)}, live ${ms(liveMs as number)}) | ≤ 1.5× |`,
        `| (b) save → all three stored in the database | ${ms(persistedMs)} | ${ratio(persistedMs)} floor | – |`,
        ...(guideMs === null
          ? []
          : [
              `| the guide's ingest, waited for before (c) | ${ms(guideMs)} | started by a search of channels | – |`,
            ]),
        ...(loads
          ? [
              load('(c) category page p50 / p95 / p99', loads.page, 'p95 ≤ 10 ms'),
              load('(c) search p50 / p95 / p99', loads.search, 'p95 ≤ 30 ms'),
              load('(c) status (session check + tiny JSON)', loads.status, '–'),
              load(
                `(c') category page, ${CLIENTS} clients × ${RATE}/s`,
                loads.pagePaced,
                'p95 ≤ 10 ms',
              ),
              load(`(c') search, ${CLIENTS} clients × ${RATE}/s`, loads.searchPaced, 'p95 ≤ 30 ms'),
            ]
          : []),
        `| (d) server peak RSS (VmHWM) during ingest | ${ingestMemory.peakMb.toFixed(0)} MB | before ${before.rssMb.toFixed(0)} MB, all served (not yet stored) ${servedMemory.peakMb.toFixed(0)} MB peak, after load ${peak.peakMb.toFixed(0)} MB peak / ${peak.rssMb.toFixed(0)} MB now | ≤ 512 MB |`,
        `| (d) resident per title (RSS growth / titles) | ${perTitle(ingestMemory.rssMb)} after ingest and store | ${perTitle(peak.rssMb)} after the load phases | ≤ 600 B |`,
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

/** Starts the guide's ingest and waits for it to end (ready or failed), at most 5 minutes; its time. */
async function guideSettled(call: (path: string) => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await call('/api/catalog/search?q=canal&type=live')
  for (;;) {
    const { state } = (await call('/api/guide/status')) as { state: string }
    if (state === 'ready' || state === 'failed') return performance.now() - started
    if (performance.now() - started > 300_000) throw new Error(`the guide is still '${state}'`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

await main()
