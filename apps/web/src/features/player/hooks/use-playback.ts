import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { attemptStream } from '../lib/attempt-stream'
import type { EngineTrackControl } from '../lib/engines/engine-types'
import { createCircuitBreaker } from '../lib/circuit-breaker'
import { browserCapabilities } from '../lib/engine-plan'
import { unlockInterface } from '../lib/interface-lock'
import {
  createPlaybackController,
  type PlayCandidate,
  type PlaybackController,
} from '../lib/playback-controller'
import { initialPlayerState, type PlayerMachineState } from '../lib/player-machine'
import { unavailableText, type PlayKind } from '../lib/player-texts'
import { startDelayMs } from '../lib/zap-pacing'

// One breaker for the tab: five failures in a row block the next title too (spec §4), even after a
// reload.
const breaker = createCircuitBreaker({ storage: sessionStorage })

/** How a stream plays besides its kind. */
export type PlaybackOptions = {
  /**
   * A broadcast (live TV): no picture check, and an end is a drop. A channel's catch-up programme
   * is not one: it has an end, as a movie does.
   */
  live: boolean
  /** Seconds into each candidate to start at (a catch-up stream asked from inside a programme). */
  startPosition?: number
  /** A channel the user zapped to in the open overlay: it starts without the spec's delay. */
  zap?: boolean
}

/** Runs the spec §4 player over the given candidates on the given element. */
export function usePlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  candidates: readonly PlayCandidate[] | undefined,
  kind: PlayKind,
  { live, startPosition, zap = false }: PlaybackOptions,
) {
  const [state, setState] = useState<PlayerMachineState>(initialPlayerState)
  const controllerRef = useRef<PlaybackController | null>(null)
  // Whether the last stream set up had started when it was replaced: a zap from it is a new one,
  // a zap from one still starting is part of a run of presses (lib/zap-pacing).
  const previousPlayingRef = useRef(false)
  // The audio and subtitle renditions of the engine playing (hls.js), for the track menus.
  const [tracks, setTracks] = useState<EngineTrackControl | null>(null)

  useEffect(() => {
    const video = videoRef.current
    if (!video || !candidates?.length) return
    const caps = browserCapabilities()
    const controller = createPlaybackController({
      candidates,
      breaker,
      onChange: setState,
      startDelayMs: startDelayMs(zap ? { previousPlaying: previousPlayingRef.current } : null),
      attempt: (candidate, signal) =>
        attemptStream(candidate, signal, {
          video,
          caps,
          live,
          startPosition,
          onBroken: () => controller.reportFailure(),
          onTracks: setTracks,
        }),
    })
    controllerRef.current = controller
    controller.start()
    return () => {
      previousPlayingRef.current = controller.getState().playing
      controller.stop()
      controllerRef.current = null
    }
    // `zap` is read when the candidates change, not a reason to start the same ones again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, candidates, live, startPosition])

  const errorKind = state.error?.kind
  useEffect(() => {
    if (errorKind === 'unavailable' || errorKind === 'unreachable')
      notify({
        title: t('player.playbackErrorTitle'),
        description: errorKind === 'unavailable' ? unavailableText(kind) : t('player.providerDown'),
        variant: 'error',
      })
    if (errorKind === 'breaker')
      notify({
        title: t('player.breakerTitle'),
        description: t('player.breakerText'),
        variant: 'error',
      })
  }, [errorKind, kind])

  const retry = useCallback(() => controllerRef.current?.retry(), [])
  const recover = useCallback(() => {
    unlockInterface()
    controllerRef.current?.recover()
  }, [])

  return { state, retry, recover, tracks }
}
