import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll } from 'vitest'
import { signedInBrowser as signIn, TEST_PASSWORD } from './accounts'
import type { browserClient } from './http-client'
import type { TestDatabase, TestDatabaseKind } from './databases'
import { startServer, type RunningServer } from '../../src/index'
import { createLogger } from '../../src/lib/logger'

export const ACCOUNT_PASSWORD = TEST_PASSWORD

export type Browser = ReturnType<typeof browserClient>

/**
 * A server on a test database with the demo provider mounted; every log line is kept. Limits are
 * high unless `env` says otherwise (tests validate many clouds for one user).
 */
export async function startCloudsServer(database: TestDatabase, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-clouds-'))
  const logLines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'))
      done()
    },
  })
  const server: RunningServer = await startServer({
    database: database.handle,
    logger: createLogger({ level: 'debug', destination }),
    env: {
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_PROVIDER: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      VALIDATION_RATE_LIMIT_MAX: '1000',
      ...env,
    },
  })
  return {
    server,
    demoUrl: `${server.url}/demo-xtream`,
    logText: () => logLines.join(''),
    async close() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type CloudsServer = Awaited<ReturnType<typeof startCloudsServer>>

/**
 * For one describe block: a database of `kind` and a clouds server on it, ready in the block's first
 * `beforeAll` (register yours after this call) and both gone after the block. Read the server
 * through the answer once the block runs.
 */
export function cloudsServerFor(kind: TestDatabaseKind, env: Record<string, string> = {}) {
  let database: TestDatabase | undefined
  let started: CloudsServer | undefined
  beforeAll(async () => {
    database = await kind.open()
    started = await startCloudsServer(database, env)
  })
  afterAll(async () => {
    await started?.close()
    await database?.dispose()
  })
  const running = () => {
    if (!started) throw new Error('the clouds server starts in beforeAll')
    return started
  }
  return {
    get server() {
      return running().server
    },
    get demoUrl() {
      return running().demoUrl
    },
    logText: () => running().logText(),
  }
}

/** A signed-in browser for a fresh account, with the account's id. */
export async function signedInBrowser(server: RunningServer, email: string) {
  const browser = await signIn(server, email)
  const user = await server.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow()
  return { browser, userId: user.id }
}

/** The JSON body of a response, typed loosely for assertions. */
export async function json(response: { json(): Promise<unknown> }) {
  return (await response.json()) as { success: boolean; data?: unknown; error?: string }
}
