import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { percentile } from './support/load'
import { browse, pick, stream, type Session, type Stats } from './support/load-clients'
import { freePort, memoryOf, startTs, waitForHttp, type Child } from './support/processes'

// Issue 9 load test: USERS simulated users browse (categories, pages, search, details) while
// STREAMS clients pull films through the media proxy, for SECONDS, against one server on
// PostgreSQL, then against two servers sharing the database (clients round-robin). Loopback only.
// Run: npx tsx bench/load.ts   (BENCH_PG_ADMIN_URL=postgres://user:pass@127.0.0.1:5432/postgres)

const USERS = Number(process.env.BENCH_USERS ?? 200)
const STREAMS = Number(process.env.BENCH_STREAMS ?? 20)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20)
const ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://myflix:myflix@127.0.0.1:5432/postgres'
const PASSWORD = 'Senha#Forte1'

interface Server {
  child: Child
  origin: string
}
async function startServer(
  databaseUrl: string,
  demoHost: string,
  dataDir: string,
): Promise<Server> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = startTs('apps/server/src/main.ts', {
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Every server of a deployment shares one secret (sessions and media tokens).
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DEMO_PROVIDER: 'false',
    PROVIDER_ALLOW_HOSTS: demoHost,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
  })
  await waitForHttp(`${origin}/api/health`, child)
  return { child, origin }
}

/** Accounts (confirmed in the database directly), each with its own cloud; then USERS sessions. */
async function prepare(server: Server, database: pg.Client, demoBase: string): Promise<Session[]> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(server.origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin, cookie },
      body: JSON.stringify(body),
    })
  const signIn = async (email: string) => {
    const answer = await post('/api/auth/sign-in/email', { email, password: PASSWORD })
    if (!answer.ok) throw new Error(`sign-in ${email}: ${answer.status}`)
    return answer.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  }
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `carga${i}@example.com`)
  for (const email of emails)
    await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' })
  await database.query(`UPDATE "user" SET "emailVerified" = true`)
  const perAccount = new Map<string, Omit<Session, 'cookie'>>()
  for (const email of emails) {
    const cookie = await signIn(email)
    const saved = await post(
      '/api/clouds',
      { nuvemNome: 'Carga', xtreamURL: demoBase, xtreamUser: 'demo', xtreamPass: 'demo' },
      cookie,
    )
    if (!saved.ok) throw new Error(`cloud for ${email}: ${saved.status}`)
    for (let tries = 0; tries < 300; tries += 1) {
      const status = (await (
        await fetch(`${server.origin}/api/catalog/status`, { headers: { cookie } })
      ).json()) as { data: { state: string } }
      if (status.data.state === 'ready') break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const get = async <T>(path: string) =>
      ((await (await fetch(server.origin + path, { headers: { cookie } })).json()) as { data: T })
        .data
    const movies = (
      await get<{ items: Array<{ id: string }> }>('/api/catalog/movie/items?limit=200')
    ).items.map((item) => String(item.id))
    const categories = (await get<Array<{ id: string }>>('/api/catalog/movie/categories')).map(
      (category) => String(category.id),
    )
    const playable: string[] = []
    for (const id of movies.slice(0, 12)) {
      const play = await post('/api/media/play', { type: 'movie', id }, cookie)
      const url = ((await play.json()) as { data?: { candidates: Array<{ url: string }> } }).data
        ?.candidates[0]?.url
      if (!url) continue
      const head = await fetch(server.origin + url, { method: 'HEAD', headers: { cookie } })
      if (head.ok) playable.push(id)
    }
    perAccount.set(email, { movies, categories, playable })
  }
  const sessions: Session[] = []
  for (let i = 0; i < USERS; i += 1) {
    const email = emails[i % emails.length] as string
    const known = perAccount.get(email) ?? { movies: [], categories: [], playable: [] }
    sessions.push({ cookie: await signIn(email), ...known })
  }
  return sessions
}

