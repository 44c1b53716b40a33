/** The overlay keeps the page behind it still; emergency recovery must be able to undo any lock. */
export function lockPageScroll(): () => void {
  const previous = document.body.style.overflow
  document.body.style.overflow = 'hidden'
  return () => {
    document.body.style.overflow = previous
  }
}

/**
 * Spec §4 emergency recovery: scrolling and pointer input back, whatever left them off (our own lock,
 * or a dialog library that set `pointer-events: none` on the body and never cleared it).
 */
export function unlockInterface() {
  document.body.style.overflow = ''
  document.body.style.pointerEvents = ''
  document.documentElement.style.overflow = ''
  document.documentElement.style.pointerEvents = ''
}
