import { createHash, randomUUID } from 'node:crypto'
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

/**
 * The rows live in better-auth's `rateLimit` table, beside its per-address counters, under keys of
 * their own: this prefix and a hash (the keys name e-mails and client addresses). `lastRequest`
 * holds the window's END, not a request time: better-auth prunes rows whose lastRequest is older
 * than its longest window (a minute), so ours go only once they have ended.
 */
export const THROTTLE_KEY_PREFIX = 'myflix:'

const SWEEP_EVERY_MS = 60_000

const keyOf = (key: string) =>
  THROTTLE_KEY_PREFIX + createHash('sha256').update(key).digest('base64url')

export function createThrottle(db: AppDatabase): Throttle {
  let lastSweep = 0

  /** Ended rows are dead weight (a key that comes back starts over); dropped once a minute. */
  async function sweep(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now
    await db
      .deleteFrom('rateLimit')
      .where('key', 'like', `${THROTTLE_KEY_PREFIX}%`)
      .where('lastRequest', '<=', now)
      .execute()
  }

  return {
    async hit(key, windowMs) {
      const now = Date.now()
      const ended = sql<boolean>`"rateLimit"."lastRequest" <= ${now}`
      const row = await db
        .insertInto('rateLimit')
        .values({ id: randomUUID(), key: keyOf(key), count: 1, lastRequest: now + windowMs })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql`case when ${ended} then 1 else "rateLimit"."count" + 1 end`,
            lastRequest: sql`case when ${ended} then excluded."lastRequest" else "rateLimit"."lastRequest" end`,
          }),
        )
        .returning(['count', 'lastRequest'])
        .executeTakeFirstOrThrow()
      await sweep(now)
      return { count: row.count, resetAt: new Date(Number(row.lastRequest)) }
    },
    async undo(key, resetAt) {
      await db
        .updateTable('rateLimit')
        .set({ count: sql`"count" - 1` })
        .where('key', '=', keyOf(key))
        .where('lastRequest', '=', resetAt.getTime())
        .where('count', '>', 0)
        .execute()
    },
    async counts(keys) {
      if (keys.length === 0) return []
      const ids = keys.map(keyOf)
      const rows = await db
        .selectFrom('rateLimit')
        .select(['key', 'count'])
        .where('key', 'in', ids)
        .where('lastRequest', '>', Date.now())
        .execute()
      const found = new Map(rows.map((row) => [row.key, row.count]))
      return ids.map((id) => found.get(id) ?? 0)
    },
    async mark(key, ttlMs) {
      const ends = Date.now() + ttlMs
      await db
        .insertInto('rateLimit')
        .values({ id: randomUUID(), key: keyOf(key), count: 1, lastRequest: ends })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ count: 1, lastRequest: ends }),
        )
        .execute()
    },
    async forget(key) {
      await db.deleteFrom('rateLimit').where('key', '=', keyOf(key)).execute()
    },
  }
}
