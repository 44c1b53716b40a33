import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { Pool } from 'undici'
import { percentile, runLoad, type LoadResult } from './support/load'
import {
  buildServer,
  cpuMsOf,
  freePort,
  startNode,
  waitForHttp,
  type Child,
} from './support/processes'

// Issue 17: what the players' position saves cost the server. USERS signed-in users each save
// where they are every INTERVAL_MS (the player's pace), their schedules spread evenly over the
// interval as real viewers' are, while PAGE_CLIENTS clients read catalogue pages at a set pace.
// Pages alone, then with the saves at the real pace, then SPEED times faster (the saves of SPEED ×
// USERS viewers). Open loops: latency counts from each request's scheduled time. The server runs
// as `npm start` runs it, on PGlite in its DATA_DIR (the default deployment), then on PostgreSQL
// when BENCH_PG_ADMIN_URL (default postgres://myflix:myflix@127.0.0.1:5432/postgres) answers.
// Run: npx tsx bench/library-saves.ts

const USERS = Number(process.env.BENCH_USERS ?? 200)
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 10_000)
const SPEED = Number(process.env.BENCH_SPEED ?? 10)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const PAGE_CLIENTS = Number(process.env.BENCH_PAGE_CLIENTS ?? 20)
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 10)
const ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL ?? 'postgres://myflix:myflix@127.0.0.1:5432/postgres'
const PASSWORD = 'Senha#Forte1'
// e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where a save's time goes.
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)

interface Server {
  child: Child
  origin: string
  dataDir: string
}

async function startServer(entry: string, databaseUrl?: string): Promise<Server> {
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-library-'))
  const origin = `http://127.0.0.1:${await freePort()}`
  const child = startNode(
    entry,
    {
      PORT: new URL(origin).port,
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
    SERVER_NODE_ARGS,
  )
  await waitForHttp(`${origin}/api/health`, child)
  return { child, origin, dataDir }
}

/** USERS + 1 confirmed accounts (links read from the outbox), signed in: their cookies. */
async function signUpAll(server: Server, count: number): Promise<string[]> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(server.origin + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin, cookie },
      body: JSON.stringify(body),
    })
  const emails = Array.from({ length: count }, (_, i) => `biblioteca${i}@example.com`)
  for (let start = 0; start < emails.length; start += 4)
    await Promise.all(
      emails
        .slice(start, start + 4)
        .map((email) => post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '' })),
    )
  const links = new Map<string, string>()
  for (let tries = 0; links.size < count && tries < 300; tries += 1) {
    for (const file of await readdir(join(server.dataDir, 'outbox')).catch(() => [])) {
      const mail = JSON.parse(await readFile(join(server.dataDir, 'outbox', file), 'utf8')) as {
        to: string
        text: string
      }
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
      if (link) links.set(mail.to, link)
    }
    if (links.size < count) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const cookies: string[] = []
  for (const email of emails) {
    const link = links.get(email)
    if (!link) throw new Error(`no confirmation e-mail to ${email}`)
    // better-auth lets 100 confirmations a 10 s window through from one address.
    for (let confirmed = false; !confirmed;) {
      const answer = await fetch(link, { redirect: 'manual' })
      confirmed = answer.status !== 429
      if (!confirmed) await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD })
    if (!signedIn.ok) throw new Error(`sign-in ${email}: ${signedIn.status}`)
    cookies.push(
      signedIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    )
  }
  return cookies
}

