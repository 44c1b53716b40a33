import type { EpisodeRef, SavePositionRequest } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'

/** Where playback stands, as last seen on the element. */
export type PlaybackPoint = { position: number; duration: number }

/** The contract's bound for any second (two days). */
const MAX_SECONDS = 172_800

/**
 * The save the library takes for this point, or null when there is nothing to keep: a channel, a
 * title opened without its card (`content`), or media whose length is not known (yet).
 */
export function buildSaveRequest(
  request: PlayerRequest,
  point: PlaybackPoint,
  next: EpisodeRef | null,
  now: Date,
): SavePositionRequest | null {
  if (request.type === 'live' || !request.content) return null
  const { duration } = point
  if (!Number.isFinite(duration) || duration <= 0 || duration > MAX_SECONDS) return null
  const position = Math.min(
    duration,
    Math.max(0, Number.isFinite(point.position) ? point.position : 0),
  )
  const episode = request.type === 'episode'
  return {
    kind: episode ? 'episode' : 'movie',
    id: request.id,
    series_id: episode ? (request.seriesId ?? null) : null,
    episode: episode ? (request.episode ?? null) : null,
    position,
    duration,
    at: now.toISOString(),
    content: request.content,
    next: episode ? next : null,
  }
}

/** Two saves this close say the same thing; the second is skipped. */
export const SAME_POINT_S = 1

export const samePoint = (a: PlaybackPoint | null, b: PlaybackPoint) =>
  a !== null && Math.abs(a.position - b.position) < SAME_POINT_S && a.duration === b.duration
