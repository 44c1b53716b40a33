import type { ParentalState } from './parental.contract'

// Apart from the contract, so the web's first chunk can ask it without loading zod's schemas.

/** Whether a session in `state` may see adult content at `now`: control off, or access still running. */
export function canSeeAdult(
  state: Pick<ParentalState, 'enabled' | 'unlockedUntil'>,
  now = Date.now(),
): boolean {
  if (!state.enabled) return true
  return state.unlockedUntil !== null && Date.parse(state.unlockedUntil) > now
}
