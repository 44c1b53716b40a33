import { once } from 'node:events'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request } from 'undici'
import { startServer, type RunningServer } from '@myflix/server'
import { userWithCloud, type CloudFields } from './support/in-process-user'

// Media proxy cost: time to first byte and throughput through /api/media/s/… against the same
// bytes fetched straight from the provider, in one run on this machine. Run with
// `npx tsx bench/media-proxy.ts`; it prints a markdown section.

const TTFB_RUNS = 60
const BIG_BYTES = 256 * 1024 * 1024
const THROUGHPUT_RUNS = 3

type Timing = { ttfbMs: number; totalMs: number; bytes: number }

/** GET with one manual redirect hop, as the proxy itself does; reads and drops the body. */
async function timedGet(url: string, headers: Record<string, string>): Promise<Timing> {
  const started = performance.now()
  let res = await request(url, { headers })
  if (res.statusCode === 302 && typeof res.headers.location === 'string') {
    await res.body.dump()
    res = await request(new URL(res.headers.location, url), { headers })
  }
  if (res.statusCode >= 300) throw new Error(`unexpected status ${res.statusCode}`)
  let ttfbMs = 0
  let bytes = 0
  for await (const chunk of res.body) {
    if (bytes === 0) ttfbMs = performance.now() - started
    bytes += (chunk as Buffer).length
  }
  return { ttfbMs, totalMs: performance.now() - started, bytes }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** A provider that streams BIG_BYTES for any /movie/… path, honouring backpressure. */
async function startBigProvider(): Promise<{ origin: string; close: () => Promise<void> }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x2a)
  const server = createServer(async (_req, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(BIG_BYTES) })
    for (let sent = 0; sent < BIG_BYTES && !res.destroyed; sent += chunk.length) {
      if (!res.write(chunk)) await once(res, 'drain')
    }
    res.end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A user of `server` with one saved cloud, and the first candidate URL /api/media/play gives a movie. */
async function viewerOf(server: RunningServer, email: string, cloud: CloudFields) {
  const user = await userWithCloud(server, email, cloud)
  const streamUrl = async (id: string) => {
    const played = await user.call<{ data: { candidates: Array<{ url: string }> } }>(
      '/api/media/play',
      { type: 'movie', id },
    )
    return new URL(played.data.candidates[0]!.url, server.url).href
  }
  return { cookie: user.cookie(), streamUrl }
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-bench-'))
  const big = await startBigProvider()
  const server = await startServer({
    env: {
      PORT: '0',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
      PROVIDER_ALLOW_HOSTS: new URL(big.origin).host,
    },
  })
  try {
    const demoBase = `${server.url}/demo-xtream`
    const viewer = await viewerOf(server, 'bench-demo@example.com', {
      nuvemNome: 'Bench',
      xtreamURL: demoBase,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    })
    const bulk = await viewerOf(server, 'bench-big@example.com', {
      nuvemNome: 'Bench',
      xtreamURL: big.origin,
      xtreamUser: 'u',
      xtreamPass: 'p',
    })
    const range = { range: 'bytes=0-65535' }
    const proxied = await viewer.streamUrl('100001')
    const direct = `${demoBase}/movie/demo/demo/100001.mp4`

    // Warm both paths (JIT, connection pools) before measuring.
    for (let i = 0; i < 5; i += 1) {
      await timedGet(direct, range)
      await timedGet(proxied, { ...range, cookie: viewer.cookie })
    }
    const ttfb = { direct: [] as number[], proxy: [] as number[] }
    for (let i = 0; i < TTFB_RUNS; i += 1) {
      ttfb.direct.push((await timedGet(direct, range)).ttfbMs)
      ttfb.proxy.push((await timedGet(proxied, { ...range, cookie: viewer.cookie })).ttfbMs)
    }

    const bigProxied = await bulk.streamUrl('1')
    const mbps = { direct: [] as number[], proxy: [] as number[] }
    for (let i = 0; i < THROUGHPUT_RUNS; i += 1) {
      const d = await timedGet(`${big.origin}/movie/u/p/1.mp4`, {})
      const p = await timedGet(bigProxied, { cookie: bulk.cookie })
      if (d.bytes !== BIG_BYTES || p.bytes !== BIG_BYTES) throw new Error('short body')
      mbps.direct.push(BIG_BYTES / 1024 / 1024 / (d.totalMs / 1000))
      mbps.proxy.push(BIG_BYTES / 1024 / 1024 / (p.totalMs / 1000))
    }

    const row = (name: string, d: number, p: number, digits: number) =>
      `| ${name} | ${d.toFixed(digits)} | ${p.toFixed(digits)} | ${(p / d).toFixed(2)} |`
    console.log(
      [
        '## Media proxy (bench/media-proxy.ts)',
        '',
        `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, everything on 127.0.0.1 in one process.`,
        `TTFB: ${TTFB_RUNS} GETs of \`Range: bytes=0-65535\` on a demo film (302 to a tokenised URL included).`,
        `Throughput: ${THROUGHPUT_RUNS} full GETs of a ${BIG_BYTES / 1024 / 1024} MB body.`,
        '',
        '| Measure | Direct | Through proxy | Proxy / direct |',
        '|---|---|---|---|',
        row('TTFB median (ms)', percentile(ttfb.direct, 50), percentile(ttfb.proxy, 50), 2),
        row('TTFB p95 (ms)', percentile(ttfb.direct, 95), percentile(ttfb.proxy, 95), 2),
        row('Throughput median (MB/s)', percentile(mbps.direct, 50), percentile(mbps.proxy, 50), 0),
      ].join('\n'),
    )
  } finally {
    await server.close()
    await big.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
