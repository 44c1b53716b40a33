import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from './database'

describe('createDatabase on a PGlite data directory', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'myflix-db-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('creates a new directory (initdb in a child process), keeps what is written and reopens it', async () => {
    const before = process.memoryUsage().rss
    const first = await createDatabase({ databaseUrl: undefined, dataDir })
    expect(first.kind).toBe('pglite')
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true)
    await sql`create table kept (value text)`.execute(first.db)
    await sql`insert into kept values ('olá')`.execute(first.db)
    await first.db.destroy()
    // initdb's WASM heap (+750 MB in this process when it ran here) stayed in the child; opening
    // the finished directory adds ~120 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024)

    const again = await createDatabase({ databaseUrl: undefined, dataDir })
    const { rows } = await sql<{ value: string }>`select value from kept`.execute(again.db)
    expect(rows).toEqual([{ value: 'olá' }])
    await again.db.destroy()
  })
})
