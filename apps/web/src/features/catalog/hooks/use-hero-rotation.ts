import { useCallback, useEffect, useRef, useState } from 'react'
import { createHeroRotation, type HeroRotation } from '../lib/hero-rotation'

/** The hero's current slide, driven by the tested rotation timer (remount to restart at 0). */
export function useHeroRotation(count: number) {
  const [index, setIndex] = useState(0)
  const rotation = useRef<HeroRotation | null>(null)

  useEffect(() => {
    const created = createHeroRotation(count, setIndex)
    rotation.current = created
    return () => created.dispose()
  }, [count])

  const select = useCallback((next: number) => rotation.current?.select(next), [])
  const setHovered = useCallback((hovered: boolean) => rotation.current?.setHovered(hovered), [])
  return { index: count === 0 ? 0 : Math.min(index, count - 1), select, setHovered }
}
