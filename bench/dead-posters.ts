import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { Client, fetch } from 'undici'
import { createLogger, startServer, type RunningServer } from '@myflix/server'
import { userWithCloud } from './support/in-process-user'

// Dead poster links against the app's own API: a browser on HTTP/1.1 keeps 6 connections to our
// origin, and a poster that hangs upstream holds one of them, so the API calls of the next page
// wait behind posters. This driver plays that browser: 6 keep-alive connections, a queue where an
// API call goes before any waiting poster (Chromium's priorities), posters asked for as a page of
// rows would. Each page view asks 24 new posters and, at once, the movie categories; measured is
// how long that API call takes, on the demo account (posters work) and on `deadposters` (every
// poster link hangs), each on a fresh server. Run with `npx tsx bench/dead-posters.ts`.

const SOCKETS = 6
const POSTERS_PER_VIEW = Number(process.env.BENCH_POSTERS ?? 24)
const VIEWS = Number(process.env.BENCH_VIEWS ?? 5)

type Timed = { status: number; ms: number }
type Job = { high: boolean; path: string; done: (timed: Timed) => void; queued: number }

/** Six connections, API calls first: what Chromium does with one HTTP/1.1 origin. */
class Http1Browser {
  private readonly idle: Client[]
  private readonly queue: Job[] = []
  private readonly clients: Client[]

  constructor(
    origin: string,
    private readonly cookie: string,
  ) {
    this.clients = Array.from({ length: SOCKETS }, () => new Client(origin, { pipelining: 1 }))
    this.idle = [...this.clients]
  }

  get(path: string, kind: 'api' | 'image'): Promise<Timed> {
    return new Promise((done) => {
      const job = { high: kind === 'api', path, done, queued: performance.now() }
      // API calls overtake every waiting image; images keep their order.
      if (job.high) this.queue.splice(this.queue.findIndex((queued) => !queued.high) >>> 0, 0, job)
      else this.queue.push(job)
      this.pump()
    })
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const client = this.idle.pop()!
      const job = this.queue.shift()!
      void client
        .request({ method: 'GET', path: job.path, headers: { cookie: this.cookie } })
        .then(async (res) => {
          await res.body.dump()
          return res.statusCode
        })
        .catch(() => 0)
        .then((status) => {
          job.done({ status, ms: performance.now() - job.queued })
          this.idle.push(client)
          this.pump()
        })
    }
  }

  close = () => Promise.all(this.clients.map((client) => client.close()))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0
const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`)

async function posterPaths(server: RunningServer, cookie: string, count: number) {
  const paths: string[] = []
  for (const type of ['movie', 'series']) {
    const res = await fetch(new URL(`/api/catalog/${type}/items?limit=200`, server.url), {
      headers: { cookie },
    })
    const body = (await res.json()) as { data: { items: Array<{ image: string | null }> } }
    for (const item of body.data.items) if (item.image) paths.push(item.image)
  }
  if (paths.length < count) throw new Error(`only ${paths.length} posters`)
  return paths.slice(0, count)
}

interface Run {
  account: string
  views: Array<{ apiMs: number; postersMs: number; failed: number }>
  revisit: { apiMs: number; posterMedianMs: number; failed: number }
  upstreamHits: number
}

async function run(account: string): Promise<Run> {
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-posters-'))
  const lines: string[] = []
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'))
        done()
      },
    }),
  })
  const server = await startServer({
    logger,
    env: { PORT: '0', DATABASE_URL: 'memory://', DATA_DIR: dataDir, AUTH_RATE_LIMIT_MAX: '1000' },
  })
  const browser = await (async () => {
    const user = await userWithCloud(server, `bench-${account}@example.com`, {
      nuvemNome: account,
      xtreamURL: `${server.url}/demo-xtream`,
      xtreamUser: account,
      xtreamPass: account,
    })
    await user.catalogueReady()
    const cookie = user.cookie()
    return { cookie, http: new Http1Browser(server.url, cookie) }
  })()
  try {
    const posters = await posterPaths(server, browser.cookie, POSTERS_PER_VIEW * VIEWS)
    const view = async (paths: string[]) => {
      const started = performance.now()
      const images = paths.map((path) => browser.http.get(path, 'image'))
      const api = await browser.http.get('/api/catalog/movie/categories', 'api')
      if (api.status !== 200) throw new Error(`categories answered ${api.status}`)
      const answers = await Promise.all(images)
      return {
        apiMs: api.ms,
        postersMs: performance.now() - started,
        failed: answers.filter((answer) => answer.status !== 200).length,
        answers,
      }
    }
    const views: Run['views'] = []
    for (let i = 0; i < VIEWS; i += 1) {
      const { apiMs, postersMs, failed } = await view(
        posters.slice(i * POSTERS_PER_VIEW, (i + 1) * POSTERS_PER_VIEW),
      )
      views.push({ apiMs, postersMs, failed })
    }
    // Back to the first page: the same posters again (a browser without the answers cached).
    const again = await view(posters.slice(0, POSTERS_PER_VIEW))
    const upstreamHits = lines.filter((line) => line.includes('/demo-xtream/images')).length
    return {
      account,
      views,
      revisit: {
        apiMs: again.apiMs,
        posterMedianMs: median(again.answers.map((answer) => answer.ms)),
        failed: again.failed,
      },
      upstreamHits,
    }
  } finally {
    await browser.http.close()
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const working = await run('demo')
const dead = await run('deadposters')
const asked = POSTERS_PER_VIEW * (VIEWS + 1)
console.log(
  [
    '## Dead posters (bench/dead-posters.ts)',
    '',
    `Node ${process.version}, ${new Date().toISOString().slice(0, 16)} UTC; ${SOCKETS} connections, ` +
      `${VIEWS} page views of ${POSTERS_PER_VIEW} new posters each + the movie categories, then the first view again.`,
    '',
    '| measure | posters work (`demo`) | posters hang (`deadposters`) |',
    '| --- | --- | --- |',
    ...working.views.map(
      (view, i) =>
        `| view ${i + 1}: categories answered in | ${fmt(view.apiMs)} | ${fmt(dead.views[i]!.apiMs)} |`,
    ),
    ...working.views.map(
      (view, i) =>
        `| view ${i + 1}: all posters settled in (failed) | ${fmt(view.postersMs)} (${view.failed}) | ` +
        `${fmt(dead.views[i]!.postersMs)} (${dead.views[i]!.failed}) |`,
    ),
    `| first view again: categories | ${fmt(working.revisit.apiMs)} | ${fmt(dead.revisit.apiMs)} |`,
    `| first view again: poster median (failed) | ${fmt(working.revisit.posterMedianMs)} (${working.revisit.failed}) | ` +
      `${fmt(dead.revisit.posterMedianMs)} (${dead.revisit.failed}) |`,
    `| provider image fetches for ${asked} poster requests | ${working.upstreamHits} | ${dead.upstreamHits} |`,
  ].join('\n'),
)
