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
import { firstAt, startOffset } from '../lib/catchup-timeline'
import { playRequestOf, type LiveFormat } from '../lib/play-request'
import type { PlayCandidate } from '../lib/playback-controller'
import { resumeSeekTarget } from '../lib/resume-guard'
import { playAheadAnswer } from './use-play-ahead'

export type { LiveFormat }

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

const START_SUFFIX = new RegExp(`[?&]${STREAM_START_PARAM}=\\d+$`)

/** The URL as /play answered it, without the start `withStart` gave it. */
export const withoutStart = (url: string) => url.replace(START_SUFFIX, '')

/** A whole second, as `withStart` asks for one: the offset is then the stream's time 0 exactly. */
const startSecond = (seconds: number) => Math.max(0, Math.floor(seconds))

/** Where a processed stream of a title opened to resume starts: undefined from its beginning. */
function resumeSecond(startAt: number | null | undefined, duration: number | null) {
  if (typeof startAt !== 'number' || !(startAt > 0)) return undefined
  return startSecond(resumeSeekTarget(startAt, duration ?? Number.NaN))
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
    () => playRequestOf({ type, id, ext, seriesId }, format, languages.split(','), audio),
    [type, id, ext, seriesId, format, audio, languages],
  )
  const catchupRequest: CatchupRequest | null = programme
    ? { id, start: programme.start, end: programme.end, ...(at === undefined ? {} : { at }) }
    : null
  // A zap to a neighbour asked ahead (use-play-ahead) starts without a round trip.
  const play = usePlayCandidates(programme ? null : playRequest, playAheadAnswer(playRequest))
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
  // A processed stream cannot seek to a resume point: it starts there (the title's own plays from 0
  // and seeks, in use-playback-progress). A channel on air has no second to start at.
  const restart =
    type === 'live'
      ? undefined
      : (chosen?.at ?? (processed ? resumeSecond(request.startAt, media.duration) : undefined))
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
        at: startSecond(seconds),
        count: (last?.count ?? 0) + 1,
      })),
    [request],
  )
  const chooseAudio = useCallback(
    (index: number, position: number) =>
      setChoice((last) => ({
        request,
        audio: index,
        at: startSecond(position),
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
