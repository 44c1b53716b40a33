import { useCallback, useMemo, useRef } from 'react'
import type { PlayRequest } from '@myflix/shared'
import { usePlayerStore, type PlayerRequest } from '@/stores/player-store'
import { createThrottle } from '../lib/season-change'

/** Spec §9: play clicks count once per second. */
export const PLAY_THROTTLE_MS = 1_000

export interface WatchSession {
  request: PlayRequest
  title: string
}

/**
 * What the player gets besides the stream: its poster, ↑/↓ channels, what the library needs, and
 * for a channel a programme of its archive.
 */
export type WatchExtras = Pick<
  PlayerRequest,
  'poster' | 'channels' | 'startAt' | 'content' | 'episode' | 'catchup'
>

/**
 * Where the player plugs in: `onWatch(request, title)` is the one entry point details uses to start
 * playback. It hands the request to the app's one player (stores/player-store.ts, overlay mounted in
 * the signed-in layout); `session` mirrors what that player is playing.
 */
export function useWatch() {
  const playing = usePlayerStore((state) => state.request)
  const play = usePlayerStore((state) => state.play)
  const close = usePlayerStore((state) => state.close)
  const throttle = useRef(createThrottle(PLAY_THROTTLE_MS))
  const session = useMemo<WatchSession | null>(
    () =>
      playing && {
        request: { type: playing.type, id: playing.id, ext: playing.ext },
        title: playing.title,
      },
    [playing],
  )
  const onWatch = useCallback(
    (request: PlayRequest, title: string, extras: WatchExtras = {}) =>
      throttle.current(() => play({ ...request, title, ...extras })),
    [play],
  )
  return { session, onWatch, close }
}
