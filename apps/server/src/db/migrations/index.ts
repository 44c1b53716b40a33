import type { Migration, MigrationProvider } from 'kysely'
import * as auth from './0001-auth'
import * as clouds from './0002-clouds'
import * as catalog from './0003-catalog'
import * as parental from './0004-parental'
import * as catalogParts from './0005-catalog-parts'
import * as throttle from './0006-throttle'
import * as library from './0007-library'
import * as guide from './0008-guide'
import * as libraryCatchup from './0009-library-catchup'
import * as catalogLists from './0010-catalog-lists'

/**
 * Every migration, by name; names sort in the order they run. To add one, create `NNNN-<feature>.ts`
 * exporting `up` (and `down`) and add one line here.
 */
export const migrations: Record<string, Migration> = {
  '0001-auth': auth,
  '0002-clouds': clouds,
  '0003-catalog': catalog,
  '0004-parental': parental,
  '0005-catalog-parts': catalogParts,
  '0006-throttle': throttle,
  '0007-library': library,
  '0008-guide': guide,
  '0009-library-catchup': libraryCatchup,
  '0010-catalog-lists': catalogLists,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
