import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDatabase, type DatabaseHandle } from '../../src/db/database'

export interface TestDatabase {
  handle: DatabaseHandle
  /** On PostgreSQL, the URL of this run's schema, for a server started in another process. */
  url?: string
  /** Closes the connection and, on PostgreSQL, drops this run's schema. */
  dispose(): Promise<void>
}

export interface TestDatabaseKind {
  name: string
  open(): Promise<TestDatabase>
}

const pglite: TestDatabaseKind = {
  name: 'PGlite',
  async open() {
    const handle = await createDatabase({ databaseUrl: 'memory://', dataDir: '' })
    return { handle, dispose: () => handle.db.destroy() }
  },
}

/** A fresh schema per run (through search_path), so parallel and repeated runs never collide. */
function postgres(url: string): TestDatabaseKind {
  return {
    name: 'PostgreSQL',
    async open() {
      const schema = `test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      // Survives a server restart (the fault tests cause one); it is only used again to drop.
      admin.on('error', () => undefined)
      await admin.connect()
      await admin.query(`CREATE SCHEMA ${schema}`)
      const scoped = new URL(url)
      scoped.searchParams.set('options', `-c search_path=${schema}`)
      const handle = await createDatabase({ databaseUrl: scoped.toString(), dataDir: '' })
      return {
        handle,
        url: scoped.toString(),
        async dispose() {
          await handle.db.destroy()
          const dropper = new pg.Client({ connectionString: url })
          await dropper.connect()
          await dropper.query(`DROP SCHEMA ${schema} CASCADE`)
          await Promise.all([dropper.end(), admin.end().catch(() => undefined)])
        },
      }
    },
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL
  return url ? [pglite, postgres(url)] : [pglite]
}
