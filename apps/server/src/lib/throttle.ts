import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { AppDatabase } from '../db/schema'

export interface ThrottleHit {
  /** Events counted in the key's current window, this one included. */
  count: number
  /** When that window ends. */
  resetAt: Date
}

/**
 * Counters in the database, so every server instance sharing it counts together. A key's window
 * starts at its first event and ends `windowMs` later; the next event after that starts a new one.
 */
export interface Throttle {
  /** Counts one event, atomically across instances. */
  hit(key: string, windowMs: number): Promise<ThrottleHit>
  /** Takes back one event counted in the window ending at `resetAt`; a later window is left alone. */
  undo(key: string, resetAt: Date): Promise<void>
  /** Each key's count in its current window (0 when it has ended or never started). */
  counts(keys: readonly string[]): Promise<number[]>
  /** Sets the key to 1 for `ttlMs` from now (e.g. an address an account has signed in from). */
  mark(key: string, ttlMs: number): Promise<void>
  forget(key: string): Promise<void>
}

const SWEEP_EVERY_MS = 60_000

/** Keys name e-mails and client addresses; only their hash is stored. */
const keyOf = (key: string) => createHash('sha256').update(key).digest('base64url')

export function createThrottle(db: AppDatabase): Throttle {
  let lastSweep = 0

  /** Ended rows are dead weight (a key that comes back starts over); dropped once a minute. */
  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now.getTime()
    await db.deleteFrom('throttle').where('reset_at', '<=', now).execute()
  }

  return {
    async hit(key, windowMs) {
      const now = new Date()
      const ended = sql<boolean>`throttle.reset_at <= ${now}`
      const row = await db
        .insertInto('throttle')
        .values({ key: keyOf(key), count: 1, reset_at: new Date(now.getTime() + windowMs) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`case when ${ended} then 1 else throttle.count + 1 end`,
            reset_at: sql`case when ${ended} then excluded.reset_at else throttle.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
      await sweep(now)
      return { count: row.count, resetAt: new Date(row.reset_at) }
    },
    async undo(key, resetAt) {
      await db
        .updateTable('throttle')
        .set({ count: sql`count - 1` })
        .where('key', '=', keyOf(key))
        .where('reset_at', '=', resetAt)
        .where('count', '>', 0)
        .execute()
    },
    async counts(keys) {
      if (keys.length === 0) return []
      const ids = keys.map(keyOf)
      const rows = await db
        .selectFrom('throttle')
        .select(['key', 'count'])
        .where('key', 'in', ids)
        .where('reset_at', '>', new Date())
        .execute()
      const found = new Map(rows.map((row) => [row.key, row.count]))
      return ids.map((id) => found.get(id) ?? 0)
    },
    async mark(key, ttlMs) {
      const ends = new Date(Date.now() + ttlMs)
      await db
        .insertInto('throttle')
        .values({ key: keyOf(key), count: 1, reset_at: ends })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ count: 1, reset_at: ends }))
        .execute()
    },
    async forget(key) {
      await db.deleteFrom('throttle').where('key', '=', keyOf(key)).execute()
    },
  }
}
