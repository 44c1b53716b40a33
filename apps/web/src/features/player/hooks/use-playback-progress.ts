import { useEffect, useRef, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { POSITION_SAVE_INTERVAL_MS } from '@myflix/shared'
import { libraryKeys, savePosition, sendPositionBeacon } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import type { SeriesNeighbours } from './use-series-neighbours'
import { programmeLength, programmePosition } from '../lib/catchup-timeline'
import { buildSaveRequest, samePoint, type PlaybackPoint } from '../lib/position-save'
import { createResumeGuard, resumeSeekTarget } from '../lib/resume-guard'

/** HTMLMediaElement.HAVE_METADATA: before it, the element's time and length mean nothing. */
const HAVE_METADATA = 1

/**
 * Resume and position saving for a movie or an episode opened with its card:
 * - with `startAt`, seeks there once the media can seek, and saves nothing before playback has got
 *   there (a slow start must not overwrite the saved place with 0);
 * - saves every POSITION_SAVE_INTERVAL_MS while playing, on pause and on the end, on close (or when
 *   another episode takes over), and by beacon when the page is hidden or goes away;
 * - a stream that broke and starts over resumes where it was.
 * Failures are the library's to queue or drop: playback never waits for a save.
 * A channel's catch-up programme (issue 19) is saved the same way, in programme time: its stream
 * starts where it was asked (`streamStart`, null while asked for), so there is no seek of ours, and
 * what it reports before getting there is at most the minute the stream was rounded down to.
 */
export function usePlaybackProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  request: PlayerRequest,
  series: SeriesNeighbours,
  streamStart: number | null = null,
) {
  const queryClient = useQueryClient()
  // A seek that asks for a new stream moves the clock, not the saves: read when observing.
  const streamStartRef = useRef(streamStart)
  useEffect(() => {
    streamStartRef.current = streamStart
  }, [streamStart])
  // The series' list may come after playback started: read when saving, not a reason to start over.
  const seriesRef = useRef(series)
  useEffect(() => {
    seriesRef.current = series
  }, [series])

  useEffect(() => {
    const video = videoRef.current
    const programme = request.type === 'live' ? request.catchup : undefined
    if (!video || !request.content || (request.type === 'live' && !programme)) return
    // A catch-up stream starts where it was asked: no resume seek of ours (no target).
    let guard = createResumeGuard(programme ? null : request.startAt)
    let sought = false
    let last: PlaybackPoint | null = null
    let saved: PlaybackPoint | null = null
    let savedAny = false

    const seekToResume = () => {
      if (sought || guard.reached || guard.target === null || video.readyState < HAVE_METADATA)
        return
      sought = true
      video.currentTime = resumeSeekTarget(guard.target, video.duration)
    }
    const read = (): PlaybackPoint | null => {
      if (!programme) return { position: video.currentTime, duration: video.duration }
      const start = streamStartRef.current
      if (start === null) return null
      return {
        position: programmePosition(programme, start, video.currentTime),
        duration: programmeLength(programme),
      }
    }
    const observe = () => {
      const point = video.readyState < HAVE_METADATA ? null : read()
      if (!point) return
      if (guard.observe({ ...point, seeking: video.seeking })) last = point
    }
    const body = () => {
      if (!last) return null
      const { episode, next } = seriesRef.current
      const named = request.episode || !episode ? request : { ...request, episode }
      return buildSaveRequest(named, last, next, new Date())
    }
    const save = () => {
      const save = body()
      if (!save || !last || samePoint(saved, last)) return null
      saved = last
      savedAny = true
      try {
        return savePosition(save).catch(() => undefined)
      } catch {
        return null
      }
    }
    const beacon = () => {
      const save = body()
      if (!save || !last || samePoint(saved, last)) return
      saved = last
      savedAny = true
      try {
        sendPositionBeacon(save)
      } catch {
        // The page is going away; nothing more can be done.
      }
    }

    const onSeeked = () => {
      // Our resume seek is done: from here on the position is where the user is.
      if (sought) guard.release()
      observe()
    }
    const onStop = () => {
      observe()
      void save()
    }
    const onEmptied = () => {
      // The stream starts over (a retry after it broke): it resumes where it was, not at 0. A
      // catch-up stream starts where it was asked.
      if (programme) return
      sought = false
      if (last && last.position > 0 && last.position < last.duration) {
        guard = createResumeGuard(last.position)
        seekToResume()
      }
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') beacon()
    }
    const mediaEvents: [string, () => void][] = [
      ['loadedmetadata', seekToResume],
      ['canplay', seekToResume],
      ['timeupdate', observe],
      ['seeked', onSeeked],
      ['pause', onStop],
      ['ended', onStop],
      ['emptied', onEmptied],
    ]
    for (const [name, handler] of mediaEvents) video.addEventListener(name, handler)
    window.addEventListener('pagehide', beacon)
    document.addEventListener('visibilitychange', onHidden)
    const interval = setInterval(() => {
      if (!video.paused) void save()
    }, POSITION_SAVE_INTERVAL_MS)
    seekToResume()

    return () => {
      for (const [name, handler] of mediaEvents) video.removeEventListener(name, handler)
      window.removeEventListener('pagehide', beacon)
      document.removeEventListener('visibilitychange', onHidden)
      clearInterval(interval)
      // Closed, or another episode took over: the last point, then 'Continuar Assistindo' afresh.
      const pending = save()
      if (!savedAny) return
      void Promise.resolve(pending).finally(() => {
        void queryClient.invalidateQueries({ queryKey: libraryKeys.continueWatching() })
        void queryClient.invalidateQueries({ queryKey: libraryKeys.progress() })
      })
    }
  }, [videoRef, request, queryClient])
}
