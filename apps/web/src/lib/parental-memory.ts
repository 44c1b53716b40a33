import { canSeeAdult, type ParentalState } from '@myflix/shared'

/**
 * Where this device keeps the last parental state the server gave, for answering from the offline
 * copies when the server cannot be asked. Only the switch and the unlock's end: never the PIN (the
 * browser never has it) nor whether one exists.
 */
export const PARENTAL_MEMORY_KEY = 'myflix-parental'

export type RememberedParental = Pick<ParentalState, 'enabled' | 'unlockedUntil'>

// localStorage can be missing (Node tests), full or blocked (private mode); the memory then simply
// stays empty, which hides adult content offline: the safe side.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** Keeps the server's latest parental state for this device. */
export function rememberParental(state: RememberedParental): void {
  const { enabled, unlockedUntil } = state
  try {
    storage()?.setItem(PARENTAL_MEMORY_KEY, JSON.stringify({ enabled, unlockedUntil }))
  } catch {
    // See storage(): no memory means hidden offline.
  }
}

export function readRememberedParental(): RememberedParental | null {
  try {
    const raw = JSON.parse(storage()?.getItem(PARENTAL_MEMORY_KEY) ?? 'null') as unknown
    const { enabled, unlockedUntil } = (raw ?? {}) as Partial<Record<string, unknown>>
    if (typeof enabled !== 'boolean') return null
    if (unlockedUntil !== null && typeof unlockedUntil !== 'string') return null
    return { enabled, unlockedUntil }
  } catch {
    return null
  }
}

export function forgetParental(): void {
  try {
    storage()?.removeItem(PARENTAL_MEMORY_KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Whether the last state the server gave still lets this device see adult content at `now` (control
 * off, or the 1-hour unlock not yet over, by this device's clock). Nothing remembered: no.
 */
export function rememberedAdultVisible(now = Date.now()): boolean {
  const state = readRememberedParental()
  return state !== null && canSeeAdult(state, now)
}
