/** Marks the control bar, so the player's keys know focus is in it. */
export const BAR_ATTRIBUTE = 'data-player-bar'
/** Marks the seek bar: it keeps ←/→ for seeking. */
export const SEEK_BAR_ATTRIBUTE = 'data-seek-bar'

/** Focus "on the video": the overlay itself, the element, or nothing (the page's body). */
export const onVideo = (target: EventTarget | null, container: HTMLElement | null) =>
  target === container ||
  target === document.body ||
  (target instanceof HTMLVideoElement && container?.contains(target) === true)

export const inBar = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${BAR_ATTRIBUTE}]`) !== null

/**
 * Arrows inside the bar (issue 21), as a remote moves through a TV player's bar: ←/→ go from control
 * to control (not on the seek bar, where they seek, nor on a slider's own ↑/↓); ↓ goes from the seek
 * bar to the buttons under it; ↑ goes from the buttons to the seek bar, and from the seek bar (or a
 * bar without one) back to the video. `stops`: the bar's controls in order, the seek bar first.
 * Answers the control to focus, 'video', or null to leave the key to the control.
 */
export function barKeyTarget(
  key: string,
  stops: readonly HTMLElement[],
  current: HTMLElement,
): HTMLElement | 'video' | null {
  const seekBar = stops.find((stop) => stop.hasAttribute(SEEK_BAR_ATTRIBUTE)) ?? null
  const buttons = stops.filter((stop) => stop !== seekBar)
  const onSeekBar = current === seekBar
  const slider = current instanceof HTMLInputElement && current.type === 'range'
  const at = buttons.indexOf(current)
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      if (onSeekBar || at === -1) return null
      return buttons[at + (key === 'ArrowLeft' ? -1 : 1)] ?? current
    case 'ArrowUp':
      if (slider && !onSeekBar) return null
      return onSeekBar || !seekBar ? 'video' : seekBar
    case 'ArrowDown':
      if (slider && !onSeekBar) return null
      return onSeekBar ? (buttons[0] ?? current) : current
    default:
      return null
  }
}
