import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '@myflix/server'
import { watchServerLog } from './log-watch'
import { startMailbox, type Mailbox } from './mailbox'
import { ACCOUNT_PASSWORD } from './signed-in-user'

const APP_SECRET = 'e2e-app-secret-that-must-never-reach-a-log-0123456789'
/** What a leak would look like: the app secret, an account password, demo credentials in a URL. */
const SECRETS = [
  APP_SECRET,
  ACCOUNT_PASSWORD,
  'Errada#2025',
  'Nova#Senha9',
  '/demo/demo/',
  'password=demo',
]

export interface TestApp {
  server: RunningServer
  mailbox: Mailbox
  /** The address the browser opens; `localhost` so the app is a secure context (service worker, clipboard). */
  baseURL: string
  close(): Promise<void>
}

/**
 * The whole app as `npm start` runs it (built web app, API, demo provider on one origin), on an in-memory
 * database and a random port, with every e-mail captured by a real SMTP server. Its whole log is
 * searched for secrets on close (issue 9: the e2e flows never log a password or the app secret).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const mailbox = await startMailbox()
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-e2e-'))
  const log = watchServerLog(SECRETS)
  const server = await startServer({
    logger: log.logger,
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      SMTP_URL: mailbox.url,
      AUTH_RATE_LIMIT_MAX: '1000',
      APP_SECRET,
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
      log.assertClean()
    },
  }
}
