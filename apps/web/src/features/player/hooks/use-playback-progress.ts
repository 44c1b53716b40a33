import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { POSITION_SAVE_INTERVAL_MS } from '@myflix/shared'
import { libraryKeys, savePosition, sendPositionBeacon } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import type { SeriesNeighbours } from './use-series-neighbours'
import type { TimelineSource } from './use-stream-timeline'
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
 * A stream that starts where it was asked (`stream.startsWhereAsked`: a channel's catch-up programme
 * of issue 19, a remuxed or transcoded title of issue 20) is read on its timeline's clock, in the
 * title's time: there is no resume seek of ours (the stream starts at the resume point), and one
 * that broke is asked again from where it was. A programme's stream being asked for (`stream` null)
 * has nothing to read.
 */
export function usePlaybackProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  request: PlayerRequest,
  series: SeriesNeighbours,
  stream: TimelineSource | null = null,
) {
  const queryClient = useQueryClient()
  // A seek that asks for a new stream moves the clock, not the saves: read when observing. Set
  // before the old stream is torn down (usePlayback's cleanup, a passive effect), so its 'emptied'
  // already knows another stream replaced it (a seek, a choice) and is not a retry's.
  const streamRef = useRef(stream)
  const replacedRef = useRef(false)
  useLayoutEffect(() => {
    const before = streamRef.current?.key
    streamRef.current = stream
    if (before !== undefined && before !== stream?.key) replacedRef.current = true
  }, [stream])
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
    // The stream `last` was read on.
    let lastKey: unknown = undefined
    let saved: PlaybackPoint | null = null
    let savedAny = false
    const timed = () => (streamRef.current?.startsWhereAsked ? streamRef.current : null)

    const seekToResume = () => {
      if (sought || guard.reached || guard.target === null || video.readyState < HAVE_METADATA)
        return
      // A processed stream was started at the resume point.
      if (timed()) return
      sought = true
      video.currentTime = resumeSeekTarget(guard.target, video.duration)
    }
    const read = (): PlaybackPoint | null => {
      const stream = timed()
      if (!stream)
        return programme ? null : { position: video.currentTime, duration: video.duration }
      const clock = stream.clock()
      return { position: clock.position(video.currentTime), duration: clock.length }
    }
    const observe = () => {
      const point = video.readyState < HAVE_METADATA ? null : read()
      if (!point) return
      if (!guard.observe({ ...point, seeking: video.seeking })) return
      last = point
      lastKey = streamRef.current?.key
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
      const replaced = replacedRef.current
      replacedRef.current = false
      // Another stream, asked for by a seek or a choice: where it starts is where the user is.
      if (replaced) return guard.release()
      const stream = timed()
      if (stream) {
        // The same one again, a retry after it broke: asked for from where it was, if it got
        // anywhere (a stream that never played is simply set up again).
        if (last && lastKey === stream.key && last.position < last.duration)
          stream.restart(last.position)
        return
      }
      // A programme's stream being asked for starts where it was asked.
      if (programme) return
      // The stream starts over (a retry after it broke): it resumes where it was, not at 0.
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
