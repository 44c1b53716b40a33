import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { signedInBrowser as signIn, TEST_PASSWORD } from './accounts'
import type { browserClient } from './http-client'
import type { TestDatabase } from './databases'
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
