import type { KeyboardEvent } from 'react'
import { directionOfKey, focusByArrow, neighbourInScope } from '@/lib/spatial-navigation'

/**
 * A native select as one stop of the arrows' navigation (the season picker, the guide's
 * category): every arrow moves on to its neighbour, as from a button, and Enter (a remote's OK)
 * opens its list, where the arrows choose. Left to the browser, ↑/↓ would change the value and
 * trap a remote in the picker. Space and Alt+↓ still open it; a click is unchanged.
 */
export function remoteSelectKeyDown(event: KeyboardEvent<HTMLSelectElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const select = event.currentTarget
  if (event.key === 'Enter') {
    event.preventDefault()
    openPicker(select)
    return
  }
  const direction = directionOfKey(event.key)
  if (!direction) return
  event.preventDefault()
  const next = neighbourInScope(select, direction)
  if (next) focusByArrow(next)
}

function openPicker(select: HTMLSelectElement): void {
  try {
    select.showPicker()
  } catch {
    // Refused (no user activation, or a browser without it): Space still opens the list.
  }
}
