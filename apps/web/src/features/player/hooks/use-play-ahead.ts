import { useEffect, type RefObject } from 'react'
import type { PlayRequest } from '@myflix/shared'
import { postPlay } from '@/lib/api/media'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'
import { neighbourChannel } from '../lib/keyboard'
import { createPlayAhead } from '../lib/play-ahead'
import { playRequestOf, type LiveFormat } from '../lib/play-request'

// One for the tab: the overlay is the only player, and its answers are the neighbours of what plays.
const playAhead = createPlayAhead({
  fetch: (request) => postPlay(request),
  // playRequestOf builds every request alike, so its text tells two apart.
  key: (request) => JSON.stringify(request),
})

/** The /play answer asked ahead for `request`, while it is fresh. */
export const playAheadAnswer = (request: PlayRequest) => playAhead.take(request)

/**
 * Once a channel plays, asks /play for the channels ↑ and ↓ lead to (issue 21), as a zap would
 * ask for them, so that a zap starts its stream without waiting for the server. Nothing is asked
 * before the channel's own picture moves: its start comes first. The element's `playing` says so
 * at once (the player's state still speaks of the channel before for a render).
 */
export function usePlayAhead(
  videoRef: RefObject<HTMLVideoElement | null>,
  request: PlayerRequest,
  channels: readonly PlayerChannel[],
  format: LiveFormat | undefined,
  audioLanguages: readonly string[],
) {
  const onAir = request.type === 'live' && !request.catchup
  const languages = audioLanguages.join(',')
  const { id, ext, seriesId } = request
  useEffect(() => {
    const video = videoRef.current
    if (!onAir || !video) return
    const prepare = () => {
      const steps = [-1, 1] as const
      const neighbours = steps.flatMap((step) => {
        const channel = neighbourChannel(channels, id, step)
        return channel && channel.id !== id ? [channel.id] : []
      })
      playAhead.prepare(
        neighbours.map((neighbour) =>
          playRequestOf(
            { type: 'live', id: neighbour, ext, seriesId },
            format,
            languages.split(','),
          ),
        ),
      )
    }
    video.addEventListener('playing', prepare, { once: true })
    return () => video.removeEventListener('playing', prepare)
  }, [videoRef, onAir, channels, id, ext, seriesId, format, languages])
}
