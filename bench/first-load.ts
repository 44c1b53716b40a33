import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { REPO_ROOT } from './support/processes'
import { addSessionCookie, signedInServer } from './support/session'

// First load as a phone sees it: the production build (`npm start`: web + server bundles, the
// embedded demo provider as the user's cloud), the JavaScript each route requests over brotli,
// and, with LIGHTHOUSE=<path to its cli>, Lighthouse's mobile scores. Prints markdown.
//
//   npx tsx bench/first-load.ts
//   LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse npx tsx bench/first-load.ts
//   BENCH_SKIP_BUILD=1 …   (reuse apps/web/dist and apps/server/dist)
//   BENCH_ROUTES=/home,/filmes …   (only these routes)
//   BENCH_LH_DIR=/tmp/lh-reports …   (keeps each Lighthouse report: the LCP element, long tasks)
//   BENCH_LH_ARGS="-GA=/tmp/lhg" …   (more Lighthouse arguments, split at spaces: -GA keeps the trace)

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The scripts a fresh tab requests to render `path`, by the bytes that crossed the wire. */
async function scriptsOf(page: Page, origin: string, path: string) {
  const scripts: Array<{ url: string; bytes: number; encoding: string }> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const headers = response.headers()
    scripts.push({
      url: new URL(response.url()).pathname,
      bytes: Number(headers['content-length'] ?? 0),
      encoding: headers['content-encoding'] ?? 'identity',
    })
  })
  // Lighthouse's slow 4G: on loopback everything arrives before the first screen can be told apart.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await page.goto(origin + path, { waitUntil: 'commit' })
  // The first screen is up when its form or a title card is; later requests are deferred ones
  // (sonner at idle, the worker's update prompt, pages' own code for what is below).
  await page.locator('form, [data-testid="poster-card"], [data-testid="hero"]').first().waitFor()
  const beforePaint = scripts.length
  await page.waitForLoadState('networkidle')
  return { scripts, beforePaint }
}

function lighthouse(cli: string, url: string, cookie: string) {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--only-categories=performance',
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--chrome-flags=--headless=new --no-sandbox`,
    ...(process.env.BENCH_LH_ARGS ? process.env.BENCH_LH_ARGS.split(' ') : []),
  ]
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`)
  const report = JSON.parse(
    execFileSync(cli, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      maxBuffer: 64 * 1024 * 1024,
    }).toString(),
  ) as {
    categories: { performance: { score: number } }
    audits: Record<string, { numericValue: number }>
  }
  const keep = process.env.BENCH_LH_DIR
  if (keep) {
    const name = new URL(url).pathname.replaceAll('/', '_') || '_'
    mkdirSync(keep, { recursive: true })
    writeFileSync(join(keep, `lighthouse${name}.json`), JSON.stringify(report))
  }
  const audit = (id: string) => Math.round(report.audits[id]?.numericValue ?? NaN)
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }
}

/** CPU time of one compression of `body` (median of 30) and the bytes it makes. */
function compressionCost(body: Buffer, compress: (input: Buffer) => Buffer) {
  const times: number[] = []
  let size = 0
  for (let run = 0; run < 30; run += 1) {
    const started = process.cpuUsage()
    size = compress(body).length
    const used = process.cpuUsage(started)
    times.push(used.user + used.system)
  }
  times.sort((a, b) => a - b)
  return { size, us: times[15] as number }
}

const COMPRESSORS: Array<[string, (input: Buffer) => Buffer]> = [
  ['gzip 1', (input) => gzipSync(input, { level: 1 })],
  ['gzip 6', (input) => gzipSync(input, { level: 6 })],
  [
    'br 4',
    (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ],
]

/** What compressing JSON answers would cost the server and save on the wire, per answer. */
async function jsonCompression(origin: string, cookie: string) {
  const categories = (await (
    await fetch(`${origin}/api/catalog/movie/categories`, { headers: { cookie } })
  ).json()) as { data: Array<{ id: string; count: number }> }
  const biggest = [...categories.data].sort((a, b) => b.count - a.count)[0]
  const answers = [
    '/api/catalog/movie/categories',
    `/api/catalog/movie/items?category=${biggest?.id ?? ''}&limit=50`,
    '/api/catalog/movie/recent',
    '/api/catalog/search?q=the',
  ]
  console.log(
    '\n| JSON answer | bytes | ' +
      COMPRESSORS.map(([name]) => `${name}: bytes / CPU µs`).join(' | ') +
      ' |',
  )
  console.log('| --- | --- |' + COMPRESSORS.map(() => ' --- |').join(''))
  for (const path of answers) {
    const body = Buffer.from(
      await (await fetch(origin + path, { headers: { cookie } })).arrayBuffer(),
    )
    const cells = COMPRESSORS.map(([, compress]) => {
      const { size, us } = compressionCost(body, compress)
      return `${size} / ${us}`
    })
    console.log(`| ${path} | ${body.length} | ${cells.join(' | ')} |`)
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    execFileSync('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  }
  const { origin, cookie, stop } = await signedInServer('first-load')
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true })
  try {
    const only = process.env.BENCH_ROUTES?.split(',')
    const routes = [
      { path: '/login', cookie: '' },
      { path: '/home', cookie },
      { path: '/filmes', cookie },
    ].filter((route) => !only || only.includes(route.path))
    console.log(
      '| route | scripts before first screen | JS brotli before first screen | all scripts by network idle | JS brotli by network idle |',
    )
    console.log('| --- | --- | --- | --- | --- |')
    for (const route of routes) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        // Service workers would answer a second run from their cache; each route is a cold tab.
        serviceWorkers: 'block',
      })
      if (route.cookie) await addSessionCookie(context, origin, route.cookie)
      const page = await context.newPage()
      const { scripts, beforePaint } = await scriptsOf(page, origin, route.path)
      if (process.env.BENCH_LIST) for (const s of scripts) console.log(`  ${s.bytes} ${s.url}`)
      const kb = (list: typeof scripts) =>
        (list.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1)
      // Files under 512 bytes are not precompressed (apps/web/precompress.config.ts); no others.
      const plain = scripts.filter((script) => script.encoding !== 'br' && script.bytes >= 512)
      if (plain.length > 0) throw new Error(`not sent as brotli: ${plain.map((s) => s.url)}`)
      console.log(
        `| ${route.path} | ${beforePaint} | ${kb(scripts.slice(0, beforePaint))} KB | ${scripts.length} | ${kb(scripts)} KB |`,
      )
      await context.close()
    }
    await jsonCompression(origin, cookie)
    const cli = process.env.LIGHTHOUSE
    if (cli) {
      console.log('\n| Lighthouse mobile (simulated) | score | FCP ms | LCP ms | TBT ms | CLS |')
      console.log('| --- | --- | --- | --- | --- | --- |')
      for (const route of routes) {
        const r = lighthouse(cli, origin + route.path, route.cookie)
        console.log(
          `| ${route.path} | ${r.score} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls.toFixed(3)} |`,
        )
      }
    }
  } finally {
    await browser.close()
    await stop()
  }
}

await main()
