import { Migrator } from 'kysely'
import type { AppDatabase } from './schema'
import { migrationProvider } from './migrations'

/** Applies every pending migration; returns the names it applied (none on a second run). */
export async function migrateToLatest(db: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results = [] } = await migrator.migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName)
}
