import { Agent, request } from 'undici'

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export interface LoadResult {
  requests: number
  errors: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  /** The server's own share (Server-Timing `catalog`), when it sends one. */
  server: { p50: number; p95: number; p99: number } | null
}

/**
 * `clients` concurrent loops over keep-alive connections for `seconds`, each request built by
 * `path(i)`; latency is measured from send to the last byte of the body.
 */
export async function runLoad(
  origin: string,
  cookie: string,
  clients: number,
  seconds: number,
  path: (n: number) => string,
): Promise<LoadResult> {
  const agent = new Agent({ connections: clients, pipelining: 1, keepAliveTimeout: 30_000 })
  const latencies: number[] = []
  const serverTimes: number[] = []
  let errors = 0
  let counter = 0
  const deadline = performance.now() + seconds * 1000
  const loop = async () => {
    while (performance.now() < deadline) {
      const target = path(counter++)
      const started = performance.now()
      try {
        const res = await request(origin + target, { dispatcher: agent, headers: { cookie } })
        await res.body.arrayBuffer()
        if (res.statusCode !== 200) errors += 1
        else latencies.push(performance.now() - started)
        const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))
        if (timing) serverTimes.push(Number(timing[1]))
      } catch {
        errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, loop))
  await agent.close()
  latencies.sort((a, b) => a - b)
  serverTimes.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    server:
      serverTimes.length === 0
        ? null
        : {
            p50: percentile(serverTimes, 50),
            p95: percentile(serverTimes, 95),
            p99: percentile(serverTimes, 99),
          },
  }
}
