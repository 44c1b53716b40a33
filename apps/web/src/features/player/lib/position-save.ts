import {
  catchupLibraryId,
  type EpisodeRef,
  type Programme,
  type SavePositionRequest,
} from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { programmeLength } from './catchup-timeline'

/** Where playback stands, as last seen on the element. */
export type PlaybackPoint = { position: number; duration: number }

/** The contract's bound for any second (two days). */
const MAX_SECONDS = 172_800

/**
 * The save the library takes for this point, or null when there is nothing to keep: a channel
 * live, a title opened without its card (`content`), or media whose length is not known (yet). A
 * catch-up programme's point is in programme time (seconds into it, and its length).
 */
export function buildSaveRequest(
  request: PlayerRequest,
  point: PlaybackPoint,
  next: EpisodeRef | null,
  now: Date,
): SavePositionRequest | null {
  const { content } = request
  if (!content) return null
  const programme = request.type === 'live' ? request.catchup : undefined
  if (request.type === 'live' && !programme) return null
  // A catch-up programme is measured by the programme, whatever length the element reports.
  const duration = programme ? programmeLength(programme) : point.duration
  if (!Number.isFinite(duration) || duration <= 0 || duration > MAX_SECONDS) return null
  const position = Math.min(
    duration,
    Math.max(0, Number.isFinite(point.position) ? point.position : 0),
  )
  const saved = { position, duration, at: now.toISOString(), content }
  if (programme) return { ...catchupKey(request.id, programme), ...saved, next: null }
  const episode = request.type === 'episode'
  return {
    kind: episode ? 'episode' : 'movie',
    id: request.id,
    series_id: episode ? (request.seriesId ?? null) : null,
    episode: episode ? (request.episode ?? null) : null,
    programme: null,
    ...saved,
    next: episode ? next : null,
  }
}

/** A catch-up programme is kept like a movie, under its channel's card (issue 19). */
const catchupKey = (channelId: string, programme: Programme) => ({
  kind: 'catchup' as const,
  id: catchupLibraryId(channelId, programme.start),
  series_id: null,
  episode: null,
  programme: {
    channel_id: channelId,
    start: programme.start,
    end: programme.end,
    title: programme.title.slice(0, 500),
  },
})

/** Two saves this close say the same thing; the second is skipped. */
export const SAME_POINT_S = 1

export const samePoint = (a: PlaybackPoint | null, b: PlaybackPoint) =>
  a !== null && Math.abs(a.position - b.position) < SAME_POINT_S && a.duration === b.duration
