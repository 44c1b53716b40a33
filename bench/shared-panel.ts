import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createDemoProvider } from '../apps/xtream-demo/src/index'
import { startServer } from '../apps/server/src/index'
import { signIn } from './support/sign-in'

// Issue 22: N users of one panel whose lists are the same cost one catalogue. The server and the
// demo run in this process, so the heap is measured after a full collection, and the catalogue's
// own estimate is read too. Users join one after the other (each ingest fetches with its own
// session, as a real user's does). Run with
//   node --expose-gc --import tsx bench/shared-panel.ts
// BENCH_USERS (20), BENCH_ACCOUNT (big), BENCH_DATABASE_URL (PostgreSQL; PGlite by default).

const USERS = Number(process.env.BENCH_USERS ?? 20)
const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'big'

const collect = globalThis.gc
if (!collect) throw new Error('run with node --expose-gc')
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

async function heapAfterGc(): Promise<number> {
  // Twice, with a turn between: finalisers of the first pass free more in the second.
  collect!()
  await new Promise((resolve) => setImmediate(resolve))
  collect!()
  // The packed catalogue lives in Buffers (issue 22): external memory counts, its array buffers too.
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-share-'))
  const demo = serve({ fetch: createDemoProvider().fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => demo.once('listening', resolve))
  const base = `http://127.0.0.1:${(demo.address() as AddressInfo).port}`
  // The demo builds each answer once and keeps it: warmed first, so it is in every figure alike.
  for (const action of ['get_vod_streams', 'get_series', 'get_live_streams'])
    await (
      await fetch(`${base}/player_api.php?username=${ACCOUNT}&password=${ACCOUNT}&action=${action}`)
    ).arrayBuffer()

  const server = await startServer({
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_PROVIDER: 'false',
      PROVIDER_ALLOW_HOSTS: new URL(base).host,
      AUTH_RATE_LIMIT_MAX: '100000',
      CATALOG_CACHE_MB: '4096',
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  })
  const origin = server.url
  const catalog = server.context.catalog
  try {
    const heap0 = await heapAfterGc()
    const rows: string[] = []
    let heap1 = 0
    for (let n = 1; n <= USERS; n += 1) {
      const cookie = await signIn(origin, dataDir, `share${n}@example.com`)
      // signIn follows the first link in the outbox: the next user's must be the only one.
      const outbox = join(dataDir, 'outbox')
      for (const file of await readdir(outbox)) await rm(join(outbox, file))
      const headers = { cookie, origin, 'content-type': 'application/json' }
      const started = performance.now()
      const saved = await fetch(`${origin}/api/clouds`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          nuvemNome: `Nuvem ${n}`,
          xtreamURL: base,
          xtreamUser: ACCOUNT,
          xtreamPass: ACCOUNT,
        }),
      })
      if (!saved.ok) throw new Error(`save: ${saved.status}`)
      for (;;) {
        const status = (await (
          await fetch(`${origin}/api/catalog/status`, { headers })
        ).json()) as {
          data: { state: string }
        }
        if (status.data.state !== 'loading') break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // Stored and shared once the ingest is over: its own copy is dropped then.
      await catalog.idle()
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      const heap = (await heapAfterGc()) - heap0
      if (n === 1) heap1 = heap
      const stats = catalog.stats()
      const ratio = heap1 > 0 ? (heap / heap1).toFixed(3) : '-'
      rows.push(
        `| ${n} | ${seconds} | ${mb(heap)} | ${ratio} | ${mb(stats.bytes)} | ${stats.lists} | ${loadavg()[0]!.toFixed(1)} |`,
      )
      console.log(rows.at(-1))
    }
    const stored = await server.db
      .selectFrom('catalog_lists')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    console.log(`\naccount ${ACCOUNT}, ${USERS} users, stored lists: ${String(stored.n)}`)
    console.log(
      '| users | save → settled (s) | heap over start (MB) | × one user | catalogue estimate (MB) | lists in memory | load |',
    )
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    for (const row of rows) console.log(row)
  } finally {
    catalog.close()
    await server.close()
    await new Promise((resolve) => demo.close(resolve))
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
