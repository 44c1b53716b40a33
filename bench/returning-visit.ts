import { chromium, type Page } from 'playwright-core'
import { addSessionCookie, signedInServer } from './support/session'

// A returning user opening the installed app (its start URL, /, which goes on to /home through the
// cloud's loading screens), or /home itself, as most loads are: the service worker answers the page
// and its scripts from its cache, the browser remembers the user's cloud, and the API's answers
// cross a phone's link (Lighthouse's slow 4G: 150 ms, 1.6 Mbit/s) on a CPU slowed 4×. Lighthouse
// cannot measure this (it clears the cache and the worker). Per load: when the catalogue status and
// the recent lists were asked for, and the largest paint (the hero's picture). Prints markdown.
//
//   npm run build && npx tsx bench/returning-visit.ts       # BENCH_RUNS (default 9)
//   WEB_DIST=/tmp/other-build npx tsx bench/returning-visit.ts

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS ?? 9)

interface Visit {
  status: number
  recent: number
  lcp: number
}

/** One load of `path`, throttled: the start of each request and the last largest-paint candidate. */
async function visit(page: Page, origin: string, path: string): Promise<Visit> {
  await page.goto(origin + path)
  await page.waitForURL('**/home')
  await page.locator('[data-testid="hero"] img').waitFor()
  await page.locator('[data-testid="poster-card"]').first().waitFor()
  const { resources, lcp, controlled } = await page.evaluate(
    () =>
      new Promise<{ resources: Array<[string, number]>; lcp: number; controlled: boolean }>(
        (resolve) => {
          new PerformanceObserver((list) => {
            resolve({
              resources: performance
                .getEntriesByType('resource')
                .map((entry) => [entry.name, entry.startTime]),
              lcp: list.getEntries().at(-1)?.startTime ?? NaN,
              controlled: navigator.serviceWorker.controller !== null,
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        },
      ),
  )
  if (!controlled) throw new Error(`${path} was not answered by the service worker`)
  const started = (part: string) =>
    Math.round(resources.find(([name]) => name.includes(part))?.[1] ?? NaN)
  return {
    status: started('/api/catalog/status'),
    recent: started('/api/catalog/movie/recent'),
    lcp: Math.round(lcp),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN
const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`

async function main() {
  const { origin, cookie, stop } = await signedInServer('returning-visit')
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    await addSessionCookie(context, origin, cookie)
    const page = await context.newPage()
    // The first visit: the worker installs and fills its cache, the app remembers the cloud.
    await page.goto(origin + '/')
    await page.waitForURL('**/home')
    await page.locator('[data-testid="poster-card"]').first().waitFor()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const remembered = await page.evaluate(() => localStorage.getItem('myflix-storage'))
    if (!remembered?.includes('"nuvem":{')) throw new Error('the app did not remember the cloud')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    console.log(`\n${RUNS} loads of each, controlled by the worker; medians (range)`)
    console.log('| opened | status asked at | recent films asked at | largest paint |')
    console.log('| --- | --- | --- | --- |')
    // The installed app opens at its start URL, which goes on to /home; a reload or a link opens /home.
    for (const path of ['/', '/home']) {
      const visits: Visit[] = []
      for (let run = 0; run < RUNS; run += 1) visits.push(await visit(page, origin, path))
      const column = (pick: (v: Visit) => number) => {
        const values = visits.map(pick)
        return `${median(values)} ms (${range(values)})`
      }
      const cells = [column((v) => v.status), column((v) => v.recent), column((v) => v.lcp)]
      console.log(`| ${path} | ${cells.join(' | ')} |`)
    }
  } finally {
    await browser.close()
    await stop()
  }
}

await main()
