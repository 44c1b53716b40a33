import type { Migration, MigrationProvider } from 'kysely'
import * as auth from './0001-auth'

/**
 * Every migration, by name; names sort in the order they run. To add one, create `NNNN-<feature>.ts`
 * exporting `up` (and `down`) and add one line here.
 */
export const migrations: Record<string, Migration> = {
  '0001-auth': auth,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
