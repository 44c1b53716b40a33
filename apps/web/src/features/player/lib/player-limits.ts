/** Spec §9 Player: 5 attempts, 8 s setup, 10 s breaker, 3 s recovery, 500 ms start delay. */
export const PLAYER_LIMITS = {
  maxAttempts: 5,
  setupTimeoutMs: 8_000,
  startDelayMs: 500,
  breakerThreshold: 5,
  breakerResetMs: 10_000,
  recoveryMs: 3_000,
  /** Spec §4: the overlay unlocks itself after this long in retrying or error. */
  stuckMs: 10_000,
} as const
