import { createHash } from 'node:crypto'
import type { AuthSession } from './auth.service'

export interface SessionCacheOptions {
  /** How long a verified answer is reused. Default 10 s. */
  ttlMs?: number
  /** Past this many entries the oldest go first. Default 10,000. */
  maxEntries?: number
  now?: () => number
}

/**
 * Verified sessions of this process, keyed by a hash of the request's Cookie header. better-auth
 * checks two HMAC signatures and walks its endpoint machinery on every call (about a quarter of
 * a catalogue request's CPU under load); the same cookies give the same answer, so it is reused
 * for a few seconds. Only positive answers are kept: a forged or stale cookie is checked each time.
 */
export interface SessionCache {
  get(cookie: string): AuthSession | undefined
  /** Read before a check starts; `set` ignores a check that a `clear` overtook. */
  readonly generation: number
  set(cookie: string, found: AuthSession, generation: number): void
  /** Forgets everything: called after any auth action that may end or change a session. */
  clear(): void
  readonly size: number
}

export function createSessionCache(options: SessionCacheOptions = {}): SessionCache {
  const ttlMs = options.ttlMs ?? 10_000
  const maxEntries = options.maxEntries ?? 10_000
  const now = options.now ?? Date.now
  const entries = new Map<string, { found: AuthSession; until: number }>()
  let generation = 0
  // The raw cookie holds the session token; only its digest stays in memory.
  const keyOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64')

  return {
    get(cookie) {
      const key = keyOf(cookie)
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.until > now()) return entry.found
      entries.delete(key)
      return undefined
    },
    get generation() {
      return generation
    },
    set(cookie, found, checkedAt) {
      if (checkedAt !== generation) return
      const until = Math.min(now() + ttlMs, new Date(found.session.expiresAt).getTime())
      if (!(until > now())) return
      const key = keyOf(cookie)
      entries.delete(key)
      // Shared by every request of the next seconds: nobody may change it.
      Object.freeze(found.user)
      Object.freeze(found.session)
      entries.set(key, { found: Object.freeze(found), until })
      // Map keeps insertion order and the TTL is fixed, so the first keys expire first.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break
        entries.delete(oldest)
      }
    },
    clear() {
      generation += 1
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
