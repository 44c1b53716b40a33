import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { expect } from 'vitest'
import { signedInBrowser, type Browser } from './accounts'
import type { TestDatabase } from './databases'
import { startServer, type RunningServer } from '../../src/index'
import { createLogger } from '../../src/lib/logger'

export { signedInBrowser, type Browser } from './accounts'

export interface MediaTestServer {
  server: RunningServer
  /** Every JSON log line the server wrote, for "no password in the logs" checks. */
  logs: string[]
  close(): Promise<void>
}

/**
 * A real server (demo provider mounted) whose logs are captured at debug level: on PGlite in
 * memory, or on the test database given.
 */
export async function startMediaServer(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<MediaTestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'myflix-media-'))
  const logs: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'))
      done()
    },
  })
  const server = await startServer({
    database: database?.handle,
    logger: createLogger({ level: 'debug', destination }),
    env: {
      PORT: '0',
      DATABASE_URL: 'memory://',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
  })
  return {
    server,
    logs,
    async close() {
      await server.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Saves (and so activates) a cloud for the signed-in user; returns its id. */
export async function saveCloud(
  browser: Browser,
  cloud: { url: string; user: string; pass: string },
): Promise<string> {
  const response = await browser.post('/api/clouds', {
    nuvemNome: 'Nuvem de teste',
    xtreamURL: cloud.url,
    xtreamUser: cloud.user,
    xtreamPass: cloud.pass,
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: { id: string } }
  return body.data.id
}

/** A new signed-in user whose active cloud is the demo provider mounted on `server`. */
export async function demoCloudUser(server: RunningServer, email: string) {
  const browser = await signedInBrowser(server, email)
  const cloudId = await saveCloud(browser, {
    url: `${server.url}/demo-xtream`,
    user: 'demo',
    pass: 'demo',
  })
  return { browser, cloudId }
}

export interface PlayAnswer {
  status: number
  candidates: Array<{ url: string; ext: string }>
  expiresIn: number
}

export async function play(
  browser: Browser,
  request: { type: 'movie' | 'episode' | 'live'; id: string; ext?: string; format?: 'hls' | 'ts' },
): Promise<PlayAnswer> {
  const response = await browser.post('/api/media/play', request)
  const body = (await response.json()) as {
    data?: { candidates: PlayAnswer['candidates']; expiresIn: number }
  }
  return {
    status: response.status,
    candidates: body.data?.candidates ?? [],
    expiresIn: body.data?.expiresIn ?? 0,
  }
}
