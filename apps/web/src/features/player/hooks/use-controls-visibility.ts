import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/** Controls hide after this long without input while the video plays. */
export const CONTROLS_HIDE_MS = 3_000

/** Marks what keeps the controls up while it has keyboard focus (the bar, later its menus). */
export const HOLD_ATTRIBUTE = 'data-hold-controls'

const POINTER_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel'] as const

const holds = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${HOLD_ATTRIBUTE}]`) !== null

/**
 * The controls show on any input (pointer, touch, key) and hide after 3 s without one, but only
 * while `canHide` (not paused, no card or question open) and no keyboard user is inside them.
 * `onInput` hears every input too (the 'still watching' count starts over on it).
 */
export function useControlsVisibility(
  containerRef: RefObject<HTMLElement | null>,
  {
    canHide,
    onInput,
    quietKey,
  }: {
    canHide: boolean
    onInput?: () => void
    /** A key that leaves the bar as it is (a zap: the channel banner shows instead). */
    quietKey?: (event: KeyboardEvent) => boolean
  },
) {
  const [idle, setIdle] = useState(false)
  // Keyboard focus inside the controls; a mouse click leaves focus there too, but then it does not hold.
  const [keyboardHold, setKeyboardHold] = useState(false)
  const usingKeys = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const free = canHide && !keyboardHold
  const freeRef = useRef(free)
  const onInputRef = useRef(onInput)
  const quietKeyRef = useRef(quietKey)
  useEffect(() => {
    freeRef.current = free
    onInputRef.current = onInput
    quietKeyRef.current = quietKey
  })

  const arm = useCallback(() => {
    clearTimeout(timer.current)
    if (freeRef.current) timer.current = setTimeout(() => setIdle(true), CONTROLS_HIDE_MS)
  }, [])

  const wake = useCallback(() => {
    setIdle(false)
    onInputRef.current?.()
    arm()
  }, [arm])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const onPointer = () => {
      usingKeys.current = false
      setKeyboardHold(false)
      wake()
    }
    const onKey = (event: KeyboardEvent) => {
      usingKeys.current = true
      if (quietKeyRef.current?.(event)) onInputRef.current?.()
      else wake()
    }
    const onFocusIn = (event: FocusEvent) =>
      setKeyboardHold(usingKeys.current && holds(event.target))
    const onFocusOut = (event: FocusEvent) => {
      if (!holds(event.relatedTarget)) setKeyboardHold(false)
    }
    for (const name of POINTER_EVENTS)
      container.addEventListener(name, onPointer, { passive: true })
    container.addEventListener('focusin', onFocusIn)
    container.addEventListener('focusout', onFocusOut)
    // Keys come to the whole page (the player's keys listen there too).
    window.addEventListener('keydown', onKey, true)
    return () => {
      for (const name of POINTER_EVENTS) container.removeEventListener(name, onPointer)
      container.removeEventListener('focusin', onFocusIn)
      container.removeEventListener('focusout', onFocusOut)
      window.removeEventListener('keydown', onKey, true)
    }
  }, [containerRef, wake])

  // Held, they show whatever `idle` says; free again, the 3 s start from now.
  useEffect(() => {
    if (free) arm()
    else clearTimeout(timer.current)
  }, [free, arm])

  useEffect(() => () => clearTimeout(timer.current), [])

  return { visible: !idle || !free, show: wake }
}
