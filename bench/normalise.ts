import {
  normaliseSeries,
  normaliseStreams,
} from '../apps/server/src/modules/provider/xtream.normalise'
import { freePort, startTs, waitForHttp } from './support/processes'

// Micro-benchmark of the list normaliser on the demo's `big` account (XUI): µs per row for the
// films, series and channels, each list parsed afresh per run so rows are as cold as in an ingest.
// Run with `npx tsx bench/normalise.ts` (BENCH_RUNS, default 5).

const RUNS = Number(process.env.BENCH_RUNS ?? 5)

const port = await freePort()
const demo = startTs('apps/xtream-demo/src/main.ts', { PORT: String(port), HOST: '127.0.0.1' })
const base = `http://127.0.0.1:${port}`
try {
  await waitForHttp(`${base}/player_api.php`, demo)
  const fetchText = async (action: string) =>
    (await fetch(`${base}/player_api.php?username=big&password=big&action=${action}`)).text()
  const lists = {
    movie: await fetchText('get_vod_streams'),
    series: await fetchText('get_series'),
    live: await fetchText('get_live_streams'),
  }
  for (const [type, body] of Object.entries(lists)) {
    const timings: number[] = []
    let rows = 0
    for (let run = 0; run < RUNS; run += 1) {
      const parsed = JSON.parse(body) as unknown[]
      rows = parsed.length
      const started = performance.now()
      if (type === 'series') normaliseSeries(parsed)
      else normaliseStreams(type as 'live' | 'movie', parsed)
      timings.push(performance.now() - started)
    }
    timings.sort((a, b) => a - b)
    const best = timings[0] ?? 0
    const median = timings[Math.floor(timings.length / 2)] ?? 0
    console.log(
      `${type}: ${rows} rows, best ${best.toFixed(0)} ms (${((best * 1000) / rows).toFixed(2)} µs/row), ` +
        `median ${median.toFixed(0)} ms (${((median * 1000) / rows).toFixed(2)} µs/row)`,
    )
  }
} finally {
  await demo.stop()
}
