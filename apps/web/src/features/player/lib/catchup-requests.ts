import { catchupOffer, type ChannelNowNext, type Programme } from '@myflix/shared'
import { nowNextAt } from '@/lib/programme-time'
import type { PlayerRequest } from '@/stores/player-store'

// The live overlay's ways in and out of a channel's archive (issue 19): 'Assistir do início' (and
// ←) restarts the programme on now, 'Voltar ao vivo' and a zap go back to live.

/** Days of archive the channel's card declares; 0 for none (or a card not given). */
export const archiveDays = (request: PlayerRequest) =>
  request.type === 'live' ? (request.content?.tv_archive_days ?? 0) : 0

/** The same channel, or another one's card put in its place, live: no programme, no resume point. */
export function liveRequest(request: PlayerRequest): PlayerRequest {
  const { catchup: _programme, startAt: _startAt, ...live } = request
  return live
}

/** The channel's programme `programme` from its beginning. */
export const restartRequest = (request: PlayerRequest, programme: Programme): PlayerRequest => ({
  ...liveRequest(request),
  catchup: programme,
})

/**
 * The programme 'Assistir do início' restarts at `now` (unix seconds): the one on now, on a channel
 * whose archive reaches its start; null without archive or without a programme on now.
 */
export function restartableProgramme(
  days: number,
  entry: ChannelNowNext | undefined,
  now: number,
): Programme | null {
  if (days <= 0) return null
  const { now: onAir } = nowNextAt(entry, now)
  return onAir && catchupOffer(onAir, days, now) === 'restart' ? onAir : null
}
