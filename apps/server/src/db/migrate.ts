import { Migrator, sql } from 'kysely'
import type { AppDatabase } from './schema'
import { migrationProvider } from './migrations'

/**
 * The migrator of our migrations. Kysely looks for its bookkeeping tables in every schema unless
 * told which: another app's in the same PostgreSQL database (or a crashed test's schema) would pass
 * for ours, and no table of ours would be made. Ours are in the schema this connection writes to.
 */
export async function createMigrator(db: AppDatabase): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return new Migrator({ db, provider: migrationProvider, migrationTableSchema: rows[0]?.schema })
}

/** Applies every pending migration; returns the names it applied (none on a second run). */
export async function migrateToLatest(db: AppDatabase): Promise<string[]> {
  const migrator = await createMigrator(db)
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName)
}
