import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/** Controls hide after this long without input while the video plays. */
export const CONTROLS_HIDE_MS = 3_000

const INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel'] as const

/**
 * The controls show on any input (pointer, touch, key) and hide after 3 s without one, but only
 * while `canHide`: a paused video, an open menu, a card or keyboard focus in the controls keep them.
 * `onInput` hears every input too (the 'still watching' count starts over on it).
 */
export function useControlsVisibility(
  containerRef: RefObject<HTMLElement | null>,
  { canHide, onInput }: { canHide: boolean; onInput?: () => void },
) {
  const [idle, setIdle] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const canHideRef = useRef(canHide)
  const onInputRef = useRef(onInput)
  useEffect(() => {
    canHideRef.current = canHide
    onInputRef.current = onInput
  })

  const arm = useCallback(() => {
    clearTimeout(timer.current)
    if (canHideRef.current) timer.current = setTimeout(() => setIdle(true), CONTROLS_HIDE_MS)
  }, [])

  const wake = useCallback(() => {
    setIdle(false)
    onInputRef.current?.()
    arm()
  }, [arm])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    for (const name of INPUT_EVENTS) container.addEventListener(name, wake, { passive: true })
    // Keys come to the whole page (the player's keys listen there too).
    window.addEventListener('keydown', wake, true)
    return () => {
      for (const name of INPUT_EVENTS) container.removeEventListener(name, wake)
      window.removeEventListener('keydown', wake, true)
    }
  }, [containerRef, wake])

  // Pinned, they show whatever `idle` says; free again, the 3 s start from now.
  useEffect(() => {
    if (canHide) arm()
    else clearTimeout(timer.current)
  }, [canHide, arm])

  useEffect(() => () => clearTimeout(timer.current), [])

  return { visible: !idle || !canHide, show: wake }
}
