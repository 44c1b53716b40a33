import { PLAYER_LIMITS } from './player-limits'

export interface CircuitBreaker {
  /** False while open; an open breaker closes by itself once its time is up. */
  canAttempt(): boolean
  recordFailure(): void
  recordSuccess(): void
  /** Manual retry: closed, failures forgotten. */
  reset(): void
  /** When an open breaker closes (ms since epoch), else null. */
  openUntil(): number | null
}

type BreakerStorage = Pick<Storage, 'getItem' | 'setItem'>

export const BREAKER_STORAGE_KEY = 'myflix-player-breaker'

function restore(storage: BreakerStorage | undefined): { failures: number; until: number | null } {
  try {
    const saved = JSON.parse(storage?.getItem(BREAKER_STORAGE_KEY) ?? 'null') as unknown
    const { failures, until } = (saved ?? {}) as { failures?: unknown; until?: unknown }
    return {
      failures: typeof failures === 'number' ? failures : 0,
      until: typeof until === 'number' ? until : null,
    }
  } catch {
    return { failures: 0, until: null }
  }
}

/**
 * Spec §4: opens after 5 consecutive setup failures and blocks setups for 10 s. With `storage`
 * (the tab's sessionStorage) it survives a reload, the usual reaction to a failing player, so the
 * provider is not hit again at once.
 */
export function createCircuitBreaker({
  threshold = PLAYER_LIMITS.breakerThreshold,
  resetMs = PLAYER_LIMITS.breakerResetMs,
  now = () => Date.now(),
  storage,
}: {
  threshold?: number
  resetMs?: number
  now?: () => number
  storage?: BreakerStorage
} = {}): CircuitBreaker {
  let { failures, until } = restore(storage)

  function save() {
    try {
      storage?.setItem(BREAKER_STORAGE_KEY, JSON.stringify({ failures, until }))
    } catch {
      // Storage full or disabled: the breaker still works for this page.
    }
  }

  function closeIfDue() {
    if (until !== null && now() >= until) {
      until = null
      failures = 0
      save()
    }
  }

  return {
    canAttempt() {
      closeIfDue()
      return until === null
    },
    recordFailure() {
      closeIfDue()
      failures += 1
      if (failures >= threshold && until === null) until = now() + resetMs
      save()
    },
    recordSuccess() {
      failures = 0
      until = null
      save()
    },
    reset() {
      failures = 0
      until = null
      save()
    },
    openUntil() {
      closeIfDue()
      return until
    },
  }
}
