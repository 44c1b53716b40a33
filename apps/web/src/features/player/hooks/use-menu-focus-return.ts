import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { PlayerRequest } from '@/stores/player-store'
import { onVideo } from '../lib/bar-keys'

/** How a track menu hands its button's focus to the overlay, which outlives the bar. */
export interface MenuFocusReturn {
  /** The menu closed with its button gone: Radix had nowhere to put focus back. */
  lost: (menu: string) => void
  /** The menu's button is on screen (again). */
  shown: (menu: string, button: HTMLElement) => void
}

/**
 * Radix puts focus back on a menu's button when the menu closes, but a choice that restarts the
 * stream (another audio of a processed title) takes the whole bar away while the new stream is
 * asked for and starts: focus falls to the page's body, the bar hides, and a remote has to find it
 * again. The button takes focus back as soon as it shows, if focus is still nowhere. Focus the user
 * moves anywhere meanwhile, or another title, cancels that.
 */
export function useMenuFocusReturn(
  containerRef: RefObject<HTMLElement | null>,
  request: PlayerRequest,
): MenuFocusReturn {
  const pending = useRef<string | null>(null)
  const restoring = useRef(false)

  useEffect(() => {
    pending.current = null
  }, [request])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const onFocusIn = () => {
      if (!restoring.current) pending.current = null
    }
    container.addEventListener('focusin', onFocusIn)
    return () => container.removeEventListener('focusin', onFocusIn)
  }, [containerRef])

  return useMemo(
    () => ({
      lost: (menu) => {
        pending.current = menu
      },
      shown: (menu, button) => {
        if (pending.current !== menu) return
        if (!onVideo(document.activeElement ?? document.body, containerRef.current)) return
        // Kept after this: a bar that goes again before the stream settles brings it back again.
        restoring.current = true
        button.focus()
        restoring.current = false
      },
    }),
    [containerRef],
  )
}
