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
 * Counters in the database (table request_throttle), so every server instance sharing it counts
 * together. A key's window starts at its first event and ends `windowMs` later; the next event after
 * that starts a new one. Keys are stored hashed: they name e-mail addresses and client addresses.
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

const hashed = (key: string) => createHash('sha256').update(key).digest('base64url')

export function createThrottle(db: AppDatabase): Throttle {
  let lastSweep = 0

  /** Ended rows are dead weight (a key that comes back starts over); dropped once a minute. */
  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now.getTime()
    await db.deleteFrom('request_throttle').where('expires_at', '<=', now).execute()
  }

  return {
    async hit(key, windowMs) {
      const now = new Date()
      const ended = sql<boolean>`request_throttle.expires_at <= ${now}`
      const row = await db
        .insertInto('request_throttle')
        .values({ key: hashed(key), count: 1, expires_at: new Date(now.getTime() + windowMs) })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`case when ${ended} then 1 else request_throttle.count + 1 end`,
            expires_at: sql`case when ${ended} then excluded.expires_at else request_throttle.expires_at end`,
          }),
        )
        .returning(['count', 'expires_at'])
        .executeTakeFirstOrThrow()
      await sweep(now)
      return { count: row.count, resetAt: new Date(row.expires_at) }
    },
    async undo(key, resetAt) {
      await db
        .updateTable('request_throttle')
        .set({ count: sql`count - 1` })
        .where('key', '=', hashed(key))
        .where('expires_at', '=', resetAt)
        .where('count', '>', 0)
        .execute()
    },
    async counts(keys) {
      if (keys.length === 0) return []
      const ids = keys.map(hashed)
      const rows = await db
        .selectFrom('request_throttle')
        .select(['key', 'count'])
        .where('key', 'in', ids)
        .where('expires_at', '>', new Date())
        .execute()
      const found = new Map(rows.map((row) => [row.key, row.count]))
      return ids.map((id) => found.get(id) ?? 0)
    },
    async mark(key, ttlMs) {
      const expires = new Date(Date.now() + ttlMs)
      await db
        .insertInto('request_throttle')
        .values({ key: hashed(key), count: 1, expires_at: expires })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ count: 1, expires_at: expires }),
        )
        .execute()
    },
    async forget(key) {
      await db.deleteFrom('request_throttle').where('key', '=', hashed(key)).execute()
    },
  }
}
