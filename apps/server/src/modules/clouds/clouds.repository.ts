import type { Selectable, Transaction } from 'kysely'
import type { AppDatabase, Database } from '../../db/schema'

export type CloudRow = Selectable<Database['user_clouds']>

export interface NewCloudRow {
  cloud_name: string
  xtream_url: string
  xtream_user: string
  /** Already sealed. */
  xtream_pass: string
}

// Ids come from URLs; anything that is not a uuid cannot be a cloud, and PostgreSQL would reject it
// with an error instead of an empty answer.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isCloudId = (id: string) => UUID.test(id)

/** Every query is scoped by user_id: no method reads or writes another user's row. */
export function createCloudsRepository(db: AppDatabase) {
  // Changes of one user's clouds run one at a time: two concurrent saves or activations would
  // otherwise both pass their reads and collide on the one-active-cloud index.
  const lockUser = (trx: Transaction<Database>, userId: string) =>
    trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute()

  const ofUser = (userId: string) =>
    db.selectFrom('user_clouds').selectAll().where('user_id', '=', userId)

  return {
    listByUser(userId: string): Promise<CloudRow[]> {
      return ofUser(userId).orderBy('is_active', 'desc').orderBy('created_at', 'desc').execute()
    },

    findActive(userId: string): Promise<CloudRow | undefined> {
      return ofUser(userId).where('is_active', '=', true).executeTakeFirst()
    },

    findOwned(userId: string, id: string): Promise<CloudRow | undefined> {
      if (!isCloudId(id)) return Promise.resolve(undefined)
      return ofUser(userId).where('id', '=', id).executeTakeFirst()
    },

    /** Spec §4 "saving a cloud", atomically: the user's clouds are gone, this one is active. */
    replaceAll(userId: string, row: NewCloudRow): Promise<{ saved: CloudRow; removed: string[] }> {
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId)
        const removed = await trx
          .deleteFrom('user_clouds')
          .where('user_id', '=', userId)
          .returning('id')
          .execute()
        const saved = await trx
          .insertInto('user_clouds')
          .values({ ...row, user_id: userId, is_active: true, is_encrypted: true })
          .returningAll()
          .executeTakeFirstOrThrow()
        return { saved, removed: removed.map((r) => r.id) }
      })
    },

    /** Deactivates all, then activates the chosen one (spec §4); undefined when not the user's. */
    activate(userId: string, id: string): Promise<CloudRow | undefined> {
      if (!isCloudId(id)) return Promise.resolve(undefined)
      return db.transaction().execute(async (trx) => {
        await lockUser(trx, userId)
        const owned = await trx
          .selectFrom('user_clouds')
          .select('id')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst()
        if (!owned) return undefined
        const now = new Date()
        await trx
          .updateTable('user_clouds')
          .set({ is_active: false, updated_at: now })
          .where('user_id', '=', userId)
          .where('is_active', '=', true)
          .where('id', '!=', id)
          .execute()
        return trx
          .updateTable('user_clouds')
          .set({ is_active: true, updated_at: now })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst()
      })
    },

    async remove(userId: string, id: string): Promise<boolean> {
      if (!isCloudId(id)) return false
      const deleted = await db
        .deleteFrom('user_clouds')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst()
      return deleted !== undefined
    },
  }
}

export type CloudsRepository = ReturnType<typeof createCloudsRepository>
