import { PLAYER_LIMITS } from './player-limits'

/** How long a run of quick zaps waits after its last press before a stream starts. */
export const ZAP_COALESCE_MS = 300

/**
 * The wait before a stream is set up (docs/decisions.md, "Issue 21: zapping"). Spec §9's 500 ms
 * start delay guards what nobody asked for twice: the overlay's first start, and every retry. A
 * zap in the open overlay is an explicit key, so it starts at once, as a TV does; only a press made
 * while the channel before it has not started yet (the user flicking through) waits, and each
 * press of such a run restarts the wait, so only the channel the user stops on is streamed.
 */
export function startDelayMs(zap: { previousPlaying: boolean } | null): number {
  if (!zap) return PLAYER_LIMITS.startDelayMs
  return zap.previousPlaying ? 0 : ZAP_COALESCE_MS
}
