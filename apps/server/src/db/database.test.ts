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

describe.skipIf(!process.env.TEST_DATABASE_URL)('createDatabase on PostgreSQL', () => {
  it('survives its connection dying while a client is in use (as in a PostgreSQL restart)', async () => {
    const url = process.env.TEST_DATABASE_URL as string
    const database = await createDatabase({ databaseUrl: url, dataDir: '' })
    const other = await createDatabase({ databaseUrl: url, dataDir: '' })
    const uncaught: unknown[] = []
    const record = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', record)
    try {
      // A transaction keeps its client checked out while the server ends the connection under it.
      const outcome = await database.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
          await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(other.db)
          await new Promise((resolve) => setTimeout(resolve, 300))
          await sql`select 1`.execute(trx)
        })
        .then(
          () => 'committed',
          () => 'rejected',
        )
      expect(outcome).toBe('rejected')
      expect(uncaught).toEqual([])
      // The pool replaced the dead client.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db)
      expect(rows).toEqual([{ one: 1 }])
    } finally {
      process.off('uncaughtException', record)
      await Promise.all([database.db.destroy(), other.db.destroy()])
    }
  })
})
