import { useEffect, useRef, type RefObject } from 'react'

/** Whether focus rests nowhere in particular: a route change unmounted what had it. */
function nothingFocused(): boolean {
  const active = document.activeElement
  return !active || active === document.body || active.tagName === 'MAIN'
}

/**
 * Focuses `target` once, as soon as it can take focus (`ready`), if the page opened with focus
 * nowhere: OK on a remote then plays (issue 21). It neither scrolls nor, after a click, shows a
 * ring (the browser shows focus rings for script focus only after keys), so pointer users see
 * nothing change; focus the user already moved is left alone.
 */
export function useOpeningFocus(target: RefObject<HTMLElement | null>, ready: boolean): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !ready) return
    done.current = true
    if (nothingFocused()) target.current?.focus({ preventScroll: true })
  }, [target, ready])
}
