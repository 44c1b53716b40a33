import { useEffect, type RefObject } from 'react'
import { pauseSpatialNavigation } from '@/lib/spatial-navigation'
import { inertOthers, nextTabStop } from '../lib/focus-scope'

/**
 * Focus stays inside the overlay while it is open (issue 21): the rest of the app is inert, and Tab
 * and Shift+Tab go round the overlay's own stops instead of leaving for the browser's bar. Radix
 * menus of the player keep their own Tab (they close on it). The app's spatial navigation rests
 * meanwhile: the player moves focus with its own keys (hooks/use-player-keys.ts).
 */
export function useFocusScope(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => pauseSpatialNavigation(), [])
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const restore = inertOthers(container)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented || event.ctrlKey || event.altKey) return
      const target = nextTabStop(container, document.activeElement, event.shiftKey)
      if (!target) return
      event.preventDefault()
      target.focus()
    }
    container.addEventListener('keydown', onKeyDown)
    return () => {
      container.removeEventListener('keydown', onKeyDown)
      restore()
    }
  }, [containerRef])
}
