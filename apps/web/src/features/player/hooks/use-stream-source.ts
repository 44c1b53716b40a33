import { useCallback, useMemo, useState } from 'react'
import { t, type CatchupRequest, type Programme } from '@myflix/shared'
import { useCatchupCandidates, usePlayCandidates } from '@/lib/api/media'
import { ApiError } from '@/lib/api/transport'
import type { PlayerRequest } from '@/stores/player-store'
import { firstAt, startOffset } from '../lib/catchup-timeline'
import type { PlayCandidate } from '../lib/playback-controller'

export type LiveFormat = 'hls' | 'ts'

/** A catch-up programme's stream as asked for now. */
export interface CatchupSource {
  programme: Programme
  /** The instant asked for; undefined: the programme's beginning. */
  at: number | undefined
  /** The answered stream's time 0 (unix seconds); null while it is being asked for. */
  streamStart: number | null
  /** Asks for a stream from `at` (a seek the playing stream cannot reach). */
  ask: (at: number | undefined) => void
}

/** What the overlay plays: candidates from /play, or from /catchup for a programme of the archive. */
export interface StreamSource {
  candidates: readonly PlayCandidate[] | undefined
  /** The candidates are being asked for (a loading state covers the video). */
  preparing: boolean
  failed: boolean
  /**
   * What 'unavailable' says, when not the kind's own words: for a catch-up programme, the server's
   * refusal (no archive, expired, parental...) or that the programme cannot be watched.
   */
  unavailable: string | null
  refetch: () => void
  /** Seconds into each candidate to start at. */
  startPosition: number | undefined
  catchup: CatchupSource | null
}

/**
 * The stream of the request: a title or a live channel (`format` forces HLS or MPEG-TS there)
 * through /play; a channel's programme (`request.catchup`) through /catchup, from `startAt` or its
 * beginning, and again from wherever a seek asks.
 */
export function useStreamSource(
  request: PlayerRequest,
  format: LiveFormat | undefined,
): StreamSource {
  const programme = request.type === 'live' ? (request.catchup ?? null) : null
  // A seek's new instant belongs to the request it was made in; another request starts afresh.
  const [asked, setAsked] = useState<{ request: PlayerRequest; at: number | undefined } | null>(
    null,
  )
  const at =
    asked?.request === request
      ? asked.at
      : programme
        ? firstAt(programme, request.startAt)
        : undefined

  const { type, id, ext, seriesId } = request
  const playRequest = useMemo(
    () => ({ type, id, ext, format: type === 'live' ? format : undefined, seriesId }),
    [type, id, ext, seriesId, format],
  )
  const catchupRequest: CatchupRequest | null = programme
    ? { id, start: programme.start, end: programme.end, ...(at === undefined ? {} : { at }) }
    : null
  const play = usePlayCandidates(programme ? null : playRequest)
  const catchup = useCatchupCandidates(catchupRequest)
  const query = programme ? catchup : play
  const streamStart = catchup.data?.streamStart ?? null

  const { refetch: refetchCatchup } = catchup
  const ask = useCallback(
    (next: number | undefined) => {
      // The same instant again (its stream gone meanwhile): a fresh answer restarts it.
      if (next === at) void refetchCatchup()
      else setAsked({ request, at: next })
    },
    [at, request, refetchCatchup],
  )

  const { error } = query
  return {
    candidates: query.data?.candidates,
    preparing: programme ? catchup.isFetching : play.isPending,
    failed: query.isError,
    unavailable: programme
      ? error instanceof ApiError
        ? error.message
        : t('guide.catchup.unavailable')
      : null,
    refetch: () => void query.refetch(),
    startPosition: programme && streamStart !== null ? startOffset(at, streamStart) : undefined,
    catchup: programme ? { programme, at, streamStart, ask } : null,
  }
}
