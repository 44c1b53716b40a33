import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { startServer, type RunningServer } from '@myflix/server'
import { launchChromium, pageWithSession } from './chromium'
import { userWithCloud } from './in-process-user'

export type DemoSession = {
  server: RunningServer
  browser: Browser
  user: Awaited<ReturnType<typeof userWithCloud>>
  /** A page of our origin holding the user's session, no app code running yet. */
  page: Page
}

/**
 * The app as the player benches drive it: the server in-process (in-memory database, a data folder
 * of its own, its embedded demo provider; `env` adds to its settings), a user
 * `bench-<name>@example.com` with the demo line `demo` as their cloud, and headless Chromium. Runs
 * `use`, then closes it all. The catalogue may still be ingesting when `use` starts:
 * `user.catalogueReady()` waits for it.
 */
export async function withDemoSession<T>(
  { name, env = {} }: { name: string; env?: Record<string, string> },
  use: (session: DemoSession) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), `myflix-bench-${name}-`))
  const server = await startServer({
    env: {
      PORT: '0',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
  })
  const browser = await launchChromium()
  try {
    const user = await userWithCloud(server, `bench-${name}@example.com`, {
      nuvemNome: 'Bench',
      xtreamURL: `${server.url}/demo-xtream`,
      xtreamUser: 'demo',
      xtreamPass: 'demo',
    })
    const page = await pageWithSession(browser, server.url, user.cookie())
    return await use({ server, browser, user, page })
  } finally {
    await browser.close()
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
