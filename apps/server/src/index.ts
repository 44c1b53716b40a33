import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import { createApp } from './app'
import type { AppContext } from './app-context'
import { resolveAppSecret } from './config/app-secret'
import { loadConfig, type Config, type EnvRecord } from './config/env'
import { createDatabase, type DatabaseHandle } from './db/database'
import { migrateToLatest } from './db/migrate'
import type { AppDatabase } from './db/schema'
import { createLogger, type Logger } from './lib/logger'
import { createMailer, type Mailer } from './modules/mail/mail.service'

export { createApp } from './app'
export type { AppContext, AppDeps } from './app-context'
export { ConfigError, loadConfig, type Config, type EnvRecord } from './config/env'
export { createDatabase, type DatabaseHandle } from './db/database'
export { migrateToLatest } from './db/migrate'
export type { AppDatabase, Database } from './db/schema'
export { createLogger, type Logger } from './lib/logger'
export type { SessionEnv, RequireSession } from './modules/auth/require-session'

export interface StartServerOptions {
  /**
   * Raw variables, parsed like process.env (which is NOT read unless passed here); missing ones take
   * their defaults. PORT '0' = a random port.
   */
  env?: EnvRecord
  /** An open database to use (and leave open on close), e.g. to run two servers on one database. */
  database?: DatabaseHandle
  logger?: Logger
}

export interface RunningServer {
  /** Where this process listens, e.g. http://127.0.0.1:41234. */
  url: string
  port: number
  app: Hono
  db: AppDatabase
  /** With publicUrl set to the real port when PUBLIC_URL was not given. */
  config: Config
  context: AppContext
  mailer: Mailer
  close(): Promise<void>
}

/** Parses config, opens and migrates the database, listens, and builds the app. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const parsed = loadConfig(options.env ?? {})
  const logger =
    options.logger ?? createLogger({ level: parsed.logLevel, pretty: process.stdout.isTTY })
  const secret = await resolveAppSecret(parsed.dataDir, parsed.appSecret)
  const database = options.database ?? (await createDatabase(parsed))
  const ownsDatabase = !options.database
  try {
    const applied = await migrateToLatest(database.db)
    if (applied.length > 0) logger.info({ applied }, 'database migrated')

    // Listen first: with PORT=0 the public address is only known once the port is.
    const ready: { app?: Hono } = {}
    const server = await listen(
      (request, env) =>
        ready.app ? ready.app.fetch(request, env) : new Response(null, { status: 503 }),
      parsed,
    )
    const port = (server.address() as AddressInfo).port
    const config: Config = parsed.publicUrlExplicit
      ? parsed
      : { ...parsed, port, publicUrl: `http://localhost:${port}` }
    const mailer = createMailer(config, logger)
    const built = createApp({ config, db: database.db, logger, mailer, secret })
    ready.app = built.app

    return {
      url: `http://${urlHost(config.host)}:${port}`,
      port,
      app: built.app,
      db: database.db,
      config,
      context: built.context,
      mailer,
      async close() {
        // First: a stream's response lasts as long as its ffmpeg, and would hold server.close.
        await built.context.transcoder.close()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await mailer.close()
        await built.context.providers.close()
        // An ingest cut by the line above still writes its finished lists and frees its lease;
        // a lease left behind would hold every instance's next ingest for its whole lifetime.
        await built.context.catalog.idle()
        await built.context.guideStore.close()
        if (ownsDatabase) await database.db.destroy()
      },
    }
  } catch (error) {
    if (ownsDatabase) await database.db.destroy()
    throw error
  }
}

function listen(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  config: Config,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () => {
      server.off('error', reject)
      resolve(server)
    })
    server.once('error', reject)
  })
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
}
