import { PLAYER_LIMITS } from './player-limits'

/** Spec §4 player states. `idle` covers both "nothing to set up" and "playing fine". */
export type PlayerPhase = 'idle' | 'initializing' | 'retrying' | 'error' | 'recovering'

export type PlayerError =
  /** Every attempt failed: spec §8 'Erro na reprodução'. */
  | { kind: 'unavailable' }
  /** Every attempt failed and the last because the provider did not answer our proxy. */
  | { kind: 'unreachable' }
  /** The circuit breaker is open: spec §8 'Player temporariamente indisponível'. */
  | { kind: 'breaker'; until: number }
  /** The stream exists but this browser cannot decode it; `url` is the link for an external player. */
  | { kind: 'unsupported'; url: string }
  /** Our server is converting all the videos it can (issue 20); `url` as for 'unsupported'. */
  | { kind: 'busy'; url: string }

export interface PlayerMachineState {
  phase: PlayerPhase
  /** Failed setups since the last start or success. */
  attempts: number
  /** The candidate being (or last) set up. */
  index: number
  /** Candidates that exist but cannot play here: never tried again in this session. */
  dropped: readonly boolean[]
  unsupportedUrl: string | null
  /** The last failure was the provider not answering (our proxy said 502/503/504). */
  providerDown: boolean
  error: PlayerError | null
  playing: boolean
}

export type PlayerEvent =
  | { type: 'start'; candidates: number }
  | { type: 'blocked'; until: number }
  | { type: 'succeeded' }
  | { type: 'failed'; providerDown?: boolean }
  | { type: 'unsupported'; url: string }
  | { type: 'busy'; url: string }
  | { type: 'recover' }
  | { type: 'recovered' }
  | { type: 'stop' }

export const initialPlayerState: PlayerMachineState = {
  phase: 'idle',
  attempts: 0,
  index: 0,
  dropped: [],
  unsupportedUrl: null,
  providerDown: false,
  error: null,
  playing: false,
}

/**
 * An answer that stays until the user acts (retry or close): the emergency recovery unlocks the
 * interface but does not wipe it into a black screen (docs/decisions.md, issue 16). The breaker's
 * error is not one: it clears itself when the breaker closes.
 */
export function isFinalError(error: PlayerError | null): boolean {
  return error !== null && error.kind !== 'breaker'
}

/** The next candidate after `from` still in rotation, wrapping around; -1 when none is left. */
function nextIndex(dropped: readonly boolean[], from: number): number {
  for (let step = 1; step <= dropped.length; step++) {
    const index = (from + step) % dropped.length
    if (!dropped[index]) return index
  }
  return -1
}

function giveUp(state: PlayerMachineState): PlayerMachineState {
  const error: PlayerError = state.unsupportedUrl
    ? { kind: 'unsupported', url: state.unsupportedUrl }
    : state.providerDown
      ? { kind: 'unreachable' }
      : { kind: 'unavailable' }
  return { ...state, phase: 'error', error, playing: false }
}

/**
 * Spec §4 player resilience as a pure reducer: candidates in order, cycling until 5 failed attempts;
 * success resets the attempts; a stream the browser cannot decode leaves the rotation and, if nothing
 * else plays, ends in the external-player offer instead of an endless spinner.
 */
export function playerReducer(state: PlayerMachineState, event: PlayerEvent): PlayerMachineState {
  switch (event.type) {
    case 'start':
      return {
        ...initialPlayerState,
        phase: 'initializing',
        dropped: Array.from({ length: event.candidates }, () => false),
      }
    case 'blocked':
      return {
        ...state,
        phase: 'error',
        error: { kind: 'breaker', until: event.until },
        playing: false,
      }
    case 'succeeded':
      return { ...state, phase: 'idle', attempts: 0, error: null, playing: true }
    case 'failed': {
      const attempts = state.attempts + 1
      const providerDown = event.providerDown === true
      const next = nextIndex(state.dropped, state.index)
      if (attempts >= PLAYER_LIMITS.maxAttempts || next === -1)
        return giveUp({ ...state, attempts, providerDown })
      return { ...state, attempts, providerDown, index: next, phase: 'retrying', playing: false }
    }
    case 'unsupported': {
      const dropped = state.dropped.map((gone, index) => gone || index === state.index)
      const unsupportedUrl = state.unsupportedUrl ?? event.url
      const next = nextIndex(dropped, state.index)
      const after = { ...state, dropped, unsupportedUrl, playing: false }
      if (next === -1) return giveUp(after)
      return { ...after, index: next, phase: 'retrying' }
    }
    case 'busy':
      return { ...state, phase: 'error', error: { kind: 'busy', url: event.url }, playing: false }
    case 'recover':
      return { ...state, phase: 'recovering' }
    case 'recovered':
      return isFinalError(state.error)
        ? { ...state, phase: 'error' }
        : { ...state, phase: 'idle', error: null }
    case 'stop':
      return initialPlayerState
  }
}
