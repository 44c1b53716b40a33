import type { ChildProcess } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from './support/databases'
import { browserClient } from './support/http-client'
import { libraryClient, moviePosition } from './support/library-client'
import {
  serverProcessPlace,
  signedInThroughOutbox,
  startServerProcess,
} from './support/server-process'

const postgres = testDatabaseKinds().find((kind) => kind.name === 'PostgreSQL')

// The default deployment keeps PGlite in DATA_DIR, others run PostgreSQL. On both, a position the
// server answered has reached the data files (the operating system's, for PGlite: a power cut is
// PostgreSQL's job): SIGKILL right after the answer, and a restart on the same data finds it.
const deployments = [
  { name: 'PGlite in DATA_DIR', open: async (): Promise<TestDatabase | null> => null },
  ...(postgres ? [{ name: 'PostgreSQL', open: () => postgres.open() }] : []),
]

describe.each(deployments)('library: the server is killed (SIGKILL) on $name', (deployment) => {
  let database: TestDatabase | null
  let dataDir: string
  let child: ChildProcess | undefined
  let env: Record<string, string>
  let url: string

  beforeAll(async () => {
    database = await deployment.open()
    ;({ dataDir, url, env } = await serverProcessPlace(
      'myflix-library-killed-',
      database ? { DATABASE_URL: database.url as string } : {},
    ))
    child = await startServerProcess(env, url)
  }, 120_000)
  afterAll(async () => {
    child?.kill('SIGKILL')
    await database?.dispose()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('keeps the last position saved before the kill', async () => {
    const browser = await signedInThroughOutbox(url, dataDir, 'ana.library.killed@example.com')
    const library = libraryClient(browser)
    const start = Date.now() - 60_000
    let last = 0
    // A player saving as it plays; the process dies right after the last answer.
    for (let step = 1; step <= 20; step += 1) {
      last = step * 30
      const saved = await library.save(
        moviePosition('42', last, { at: new Date(start + step * 1_000).toISOString() }),
      )
      expect(saved.position).toBe(last)
    }
    const exited = new Promise((resolve) => child?.once('exit', resolve))
    child?.kill('SIGKILL')
    await exited

    child = await startServerProcess(env, url)
    const again = libraryClient(browserClient(url, { headers: { cookie: browser.cookieHeader() } }))
    expect(await again.progress()).toMatchObject([{ id: '42', position: last }])
    expect(await again.continueWatching()).toMatchObject([{ id: '42', position: last }])
  }, 120_000)
})
