import { useCallback, useMemo, useState } from 'react'
import {
  STREAM_START_PARAM,
  t,
  type CatchupRequest,
  type PlaybackPlan,
  type Programme,
} from '@myflix/shared'
import { useCatchupCandidates, usePlayCandidates } from '@/lib/api/media'
import { ApiError } from '@/lib/api/transport'
import type { PlayerRequest } from '@/stores/player-store'
import { browserCodecs } from '../lib/browser-codecs'
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
  /** What the server does to the stream, and its tracks (issue 20); null before /play answers. */
  media: PlaybackPlan | null
  /**
   * The title's second at the element's time 0: where a remuxed or transcoded stream was started
   * (it cannot seek natively: a seek starts it again there); 0 for a stream played as it is.
   */
  offset: number
  /** Plays the title again from `seconds`: a new processed stream, or a native seek's start. */
  restartAt: (seconds: number) => void
  /** Plays audio track `index` (PlaybackPlan.audio), from the title's second `position`. */
  chooseAudio: (index: number, position: number) => void
}

/** A processed stream's URL from `seconds` into the title. */
export function withStart(url: string, seconds: number): string {
  if (seconds <= 0) return url
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}${STREAM_START_PARAM}=${Math.floor(seconds)}`
}

/** A choice made in this request: an audio track, a start, and a count that makes each one new. */
interface Choice {
  request: PlayerRequest
  audio: number | undefined
  at: number | undefined
  count: number
}

/**
 * The stream of the request: a title or a live channel (`format` forces HLS or MPEG-TS there)
 * through /play; a channel's programme (`request.catchup`) through /catchup, from `startAt` or its
 * beginning, and again from wherever a seek asks.
 */
export function useStreamSource(
  request: PlayerRequest,
  format: LiveFormat | undefined,
  audioLanguages: readonly string[] = ['por'],
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

  const [choice, setChoice] = useState<Choice | null>(null)
  const chosen = choice?.request === request ? choice : null
  const audio = chosen?.audio
  const languages = audioLanguages.join(',')

  const { type, id, ext, seriesId } = request
  const playRequest = useMemo(
    () => ({
      type,
      id,
      ext,
      format: type === 'live' ? format : undefined,
      seriesId,
      codecs: browserCodecs(),
      ...(audio === undefined ? {} : { audio }),
      audioLanguages: languages.split(','),
    }),
    [type, id, ext, seriesId, format, audio, languages],
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

  const media = programme ? null : (play.data?.media ?? null)
  const processed = media !== null && media.path !== 'direct'
  const restart = chosen?.at
  const count = chosen?.count
  const answered = query.data?.candidates
  const candidates = useMemo(
    () =>
      processed && restart !== undefined && answered
        ? answered.map((candidate) => ({ ...candidate, url: withStart(candidate.url, restart) }))
        : answered,
    // `count` makes a start asked twice a new stream (the same second after a failure).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [processed, restart, answered, count],
  )
  const restartAt = useCallback(
    (seconds: number) =>
      setChoice((last) => ({
        request,
        audio: last?.request === request ? last.audio : undefined,
        at: Math.max(0, seconds),
        count: (last?.count ?? 0) + 1,
      })),
    [request],
  )
  const chooseAudio = useCallback(
    (index: number, position: number) =>
      setChoice((last) => ({
        request,
        audio: index,
        at: Math.max(0, position),
        count: (last?.count ?? 0) + 1,
      })),
    [request],
  )

  const { error } = query
  return {
    candidates,
    preparing: programme ? catchup.isFetching : play.isPending,
    failed: query.isError,
    unavailable: programme
      ? error instanceof ApiError
        ? error.message
        : t('guide.catchup.unavailable')
      : null,
    refetch: () => void query.refetch(),
    startPosition: programme
      ? streamStart !== null
        ? startOffset(at, streamStart)
        : undefined
      : processed
        ? undefined
        : restart,
    catchup: programme ? { programme, at, streamStart, ask } : null,
    media,
    offset: processed ? (restart ?? 0) : 0,
    restartAt,
    chooseAudio,
  }
}
