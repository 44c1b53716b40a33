import { useEffect } from 'react'

type SessionActions = {
  play: () => void
  pause: () => void
  seekBy?: (seconds: number) => void
  previous?: () => void
  next?: () => void
}

/** Title and artwork for the OS media controls, lock screen and remotes; handlers for their keys. */
export function useMediaSession(
  metadata: { title: string; artwork?: string | null } | null,
  actions: SessionActions,
) {
  const { title, artwork } = metadata ?? {}
  const { play, pause, seekBy, previous, next } = actions
  useEffect(() => {
    if (!title || !('mediaSession' in navigator)) return
    const session = navigator.mediaSession
    session.metadata = new MediaMetadata({
      title,
      artist: 'myflix',
      artwork: artwork ? [{ src: new URL(artwork, location.origin).href }] : [],
    })
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', play],
      ['pause', pause],
      ['seekbackward', seekBy ? (details) => seekBy(-(details.seekOffset ?? 10)) : null],
      ['seekforward', seekBy ? (details) => seekBy(details.seekOffset ?? 10) : null],
      ['previoustrack', previous ?? null],
      ['nexttrack', next ?? null],
    ]
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      session.metadata = null
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null)
        } catch {
          // As above.
        }
      }
    }
  }, [title, artwork, play, pause, seekBy, previous, next])
}
