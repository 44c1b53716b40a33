import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { SourceMapConsumer } from 'source-map-js'
import { REPO_ROOT } from './support/processes'
import { addSessionCookie, signedInServer } from './support/session'

// Where a signed-in page's main-thread time goes: a cold tab of the production build on a phone
// viewport with the CPU slowed 4× (Lighthouse's mobile factor), the V8 CPU profile from navigation
// to network idle, and the long tasks (> 50 ms) the page saw. Self time is summed per source
// function when the build has source maps, so build with them first:
//
//   npx vite build --sourcemap -c apps/web/vite.config.ts apps/web && npm run build -w @myflix/server
//   npx tsx bench/main-thread.ts /home /filmes

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const TOP = Number(process.env.BENCH_TOP ?? 25)

interface ProfileNode {
  id: number
  children?: number[]
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const maps = new Map<string, SourceMapConsumer | null>()

async function mapOf(url: string) {
  if (!maps.has(url)) {
    const file = join(REPO_ROOT, 'apps/web/dist', new URL(url).pathname + '.map')
    const raw = await readFile(file, 'utf8').catch(() => null)
    maps.set(url, raw ? new SourceMapConsumer(JSON.parse(raw)) : null)
  }
  return maps.get(url) ?? null
}

async function nameOf({ callFrame }: ProfileNode) {
  const { functionName, url, lineNumber, columnNumber } = callFrame
  if (!url.startsWith('http')) return functionName || `(${url || 'native'})`
  const map = await mapOf(url)
  const at = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber })
  if (!at?.source) return `${functionName} ${new URL(url).pathname}:${lineNumber}:${columnNumber}`
  const source = at.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '')
  return `${at.name ?? functionName} ${source}:${at.line}`
}

/** Self time per function, and inclusive time per function of the app's own source (src/…). */
async function times(profile: Profile) {
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const names = new Map<number, string>()
  for (const node of profile.nodes) names.set(node.id, await nameOf(node))
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const byPackage = new Map<string, number>()
  for (const [index, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    const name = names.get(id) as string
    self.set(name, (self.get(name) ?? 0) + ms)
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = names.get(at) as string
      if (/ src\//.test(frame) && !seen.has(frame)) seen.add(frame)
    }
    for (const frame of seen) inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms)
    const packages = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const pkg = / ~((?:@[^/]+\/)?[^/]+)\//.exec(names.get(at) as string)?.[1]
      if (pkg) packages.add(pkg)
    }
    for (const pkg of packages) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms)
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])
  return {
    self: sorted(self),
    inclusive: sorted(inclusive),
    byPackage: sorted(byPackage),
    stretches: stretches(profile, names, parent),
  }
}

/** The longest runs of busy samples (a task, roughly), each with the app functions it spent most in. */
function stretches(profile: Profile, names: Map<number, string>, parent: Map<number, number>) {
  const runs: Array<{ ms: number; inside: Map<string, number> }> = []
  let run: (typeof runs)[number] | null = null
  for (const [index, id] of profile.samples.entries()) {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    if (names.get(id) === '(idle)') {
      run = null
      continue
    }
    if (!run) runs.push((run = { ms: 0, inside: new Map() }))
    run.ms += ms
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = names.get(at) as string
      if (/ src\//.test(frame)) seen.add(frame)
    }
    if (seen.size === 0) seen.add(names.get(id) as string)
    for (const frame of seen) run.inside.set(frame, (run.inside.get(frame) ?? 0) + ms)
  }
  return runs
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map(({ ms, inside }) => ({
      ms: Math.round(ms),
      top: [...inside]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([name, t]) => `${Math.round(t)} ${name}`),
    }))
}

async function main() {
  const paths = process.argv.slice(2)
  const { origin, cookie, stop } = await signedInServer('main-thread')
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true })
  try {
    for (const path of paths.length > 0 ? paths : ['/home']) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        serviceWorkers: process.env.BENCH_SW ? 'allow' : 'block',
      })
      await addSessionCookie(context, origin, cookie)
      await context.addInitScript(() => {
        const tasks: number[] = []
        Object.assign(window, { __longTasks: tasks })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration))
        }).observe({ type: 'longtask', buffered: true })
      })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await page.goto(origin + path)
      // Network idle alone can come while the page still waits for its catalogue (a skeleton).
      await page.locator('[data-testid="poster-card"]').first().waitFor({ timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
      const tasks = await page.evaluate(
        () => (window as unknown as { __longTasks: number[] }).__longTasks,
      )
      const blocking = tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)
      console.log(`\n## ${path}: long tasks ${JSON.stringify(tasks)} ms, blocking ${blocking} ms`)
      const { self, inclusive, byPackage, stretches: busiest } = await times(profile)
      const busy = self.filter(([name]) => name !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0)
      console.log(`busy ${Math.round(busy)} ms (4× CPU); self time:`)
      for (const [name, ms] of self.slice(0, TOP))
        console.log(`${ms.toFixed(0).padStart(6)} ms  ${name}`)
      for (const stretch of busiest)
        console.log(`stretch ${stretch.ms} ms:\n  ${stretch.top.join('\n  ')}`)
      console.log('inclusive time per package:')
      for (const [name, ms] of byPackage.slice(0, TOP))
        console.log(`${ms.toFixed(0).padStart(6)} ms  ${name}`)
      console.log('inclusive time of app functions:')
      for (const [name, ms] of inclusive.slice(0, TOP))
        console.log(`${ms.toFixed(0).padStart(6)} ms  ${name}`)
      await context.close()
    }
  } finally {
    await browser.close()
    await stop()
  }
}

await main()
