import { useRef } from 'react'
import type { PlayerRequest } from '@/stores/player-store'
import { usePlaybackProgress } from '../hooks/use-playback-progress'
import type { SeriesNeighbours } from '../hooks/use-series-neighbours'
import type { TimelineSource } from '../hooks/use-stream-timeline'
import type { TimelineClock } from '../lib/stream-timeline'

const noSeries: SeriesNeighbours = { episode: null, next: null }

/** `usePlaybackProgress` on a bare element (`data-testid="video"`), as the overlay runs it. */
export function ProgressHarness(props: {
  request: PlayerRequest
  series?: SeriesNeighbours
  stream?: TimelineSource | null
}) {
  const ref = useRef<HTMLVideoElement>(null)
  usePlaybackProgress(ref, props.request, props.series ?? noSeries, props.stream)
  return <video ref={ref} data-testid="video" />
}

/** A stream that starts where it was asked, on `clock`; `key` names the stream. */
export const timedStream = (
  clock: TimelineClock,
  key: unknown,
  restart: (position: number) => void,
): TimelineSource => ({
  clock: () => clock,
  reachable: () => [],
  restart,
  key,
  startsWhereAsked: true,
})
