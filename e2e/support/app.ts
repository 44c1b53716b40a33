import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '@myflix/server'
import { startMailbox, type Mailbox } from './mailbox'

export interface TestApp {
  server: RunningServer
  mailbox: Mailbox
  /** The address the browser opens; `localhost` so the app is a secure context (service worker, clipboard). */
  baseURL: string
  close(): Promise<void>
}

/**
 * The whole app as `npm start` runs it (built web app, API, demo provider on one origin), on an in-memory
 * database and a random port, with every e-mail captured by a real SMTP server.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const mailbox = await startMailbox()
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-e2e-'))
  const server = await startServer({
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      SMTP_URL: mailbox.url,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      // A build of its own keeps a run steady while something else rebuilds apps/web/dist.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      ...env,
    },
  })
  return {
    server,
    mailbox,
    baseURL: `http://localhost:${server.port}`,
    async close() {
      await server.close()
      await mailbox.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