/** The page reader's cloud (the embedded demo) and its movie categories, once served. */
async function pageReader(server: Server, cookie: string): Promise<string[]> {
  const saved = await fetch(`${server.origin}/api/clouds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, cookie },
    body: JSON.stringify({
      nuvemNome: 'Demo',
      xtreamURL: `${server.origin}/demo-xtream`,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    }),
  })
  if (!saved.ok) throw new Error(`POST /api/clouds: ${saved.status}`)
  const get = async <T>(path: string) =>
    ((await (await fetch(server.origin + path, { headers: { cookie } })).json()) as { data: T })
      .data
  for (let tries = 0; tries < 600; tries += 1) {
    if ((await get<{ state: string }>('/api/catalog/status')).state === 'ready') break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return (await get<Array<{ id: string }>>('/api/catalog/movie/categories')).map((c) => c.id)
}

const card = (id: string) => ({
  id,
  type: 'movie',
  name: `Filme ${id}`,
  image: `/api/media/img/${randomBytes(48).toString('base64url')}`,
  plot: 'Um enredo de tamanho comum para um cartão de filme, com algumas frases. '.repeat(4),
  rating: '7.4',
  year: '2021',
  genre: 'Drama, Aventura',
  stream_id: id,
  container_extension: 'mp4',
  category_id: '3',
  category_ids: ['3'],
  category_name: 'Drama',
  added: 1_700_000_000,
  is_adult: false,
})

interface SaveStats {
  latencies: number[]
  errors: number
}

/** Every user saves every `intervalMs` until `until`, each on its own schedule and connection. */
async function saveLoad(origin: string, cookies: string[], intervalMs: number, until: number) {
  const pool = new Pool(origin, { connections: cookies.length, keepAliveTimeout: 30_000 })
  const stats: SaveStats = { latencies: [], errors: 0 }
  const start = performance.now()
  const viewer = async (cookie: string, user: number) => {
    const movie = `${1000 + user}`
    let due = start + (intervalMs * user) / cookies.length
    for (let tick = 0; due < until; tick += 1, due += intervalMs) {
      for (let wait = due - performance.now(); wait > 0; wait = due - performance.now())
        await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)))
      try {
        const res = await pool.request({
          path: '/api/library/progress',
          method: 'POST',
          headers: { cookie, origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            kind: 'movie',
            id: movie,
            series_id: null,
            episode: null,
            position: 600 + tick * 12,
            duration: 5_400,
            at: new Date().toISOString(),
            content: card(movie),
            next: null,
          }),
        })
        await res.body.arrayBuffer()
        if (res.statusCode === 200) stats.latencies.push(performance.now() - due)
        else stats.errors += 1
      } catch {
        stats.errors += 1
      }
    }
  }
  await Promise.all(cookies.map((cookie, user) => viewer(cookie, user)))
  await pool.close()
  return stats
}

interface Users {
  pageCookie: string
  savers: string[]
  categories: string[]
}

async function phase(server: Server, { pageCookie, savers, categories }: Users, speed: number) {
  const cpuBefore = await cpuMsOf(server.child.pid)
  const until = performance.now() + SECONDS * 1000
  const path = (n: number) =>
    `/api/catalog/movie/items?category=${categories[n % categories.length]}&offset=0&limit=50`
  const [pages, saves] = await Promise.all([
    runLoad(server.origin, pageCookie, PAGE_CLIENTS, SECONDS, path, PAGE_RATE),
    speed > 0 ? saveLoad(server.origin, savers, INTERVAL_MS / speed, until) : Promise.resolve(null),
  ])
  const cpu = ((await cpuMsOf(server.child.pid)) - cpuBefore) / SECONDS / 10
  return { pages, saves, cpu }
}

function row(database: string, label: string, result: Awaited<ReturnType<typeof phase>>) {
  const ms = (value: number) => value.toFixed(1)
  const page = (p: LoadResult) =>
    `${ms(p.p50)} / **${ms(p.p95)}** / ${ms(p.p99)} | ${p.perSecond.toFixed(0)}/s, ${p.errors} errors`
  const saves = result.saves
  const sorted = saves ? [...saves.latencies].sort((a, b) => a - b) : []
  const save = saves
    ? `${ms(percentile(sorted, 50))} / **${ms(percentile(sorted, 95))}** / ${ms(percentile(sorted, 99))} | ${(sorted.length / SECONDS).toFixed(0)}/s, ${saves.errors} errors`
    : '– | –'
  return `| ${database} | ${label} | ${page(result.pages)} | ${save} | ${result.cpu.toFixed(0)} % |`
}

async function run(entry: string, database: string, databaseUrl?: string) {
  const server = await startServer(entry, databaseUrl)
  try {
    const cookies = await signUpAll(server, USERS + 1)
    const pageCookie = cookies[USERS] as string
    const users = {
      pageCookie,
      savers: cookies.slice(0, USERS),
      categories: await pageReader(server, pageCookie),
    }
    // Warm the catalogue pages and the save path once, so no phase pays for the first request.
    await phase(server, users, 1)
    return [
      row(database, 'pages alone', await phase(server, users, 0)),
      row(
        database,
        `+ ${USERS} users saving every ${INTERVAL_MS / 1000} s`,
        await phase(server, users, 1),
      ),
      row(
        database,
        `+ saves ${SPEED}× as often (${USERS * SPEED} users' worth)`,
        await phase(server, users, SPEED),
      ),
    ]
  } finally {
    await server.child.stop()
    await rm(server.dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const entry = buildServer()
  const rows = await run(entry, 'PGlite')
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  )
  if (reachable) {
    const name = `myflix_library_${randomBytes(4).toString('hex')}`
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    try {
      rows.push(...(await run(entry, 'PostgreSQL', url.toString())))
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined)
      await admin.end()
    }
  } else console.log(`PostgreSQL unavailable at ${ADMIN_URL}: its rows are skipped.`)

  console.log(
    `\n${SECONDS} s per phase; pages: ${PAGE_CLIENTS} clients × ${PAGE_RATE}/s (movie category pages of 50); ` +
      `${cpus().length} CPUs, load average at the end ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
  )
  console.log(
    '| database | load | page p50 / p95 / p99 ms | pages | save p50 / p95 / p99 ms | saves | server CPU |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const line of rows) console.log(line)
}

await main()
