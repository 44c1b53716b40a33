import { useEffect } from 'react'
import { PLAYER_LIMITS } from '../lib/player-limits'
import type { PlayerMachineState } from '../lib/player-machine'

/**
 * Spec §4: after 10 s of retrying or error the overlay runs the emergency recovery by itself. The
 * external-player offer is an answer, not a stuck state, so it stays until the user acts.
 */
export function useStuckRecovery(state: PlayerMachineState, recover: () => void) {
  const stuck =
    state.phase === 'retrying' || (state.phase === 'error' && state.error?.kind !== 'unsupported')
  useEffect(() => {
    if (!stuck) return
    const timer = setTimeout(recover, PLAYER_LIMITS.stuckMs)
    return () => clearTimeout(timer)
  }, [stuck, recover])
}
