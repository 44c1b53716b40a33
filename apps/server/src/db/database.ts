import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, type Dialect } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import type { Config } from '../config/env'
import type { AppDatabase, Database } from './schema'

export type DatabaseKind = 'postgres' | 'pglite-memory' | 'pglite'

export interface DatabaseHandle {
  db: AppDatabase
  kind: DatabaseKind
  /** Human-readable location for the start-up line (never includes a password). */
  location: string
}

/**
 * Kysely on PostgreSQL when DATABASE_URL is postgres://…, on a throwaway PGlite for 'memory://',
 * otherwise on PGlite persisted in DATA_DIR/pgdata. `db.destroy()` closes the pool or PGlite.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  const url = config.databaseUrl
  if (url && url !== 'memory://') {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    // A client whose server went away (a PostgreSQL restart) emits 'error': an idle one through the
    // pool, one in use on itself, and unhandled either crashes the process. The query in flight
    // still rejects with the error, the pool drops the client and the next query reconnects.
    pool.on('error', () => undefined)
    pool.on('connect', (client) => client.on('error', () => undefined))
    const dialect = new PostgresDialect({ pool })
    return { db: kysely(dialect), kind: 'postgres', location: redactUrl(url) }
  }
  if (url === 'memory://') {
    return {
      db: kysely(new PGliteDialect(await openPglite(() => PGlite.create(PGLITE_OPTIONS)))),
      kind: 'pglite-memory',
      location: 'memory',
    }
  }
  const dir = join(config.dataDir, 'pgdata')
  await mkdir(dir, { recursive: true })
  if (!existsSync(join(dir, 'PG_VERSION'))) await initialisePglite(dir)
  const pglite = await openPglite(() => PGlite.create(dir, PGLITE_OPTIONS))
  return { db: kysely(new PGliteDialect(pglite)), kind: 'pglite', location: dir }
}

// PostgreSQL's default 128 MB of shared buffers live in PGlite's WASM heap, which never shrinks:
// they fill as pages are read or written and stay in the process. 16 MB keep ~120 MB off its RSS;
// the data files are still cached by the operating system.
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
}

/**
 * PGlite's Postgres is a 10 MB WASM module. Compiled by V8's baseline compiler (Liftoff) alone, it
 * holds ~40 MB less of the server's RSS from the start (~90 against ~130 MB once open) and its
 * queries cost no more CPU (a part's write and read, small queries: issue 22, bench/README); with
 * optimising tier-up, the hot functions' second compilation stays resident for good. V8 fixes the
 * tiering of a module when it compiles it, so the flag is on only while PGlite compiles its module:
 * every other WASM module (undici's HTTP parser for the panel's lists) keeps tiering up.
 */
async function openPglite(create: () => Promise<PGlite>): Promise<PGlite> {
  setFlagsFromString('--liftoff-only')
  try {
    return await create()
  } finally {
    setFlagsFromString('--no-liftoff-only')
  }
}

/** Runs initdb for a new PGlite data directory in a child process (see pglite-init.mjs). */
async function initialisePglite(dir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url))
  const child = spawn(process.execPath, [script, dir], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  if (code !== 0)
    throw new Error(`could not create the embedded database in ${dir} (exit ${code}): ${stderr}`)
}

const kysely = (dialect: Dialect) => new Kysely<Database>({ dialect })

function redactUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
