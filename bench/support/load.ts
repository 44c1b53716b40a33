import { Pool } from 'undici'

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
 * `path(i)`. Closed loop by default: each client sends its next request as soon as the last one
 * ended, so the figures are those of a saturated server (latency = queueing behind the others).
 * With `perClientPerSecond`, each client sends on a fixed schedule instead (open loop: the load a
 * number of users put on the server), and latency counts from the scheduled time, so a request
 * that had to wait for a slow one before it is charged for the wait.
 */
export async function runLoad(
  origin: string,
  cookie: string,
  clients: number,
  seconds: number,
  path: (n: number) => string,
  perClientPerSecond?: number,
): Promise<LoadResult> {
  // One pool for the one origin: requests by path, so no URL is parsed per request (the driver
  // shares the machine with the server, and what it spends is taken from the server).
  const pool = new Pool(origin, { connections: clients, pipelining: 1, keepAliveTimeout: 30_000 })
  const latencies: number[] = []
  const serverTimes: number[] = []
  let errors = 0
  let counter = 0
  const deadline = performance.now() + seconds * 1000
  const interval = perClientPerSecond ? 1000 / perClientPerSecond : 0
  const loop = async (client: number) => {
    // Spread the clients' schedules over one interval so they do not all fire at once.
    let due = performance.now() + (interval * client) / clients
    while (performance.now() < deadline) {
      if (interval > 0) {
        // Timers count whole milliseconds from the loop's cached clock and can fire up to one early:
        // a request must never leave before its time (that would hide part of its latency).
        for (let wait = due - performance.now(); wait > 0; wait = due - performance.now())
          await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)))
      }
      const target = path(counter++)
      const started = interval > 0 ? due : performance.now()
      due += interval
      try {
        const res = await pool.request({ path: target, method: 'GET', headers: { cookie } })
        for await (const chunk of res.body) void chunk
        if (res.statusCode !== 200) errors += 1
        else latencies.push(performance.now() - started)
        const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''))
        if (timing) serverTimes.push(Number(timing[1]))
      } catch {
        errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)))
  await pool.close()
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
