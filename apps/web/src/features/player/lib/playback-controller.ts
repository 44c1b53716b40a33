import type { CircuitBreaker } from './circuit-breaker'
import { PLAYER_LIMITS } from './player-limits'
import {
  initialPlayerState,
  playerReducer,
  type PlayerEvent,
  type PlayerMachineState,
} from './player-machine'

export type PlayCandidate = { url: string; ext: string }

/**
 * `unreachable`: it failed because the provider did not answer (a retry may work later); `busy`: our
 * server refused to convert one more video now (429), which no other attempt changes.
 */
export type AttemptOutcome = 'playing' | 'failed' | 'unsupported' | 'unreachable' | 'busy'

export interface PlaybackControllerDeps {
  candidates: readonly PlayCandidate[]
  /**
   * Sets one candidate up and settles once it plays, cannot play in this browser, or failed. When
   * `signal` aborts (time-out, a newer attempt, stop) the engine must be torn down.
   */
  attempt: (candidate: PlayCandidate, signal: AbortSignal) => Promise<AttemptOutcome>
  breaker: CircuitBreaker
  onChange: (state: PlayerMachineState) => void
  /** The wait before the first setup (a zap's, lib/zap-pacing); retries keep the spec's delay. */
  startDelayMs?: number
  now?: () => number
}

export interface PlaybackController {
  start(): void
  /** 'Tentar Novamente': resets the breaker and starts over. */
  retry(): void
  /** The stream broke after it had started (network drop, a live stream that ended). */
  reportFailure(): void
  /** Emergency recovery: nothing set up for 3 s, then the error states are cleared. */
  recover(): void
  stop(): void
  getState(): PlayerMachineState
}

/**
 * Drives the reducer with real time: 500 ms before each setup (`startDelayMs` before the first), 8 s for a candidate to start, the
 * breaker consulted before every setup and, when open, a restart scheduled for when it closes.
 */
export function createPlaybackController(deps: PlaybackControllerDeps): PlaybackController {
  const now = deps.now ?? (() => Date.now())
  let state = initialPlayerState
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: AbortController | null = null

  function dispatch(event: PlayerEvent) {
    state = playerReducer(state, event)
    deps.onChange(state)
  }

  function cancel() {
    clearTimeout(timer)
    current?.abort()
    current = null
  }

  function schedule(run: () => void, ms: number) {
    clearTimeout(timer)
    timer = setTimeout(run, Math.max(0, ms))
  }

  function setup(delay: number = PLAYER_LIMITS.startDelayMs) {
    if (!deps.breaker.canAttempt()) {
      const until = deps.breaker.openUntil() ?? now() + PLAYER_LIMITS.breakerResetMs
      dispatch({ type: 'blocked', until })
      schedule(() => start(), until - now())
      return
    }
    schedule(() => void attempt(), delay)
  }

  function afterFailure(providerDown = false) {
    deps.breaker.recordFailure()
    dispatch({ type: 'failed', providerDown })
    if (state.phase === 'retrying') setup()
  }

  async function attempt() {
    const candidate = deps.candidates[state.index]
    if (!candidate) return
    const control = new AbortController()
    current?.abort()
    current = control
    const timeout = new Promise<AttemptOutcome>((resolve) => {
      const id = setTimeout(() => resolve('failed'), PLAYER_LIMITS.setupTimeoutMs)
      control.signal.addEventListener('abort', () => clearTimeout(id))
    })
    const outcome = await Promise.race([
      deps.attempt(candidate, control.signal).catch((): AttemptOutcome => 'failed'),
      timeout,
    ])
    // A stop, a retry or a newer attempt took over while this one was pending.
    if (current !== control) return
    if (outcome === 'playing') {
      deps.breaker.recordSuccess()
      dispatch({ type: 'succeeded' })
      return
    }
    control.abort()
    current = null
    // Not the player's failure: the breaker is left alone, and the user decides (retry or the link).
    if (outcome === 'busy') return dispatch({ type: 'busy', url: candidate.url })
    if (outcome === 'unsupported') {
      dispatch({ type: 'unsupported', url: candidate.url })
      if (state.phase === 'retrying') setup()
      return
    }
    afterFailure(outcome === 'unreachable')
  }

  function start(delay?: number) {
    cancel()
    dispatch({ type: 'start', candidates: deps.candidates.length })
    setup(delay)
  }

  return {
    start: () => start(deps.startDelayMs),
    retry() {
      deps.breaker.reset()
      start()
    },
    reportFailure() {
      if (!state.playing) return
      cancel()
      afterFailure()
    },
    recover() {
      cancel()
      dispatch({ type: 'recover' })
      schedule(() => dispatch({ type: 'recovered' }), PLAYER_LIMITS.recoveryMs)
    },
    stop() {
      cancel()
      dispatch({ type: 'stop' })
    },
    getState: () => state,
  }
}
