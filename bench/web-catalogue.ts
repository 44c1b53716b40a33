import { readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import type { CatalogItem, CategoryCount } from '@myflix/shared'
import { startTestApp } from '../e2e/support/app'
import { launchBrowser } from '../e2e/support/browser'
import { addDemoCloud, signedInPage } from '../e2e/support/signed-in-user'
import { REPO_ROOT } from './support/processes'

// The web catalogue in Chromium against the demo provider's `big` account (100k films, 20k series,
// 20k channels): time from '/' to a home with real rows on a warm server, the page's JS heap and DOM
// size after scrolling its biggest category (the catch-all 'Todos os Títulos', over 20,000 films) to
// its end, and the initial JS (gzip). Needs a built web app: `npm run build -w @myflix/web && npx tsx
// bench/web-catalogue.ts` (or `WEB_DIST=<dir>` for a build elsewhere).

// Evaluated in the page as source text (this package is typed for Node, without the DOM).
const DOM_ELEMENTS = "document.querySelectorAll('*').length"
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
// 400 pages one after the other at ~1-2 s each on a loaded machine.
const SCROLL_BUDGET_MS = Number(process.env.BENCH_SCROLL_MS ?? 1_800_000)
const WEB_DIST = process.env.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist')

async function initialJsGzip(): Promise<{ files: number; bytes: number }> {
  const dist = WEB_DIST
  const html = await readFile(join(dist, 'index.html'), 'utf8')
  const sources = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  )
  let bytes = 0
  for (const source of new Set(sources))
    bytes += gzipSync(await readFile(join(dist, source))).length
  return { files: new Set(sources).size, bytes }
}

/** ms until the hero shows the newest real film, or NaN (with where the page got stuck) on timeout. */
async function timeToRealHome(page: Page, newest: string, path = '/'): Promise<number> {
  const started = performance.now()
  await page.goto(path)
  try {
    await page
      .getByTestId('hero')
      .getByRole('heading', { name: newest, exact: true })
      .waitFor({ timeout: 120_000 })
    return performance.now() - started
  } catch {
    console.error(`no real home from ${path} within 120 s; stuck on ${page.url()}`)
    return Number.NaN
  }
}

const seconds = (runs: number[]) => runs.map((ms) => (ms / 1000).toFixed(2)).join(', ')

async function scrollCategoryToEnd(page: Page, type: 'movie' | 'series', category: CategoryCount) {
  let pages = 0
  page.on('response', (response) => {
    if (response.url().includes(`/api/catalog/${type}/items?`)) pages += 1
  })
  const route = type === 'movie' ? 'filmes' : 'series'
  await page.goto(`/grid/${route}/${encodeURIComponent(category.id)}`)
  await page.getByTestId('poster-card').first().waitFor()
  const started = performance.now()
  const target = Math.ceil(category.count / 50)
  let maxDom = 0
  let nextReport = 50
  while (pages < target && performance.now() - started < SCROLL_BUDGET_MS) {
    if (pages >= nextReport) {
      console.error(
        `${pages} / ${target} pages after ${((performance.now() - started) / 1000).toFixed(0)} s`,
      )
      nextReport += 50
    }
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)')
    await page.waitForTimeout(60)
    if (pages % 20 === 0) {
      maxDom = Math.max(maxDom, await page.evaluate<number>(DOM_ELEMENTS))
    }
  }
  await page.waitForTimeout(500)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  const dom = await page.evaluate<number>(DOM_ELEMENTS)
  const cards = await page.getByTestId('poster-card').count()
  return {
    pages,
    target,
    seconds: (performance.now() - started) / 1000,
    heapMb: heap.usedSize / 1024 / 1024,
    dom,
    maxDom: Math.max(maxDom, dom),
    cards,
  }
}

const app = await startTestApp()
const browser = await launchBrowser()
try {
  const js = await initialJsGzip()
  const page = await signedInPage(browser, app, 'desktop')
  const status = await addDemoCloud(page, app, 'big')
  const recent = (await (await page.request.get('/api/catalog/movie/recent?limit=1')).json()) as {
    data: CatalogItem[]
  }
  const newest = recent.data[0]?.name ?? ''
  await timeToRealHome(page, newest) // warms the server's caches and the browser's HTTP cache
  const homeRuns: number[] = []
  for (let run = 0; run < RUNS; run += 1) homeRuns.push(await timeToRealHome(page, newest))
  homeRuns.sort((a, b) => a - b)
  const reloadRuns: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    reloadRuns.push(await timeToRealHome(page, newest, '/home'))
    await page.waitForTimeout(1_000)
  }
  reloadRuns.sort((a, b) => a - b)

  const biggest = async (type: 'movie' | 'series') => {
    const answer = (await (await page.request.get(`/api/catalog/${type}/categories`)).json()) as {
      data: CategoryCount[]
    }
    return [...answer.data].sort((a, b) => b.count - a.count)
  }
  // The biggest category of films or series: the big account's catch-all holds over 20,000 films.
  const [movieCategories, seriesCategories] = [await biggest('movie'), await biggest('series')]
  const [movieCategory, seriesCategory] = [movieCategories[0]!, seriesCategories[0]!]
  const [type, category] =
    movieCategory.count >= seriesCategory.count
      ? (['movie', movieCategory] as const)
      : (['series', seriesCategory] as const)
  const top = (type === 'movie' ? movieCategories : seriesCategories).slice(0, 3)
  console.log(
    `scrolling ${type} category '${category.name}' (${category.count}); next biggest: ${top
      .slice(1)
      .map((entry) => `'${entry.name}' (${entry.count})`)
      .join(', ')}`,
  )
  if (category.count < 20_000) console.error('the biggest category holds under 20,000 items')
  const scroll = await scrollCategoryToEnd(page, type, category)

  const row = (measure: string, value: string, detail: string, goal: string) =>
    console.log(`| ${measure} | ${value} | ${detail} | ${goal} |`)
  console.log(
    `\nload average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}; catalogue ${JSON.stringify(status.counts)}\n`,
  )
  console.log('| measure | value | detail | goal |\n| --- | --- | --- | --- |')
  row(
    "'/' → home with real rows (warm)",
    `${(homeRuns[Math.floor(RUNS / 2)]! / 1000).toFixed(2)} s`,
    `median of ${RUNS}: ${seconds(homeRuns)} s`,
    '–',
  )
  row(
    "'/home' opened directly → real rows (warm)",
    `${(reloadRuns[Math.floor(RUNS / 2)]! / 1000).toFixed(2)} s`,
    `median of ${RUNS}: ${seconds(reloadRuns)} s`,
    '–',
  )
  row(
    `scroll '${category.name}' (${category.count} ${type}) to the end`,
    `${scroll.pages} / ${scroll.target} pages`,
    `${scroll.seconds.toFixed(1)} s`,
    'all pages',
  )
  row(
    'JS heap after the scroll (after GC)',
    `${scroll.heapMb.toFixed(1)} MB`,
    'CDP Runtime.getHeapUsage',
    '≤ 100 MB',
  )
  row(
    'DOM elements after the scroll',
    String(scroll.dom),
    `max seen ${scroll.maxDom}; ${scroll.cards} cards mounted`,
    '≤ 1,500',
  )
  row(
    'initial JS (gzip)',
    `${(js.bytes / 1024).toFixed(1)} KB`,
    `${js.files} files in index.html`,
    '≤ 180 KB',
  )
} finally {
  await browser.close()
  await app.close()
}
