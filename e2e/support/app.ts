import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase, startServer, type RunningServer } from '@myflix/server'
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
  /** The running server (a new one after `restart`). */
  readonly server: RunningServer
  mailbox: Mailbox
  /** The address the browser opens; `localhost` so the app is a secure context (service worker, clipboard). */
  baseURL: string
  /** Stops the server as SIGTERM does; the database (and so every account and cloud) stays. */
  stop(): Promise<void>
  /** Starts a server again on the same port and database: with `stop`, a restart. */
  start(): Promise<void>
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
  // Opened here, not by the server, so a restarted server finds the same accounts and clouds.
  const database = await createDatabase({ databaseUrl: 'memory://', dataDir })
  const launch = (port: string) =>
    startServer({
      logger: log.logger,
      database,
      env: {
        PORT: port,
        DATA_DIR: dataDir,
        SMTP_URL: mailbox.url,
        AUTH_RATE_LIMIT_MAX: '1000',
        VALIDATION_RATE_LIMIT_MAX: '1000',
        APP_SECRET,
        // A build of its own keeps a run steady while something else rebuilds apps/web/dist.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        ...env,
      },
    })
  let server = await launch('0')
  let running = true
  const port = String(server.port)
  return {
    get server() {
      return server
    },
    mailbox,
    baseURL: `http://localhost:${port}`,
    async stop() {
      running = false
      await server.close()
    },
    async start() {
      server = await launch(port)
      running = true
    },
    async close() {
      if (running) await server.close()
      await database.db.destroy()
      await mailbox.close()
      await rm(dataDir, { recursive: true, force: true })
      log.assertClean()
    },
  }
}