async function phase(label: string, servers: Server[], sessions: Session[]) {
  const origins = servers.map((server) => server.origin)
  const browsing: Stats = { latencies: [], errors: new Map(), bytes: 0 }
  const streaming: Stats = { latencies: [], errors: new Map(), bytes: 0 }
  const peak = new Map(servers.map((server) => [server.child.pid, 0]))
  const sampler = setInterval(() => {
    for (const server of servers)
      void memoryOf(server.child.pid).then(
        (memory) =>
          peak.set(server.child.pid, Math.max(peak.get(server.child.pid) ?? 0, memory.rssMb)),
        () => undefined,
      )
  }, 500)
  const until = performance.now() + SECONDS * 1000
  await Promise.all([
    ...sessions.map((user, i) => browse(origins, user, i, until, browsing)),
    ...Array.from({ length: STREAMS }, (_, i) =>
      stream(origins, pick(sessions, i * 11), i, until, streaming),
    ),
  ])
  clearInterval(sampler)
  for (const server of servers) {
    const memory = await memoryOf(server.child.pid)
    peak.set(
      server.child.pid,
      Math.max(peak.get(server.child.pid) ?? 0, memory.rssMb, memory.peakMb),
    )
  }
  const row = (kind: string, stats: Stats) => {
    const sorted = [...stats.latencies].sort((a, b) => a - b)
    const errors = [...stats.errors.values()].reduce((sum, n) => sum + n, 0)
    const detail = [...stats.errors].map(([key, n]) => `${key}×${n}`).join(', ')
    return `| ${label} | ${kind} | ${sorted.length} | ${(sorted.length / SECONDS).toFixed(0)}/s | ${errors}${detail ? ` (${detail})` : ''} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`
  }
  const rss = [...peak.values()].map((mb) => `${mb.toFixed(0)} MB`).join(' + ')
  return [
    row('browse', browsing),
    row(`stream (${(streaming.bytes / 1024 / 1024 / SECONDS).toFixed(1)} MB/s)`, streaming),
    `| ${label} | peak RSS per server | ${rss} | | | | |`,
  ]
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  try {
    await admin.connect()
  } catch (error) {
    console.log(
      `PostgreSQL unavailable at ${ADMIN_URL} (${(error as Error).message}): load test skipped.`,
    )
    return
  }
  const name = `myflix_load_${randomBytes(4).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const database = new pg.Client({ connectionString: url.toString() })
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-load-'))
  const children: Child[] = []
  try {
    const demoPort = await freePort()
    const demo = startTs('apps/xtream-demo/src/main.ts', {
      PORT: String(demoPort),
      HOST: '127.0.0.1',
    })
    children.push(demo)
    const demoBase = `http://127.0.0.1:${demoPort}`
    await waitForHttp(`${demoBase}/player_api.php`, demo)

    const first = await startServer(url.toString(), `127.0.0.1:${demoPort}`, join(dataDir, 'a'))
    children.push(first.child)
    await database.connect()
    const sessions = await prepare(first, database, demoBase)
    const rows = await phase('1 server', [first], sessions)
    const second = await startServer(url.toString(), `127.0.0.1:${demoPort}`, join(dataDir, 'b'))
    children.push(second.child)
    rows.push(...(await phase('2 servers', [first, second], sessions)))

    console.log(
      `\n${USERS} users browsing + ${STREAMS} streams for ${SECONDS} s; ${ACCOUNTS} accounts, each with its own cloud on the demo provider; PostgreSQL; ${cpus().length} CPUs, load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    )
    console.log('| setup | traffic | requests | rate | errors | p50 ms | p99 ms |')
    console.log('|---|---|---|---|---|---|---|')
    for (const row of rows) console.log(row)
  } finally {
    for (const child of children.reverse()) await child.stop()
    await database.end().catch(() => undefined)
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
    await admin.end()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
