import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { usePlayerStore } from '@/stores/player-store'

/**
 * The overlay belongs to the page it was opened on: Back (a phone's back button) or any link that
 * leaves that page closes it instead of leaving it over another screen.
 */
export function useCloseOnNavigation() {
  const { pathname } = useLocation()
  const isOpen = usePlayerStore((state) => state.request !== null)
  const close = usePlayerStore((state) => state.close)
  const openedOn = useRef<string | null>(null)

  useEffect(() => {
    if (!isOpen) {
      openedOn.current = null
      return
    }
    if (openedOn.current === null) openedOn.current = pathname
    else if (openedOn.current !== pathname) close()
  }, [isOpen, pathname, close])
}
