import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link'
import { usePlayerStore } from '@/stores/player-store'
import { isPlayerEntry, withPlayerEntry } from '../lib/player-history'

/**
 * The overlay's own history entry (issue 21): opening it pushes the same URL with a marker, so the
 * browser's or a remote's Back pops it and closes the player on the page it was opened on; closing
 * it any other way (✕, Escape, the end) pops the entry, so no stray entry stays behind. Zapping and
 * the next episode play in the same entry. The overlay belongs to its page: a link that leaves it
 * closes the player too. On close, focus goes back to what opened the player, or to the page's
 * content when that is gone.
 */
export function usePlayerHistory() {
  const location = useLocation()
  const navigate = useNavigate()
  const isOpen = usePlayerStore((state) => state.request !== null)
  const close = usePlayerStore((state) => state.close)
  // The overlay stands on a marked entry of its own (pushed, or found there after a reload).
  const owned = useRef(false)
  const opener = useRef<HTMLElement | null>(null)
  const marked = isPlayerEntry(location.state)

  // Layout effect: it runs before the overlay's own effect takes the focus.
  useLayoutEffect(() => {
    if (!isOpen) return
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
    return () => restoreFocus(opener.current)
  }, [isOpen])

  // In the commit that opens the overlay, so a Back pressed at once finds the entry to pop.
  useLayoutEffect(() => {
    if (isOpen && !owned.current) {
      owned.current = true
      if (!marked) {
        const { pathname, search, hash } = location
        void navigate(
          { pathname, search, hash },
          { state: withPlayerEntry(location.state), preventScrollReset: true },
        )
      }
    } else if (isOpen && !marked) {
      // Back popped the entry (or a link left the page): the overlay goes with it.
      owned.current = false
      close()
    } else if (!isOpen && owned.current) {
      owned.current = false
      if (marked) void navigate(-1)
    }
  }, [isOpen, marked, location, navigate, close])
}

function restoreFocus(opener: HTMLElement | null) {
  // After the overlay left the DOM and the page is no longer inert. A player opened again by then
  // keeps the focus it took: without `inert` (older TV browsers, jsdom) the page would take it.
  requestAnimationFrame(() => {
    if (usePlayerStore.getState().request !== null) return
    if (opener?.isConnected && !opener.closest('[inert]')) opener.focus({ preventScroll: true })
    else document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
  })
}
