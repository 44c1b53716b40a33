import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Where `ref`'s element starts on the page, as a window virtualiser's `scrollMargin`: read before
 * paint, and again whenever `remeasure` changes (what may have moved the element, or mounted it).
 */
export function useScrollMargin(ref: RefObject<HTMLElement | null>, remeasure: unknown): number {
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY)
  }, [ref, remeasure])
  return scrollMargin
}
