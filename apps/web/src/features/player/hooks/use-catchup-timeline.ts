import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { unixNow } from '@/lib/programme-time'
import {
  planSeek,
  programmeLength,
  programmePosition,
  reachableSpans,
} from '../lib/catchup-timeline'
import type { CatchupSource } from './use-stream-source'

/**
 * How long a seek that needs a new stream waits for the next one: dragging the bar or pressing →
 * five times asks the server once, for where the user stopped.
 */
export const CATCHUP_ASK_DELAY_MS = 400

/** A catch-up programme as the seek bar, the keys and the media keys see it: in programme time. */
export interface CatchupTimeline {
  /** Seconds into the programme (where a seek waiting to ask is going, meanwhile). */
  position: number
  /** The programme's length. */
  duration: number
  seekTo: (seconds: number) => void
  seekBy: (seconds: number) => void
}

/**
 * Seeking across a whole catch-up programme (issue 19): inside what the playing stream reaches
 * (`seekable` for HLS, `buffered` for MPEG-TS) the element seeks; anywhere else the server is asked
 * for a stream from there. Null while no stream is answered.
 */
export function useCatchupTimeline(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: CatchupSource | null,
  ext: string | undefined,
  currentTime: number,
): CatchupTimeline | null {
  const programme = source?.programme ?? null
  const streamStart = source?.streamStart ?? null
  const ask = source?.ask
  // Where a seek that waits to ask is going: shown meanwhile, and the base of the next ±10 s.
  const [waiting, setWaiting] = useState<number | null>(null)
  const waitingRef = useRef<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const settle = useCallback((seconds: number | null) => {
    clearTimeout(timer.current)
    waitingRef.current = seconds
    setWaiting(seconds)
  }, [])

  const seekTo = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      if (!video || !programme || streamStart === null || !ask) return
      const plan = planSeek(seconds, {
        programme,
        streamStart,
        reachable: reachableSpans(video, ext),
        now: unixNow(),
      })
      if (plan.kind === 'native') {
        settle(null)
        video.currentTime = plan.time
        return
      }
      settle(Math.max(0, Math.min(seconds, programmeLength(programme))))
      timer.current = setTimeout(() => {
        settle(null)
        ask(plan.at)
      }, CATCHUP_ASK_DELAY_MS)
    },
    [videoRef, programme, streamStart, ask, ext, settle],
  )

  const seekBy = useCallback(
    (seconds: number) => {
      const video = videoRef.current
      if (!video || !programme || streamStart === null) return
      const from =
        waitingRef.current ?? programmePosition(programme, streamStart, video.currentTime)
      seekTo(from + seconds)
    },
    [videoRef, programme, streamStart, seekTo],
  )

  // Another stream (or none): a seek still waiting belonged to the one before.
  useEffect(() => () => settle(null), [programme, streamStart, settle])

  if (!programme || streamStart === null) return null
  return {
    position: waiting ?? programmePosition(programme, streamStart, currentTime),
    duration: programmeLength(programme),
    seekTo,
    seekBy,
  }
}
