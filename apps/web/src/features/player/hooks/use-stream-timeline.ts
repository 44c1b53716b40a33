import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { unixNow } from '@/lib/programme-time'
import { catchupAt, catchupClock, reachableSpans } from '../lib/catchup-timeline'
import {
  ANYWHERE,
  offsetClock,
  planSeek,
  restartSecond,
  spans,
  type TimeSpan,
  type TimelineClock,
} from '../lib/stream-timeline'
import type { StreamSource } from './use-stream-source'

/**
 * How long a seek that needs a new stream waits for the next one: dragging the bar or pressing →
 * five times asks once, for where the user stopped.
 */
export const SEEK_RESTART_DELAY_MS = 400

/** The stream the overlay plays, as its timeline sees it. */
export interface TimelineSource {
  /** Read at each use: a programme on air keeps growing. */
  clock: () => TimelineClock
  /** Where the element seeks by itself, in its own time. */
  reachable: (video: HTMLMediaElement) => readonly TimeSpan[]
  /** Plays a new stream from the title's second `position`. */
  restart: (position: number) => void
  /** The stream playing: another one comes from a seek or a choice, the same one again from a retry. */
  key: unknown
  /** It starts where it was asked (a programme of the archive, a processed title), not at 0. */
  startsWhereAsked: boolean
}

/** What the seek bar, the keys and the media keys run on: the title's time. */
export interface StreamTimeline {
  /** Seconds into the title (where a seek that waits for its stream is going, meanwhile). */
  position: number
  /** The title's length; NaN while unknown. */
  duration: number
  /** `position` read now (between renders): what a choice that starts a new stream starts from. */
  now: () => number
  seekTo: (seconds: number) => void
  seekBy: (seconds: number) => void
  /** 'Assistir novamente': from the beginning, playing. */
  replay: () => void
}

type SourceContext = {
  /** The playing candidate's extension: catch-up seeks in HLS's `seekable`, in MPEG-TS's `buffered`. */
  ext: string | undefined
  /** A channel on air: no timeline. */
  onAir: boolean
  /** The element's length: a title played as it is knows its own. */
  elementDuration: number
}

/**
 * The timeline of what the overlay plays, one for all three: a programme of the archive asks
 * /catchup again with `at` (issue 19); a remuxed or transcoded title starts its URL again with `?t=`
 * for any seek but to its own start (issue 20); a title played as it is seeks anywhere by itself. Null for a channel on air, and while a programme's stream is being asked for.
 */
export function timelineSource(
  source: StreamSource,
  { ext, onAir, elementDuration }: SourceContext,
): TimelineSource | null {
  const { catchup, media, candidates: key } = source
  if (catchup) {
    const { programme, streamStart, ask } = catchup
    if (streamStart === null) return null
    return {
      clock: () => catchupClock(programme, streamStart, unixNow()),
      reachable: (video) => reachableSpans(video, ext),
      restart: (position) => ask(catchupAt(programme, position)),
      key,
      startsWhereAsked: true,
    }
  }
  if (onAir) return null
  if (media && media.path !== 'direct') {
    const { offset, restartAt } = source
    const length = media.duration
    return {
      clock: () => offsetClock(offset, length),
      // Not `buffered`: Chromium keeps a progressive stream without byte ranges to `seekable`
      // [0, 0] and moves a seek into what has arrived to 0 (measured), so only its start is native.
      reachable: (video) => spans(video.seekable),
      restart: (position) => restartAt(restartSecond(position, length ?? Number.NaN)),
      key,
      startsWhereAsked: true,
    }
  }
  return {
    clock: () => offsetClock(0, elementDuration),
    reachable: () => ANYWHERE,
    restart: source.restartAt,
    key,
    startsWhereAsked: false,
  }
}

/**
 * Seeking across the whole title: inside what the playing stream reaches the element seeks; anywhere
 * else a new stream is asked for, SEEK_RESTART_DELAY_MS after the last seek. Null without a source.
 */
export function useStreamTimeline(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: TimelineSource | null,
  currentTime: number,
): StreamTimeline | null {
  // Read when seeking, so the callbacks stay the same while the stream's clock moves on.
  const sourceRef = useRef(source)
  useLayoutEffect(() => {
    sourceRef.current = source
  })
  // Where a seek that waits for its stream is going: shown meanwhile, and the base of the next ±10 s.
  const [waiting, setWaiting] = useState<number | null>(null)
  const waitingRef = useRef<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancel = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  const wait = useCallback(
    (seconds: number | null) => {
      cancel()
      waitingRef.current = seconds
      setWaiting(seconds)
    },
    [cancel],
  )

  const go = useCallback(
    (seconds: number, delay: number) => {
      const video = videoRef.current
      const current = sourceRef.current
      if (!video || !current) return null
      const plan = planSeek(seconds, current.clock(), current.reachable(video))
      if (plan.kind === 'native') {
        wait(null)
        video.currentTime = plan.time
        return plan
      }
      wait(plan.position)
      const restart = () => {
        timer.current = undefined
        sourceRef.current?.restart(plan.position)
      }
      if (delay > 0) timer.current = setTimeout(restart, delay)
      else restart()
      return plan
    },
    [videoRef, wait],
  )

  const seekTo = useCallback((seconds: number) => void go(seconds, SEEK_RESTART_DELAY_MS), [go])
  const seekBy = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      const current = sourceRef.current
      if (!video || !current) return
      seekTo((waitingRef.current ?? current.clock().position(video.currentTime)) + seconds)
    },
    [videoRef, seekTo],
  )
  const now = useCallback(() => {
    const video = videoRef.current
    const current = sourceRef.current
    if (waitingRef.current !== null) return waitingRef.current
    return video && current ? current.clock().position(video.currentTime) : 0
  }, [videoRef])
  const replay = useCallback(() => {
    if (go(0, 0)?.kind === 'native') void videoRef.current?.play().catch(() => {})
  }, [go, videoRef])

  // Another stream (a choice, a retry's answer): a seek still waiting belonged to the one before.
  const key = source?.key
  useEffect(() => cancel, [key, cancel])
  // The stream asked for plays: the bar follows it again.
  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    const onPlaying = () => {
      if (timer.current === undefined && waitingRef.current !== null) wait(null)
    }
    video.addEventListener('playing', onPlaying)
    return () => video.removeEventListener('playing', onPlaying)
  }, [videoRef, wait])

  if (!source) return null
  const clock = source.clock()
  return {
    position: waiting ?? clock.position(currentTime),
    duration: clock.length,
    now,
    seekTo,
    seekBy,
    replay,
  }
}
