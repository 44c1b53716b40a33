import { sql, type Selectable, type Transaction } from 'kysely'
import type { AppDatabase, Database } from '../../db/schema'

export type ParentalRow = Selectable<Database['parental_controls']>
type Executor = AppDatabase | Transaction<Database>

/** Every query is scoped by user_id (and the unlocks by session too). */
export function createParentalRepository(db: AppDatabase) {
  return {
    find(userId: string, executor: Executor = db): Promise<ParentalRow | undefined> {
      return executor
        .selectFrom('parental_controls')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst()
    },

    /**
     * Runs `work` with the user's row locked (created first when missing), so concurrent wrong PINs
     * are counted one after the other and cannot slip past the limit together.
     */
    withLockedRow<T>(
      userId: string,
      work: (row: ParentalRow, trx: Transaction<Database>) => Promise<T>,
    ) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('parental_controls')
          .values({ user_id: userId, is_enabled: false, pin_hash: null })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute()
        const row = await trx
          .selectFrom('parental_controls')
          .selectAll()
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow()
        return work(row, trx)
      })
    },

    update(
      trx: Transaction<Database>,
      userId: string,
      values: Partial<Pick<ParentalRow, 'is_enabled' | 'pin_hash' | 'failed_attempts'>> & {
        failed_since?: Date | null
      },
    ) {
      return trx
        .updateTable('parental_controls')
        .set({ ...values, updated_at: sql`CURRENT_TIMESTAMP` })
        .where('user_id', '=', userId)
        .execute()
    },

    unlockedUntil(sessionId: string, userId: string): Promise<Date | null> {
      return db
        .selectFrom('parental_unlocks')
        .select('expires_at')
        .where('session_id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('expires_at', '>', new Date())
        .executeTakeFirst()
        .then((row) => (row ? new Date(row.expires_at) : null))
    },

    grantUnlock(trx: Transaction<Database>, sessionId: string, userId: string, until: Date) {
      return trx
        .insertInto('parental_unlocks')
        .values({ session_id: sessionId, user_id: userId, expires_at: until })
        .onConflict((oc) => oc.column('session_id').doUpdateSet({ expires_at: until }))
        .execute()
    },

    endUnlock(sessionId: string, userId: string) {
      return db
        .deleteFrom('parental_unlocks')
        .where('session_id', '=', sessionId)
        .where('user_id', '=', userId)
        .execute()
    },

    clearUnlocks(trx: Transaction<Database>, userId: string) {
      return trx.deleteFrom('parental_unlocks').where('user_id', '=', userId).execute()
    },
  }
}

export type ParentalRepository = ReturnType<typeof createParentalRepository>
