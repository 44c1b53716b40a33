// Free of norigin: the entry uses it (focus-return.ts), and norigin loads with the app's frame.

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false
}

/**
 * Brings a newly focused element into view the least that shows it whole (rows scroll sideways,
 * the page up or down). Focus itself never scrolls (`preventScroll`): the browser would centre it.
 */
export function revealFocused(element: Element): void {
  element.scrollIntoView?.({
    block: 'nearest',
    inline: 'nearest',
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  })
}

/** Focuses an element as an arrow press does: focus, then reveal. */
export function focusByArrow(element: HTMLElement): void {
  element.focus({ preventScroll: true })
  revealFocused(element)
}
