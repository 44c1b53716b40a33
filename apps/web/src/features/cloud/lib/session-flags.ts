/** Spec §9: every session flag of the app starts with this prefix. */
export const SESSION_FLAG_PREFIX = 'myflix-'
/** Spec §9 navigation staleness. */
export const NAVIGATION_STALE_MS = 30_000

/** { path, at }: where the user was and when, rewritten on every navigation. */
export const NAVIGATION_STATE_FLAG = 'myflix-navigation-state'
/** Set while a cloud is being processed; finding it on start means a load was cut short. */
export const PROCESSING_FLAG = 'myflix-processing'

type NavigationState = { path: string; at: number }

export function writeNavigationState(path: string, now = Date.now(), storage = sessionStorage) {
  storage.setItem(
    NAVIGATION_STATE_FLAG,
    JSON.stringify({ path, at: now } satisfies NavigationState),
  )
}

export function setProcessingFlag(now = Date.now(), storage = sessionStorage): void {
  storage.setItem(PROCESSING_FLAG, String(now))
}

export function clearProcessingFlag(storage = sessionStorage): void {
  storage.removeItem(PROCESSING_FLAG)
}

/**
 * Spec §4: navigation state older than 30 s, or a global loading flag left behind, means the flags
 * belong to an earlier visit: all myflix- session flags go. Inconsistent flags (unreadable
 * navigation state, a time in the future) go too. Returns whether it cleared anything.
 */
export function sweepSessionFlags(now = Date.now(), storage = sessionStorage): boolean {
  if (!isStale(now, storage)) return false
  for (const key of flagKeys(storage)) storage.removeItem(key)
  return true
}

function isStale(now: number, storage: Storage): boolean {
  if (storage.getItem(PROCESSING_FLAG) !== null) return true
  const raw = storage.getItem(NAVIGATION_STATE_FLAG)
  if (raw === null) return false
  const state = parseNavigationState(raw)
  return !state || state.at > now || now - state.at > NAVIGATION_STALE_MS
}

function parseNavigationState(raw: string): NavigationState | null {
  try {
    const value = JSON.parse(raw) as Partial<NavigationState> | null
    const valid = typeof value?.path === 'string' && Number.isFinite(value.at)
    return valid ? (value as NavigationState) : null
  } catch {
    return null
  }
}

function flagKeys(storage: Storage): string[] {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(SESSION_FLAG_PREFIX)) keys.push(key)
  }
  return keys
}
