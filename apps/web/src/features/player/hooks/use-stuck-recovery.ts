import { useEffect } from 'react'
import { PLAYER_LIMITS } from '../lib/player-limits'
import { isFinalError, type PlayerMachineState } from '../lib/player-machine'

/**
 * Spec §4: after 10 s of retrying or error the overlay runs the emergency recovery by itself. A
 * final answer (the title is unavailable, the provider is not answering, the external-player offer)
 * is not a stuck state, so it stays until the user acts.
 */
export function useStuckRecovery(state: PlayerMachineState, recover: () => void) {
  const stuck =
    state.phase === 'retrying' || (state.phase === 'error' && !isFinalError(state.error))
  useEffect(() => {
    if (!stuck) return
    const timer = setTimeout(recover, PLAYER_LIMITS.stuckMs)
    return () => clearTimeout(timer)
  }, [stuck, recover])
}
