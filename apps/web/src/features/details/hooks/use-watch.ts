import { useCallback, useRef, useState } from 'react'
import type { PlayRequest } from '@myflix/shared'
import { createThrottle } from '../lib/season-change'

/** Spec §9: play clicks count once per second. */
export const PLAY_THROTTLE_MS = 1_000

export interface WatchSession {
  request: PlayRequest
  title: string
}

/**
 * Where the player plugs in: `onWatch(request, title)` is the one entry point details uses to start
 * playback. For now it opens the minimal `<video>` dialog (WatchDialog); the player issue replaces
 * what it opens, not who calls it.
 */
export function useWatch() {
  const [session, setSession] = useState<WatchSession | null>(null)
  const throttle = useRef(createThrottle(PLAY_THROTTLE_MS))
  const onWatch = useCallback(
    (request: PlayRequest, title: string) => throttle.current(() => setSession({ request, title })),
    [],
  )
  const close = useCallback(() => setSession(null), [])
  return { session, onWatch, close }
}
