import { useSyncExternalStore } from 'react'

/** The browser's default root font size, which the app's px constants are written for. */
export const DEFAULT_REM_PX = 16

function readRemPx(): number {
  const size = parseFloat(getComputedStyle(document.documentElement).fontSize)
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_REM_PX
}

let current: number | null = null

/** The root size changes with the window's width (styles/index.css) and with 'Modo TV' (`data-tv`). */
function subscribe(onChange: () => void) {
  // It may have changed while nothing listened; React reads the snapshot again after subscribing.
  current = readRemPx()
  const update = () => {
    const next = readRemPx()
    if (next === current) return
    current = next
    onChange()
  }
  const observer = new MutationObserver(update)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-tv'] })
  window.addEventListener('resize', update)
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', update)
  }
}

/**
 * The px size of 1rem now. Cards sized in rem grow with a larger root (a wide screen, the TV layout),
 * so anything that places them by arithmetic (a virtualised row) must scale with it.
 */
export function useRemPx(): number {
  return useSyncExternalStore(
    subscribe,
    () => (current ??= readRemPx()),
    () => DEFAULT_REM_PX,
  )
}
