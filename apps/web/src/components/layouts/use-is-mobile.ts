import { useCallback, useSyncExternalStore } from 'react'

/** Spec §9: phones are narrower than 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)'

/** Whether a media query matches; follows resizes and rotation. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia?.(query)
      media?.addEventListener('change', onChange)
      return () => media?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  )
}

/** True below the 768 px breakpoint; follows resizes and rotation. */
export const useIsMobile = (): boolean => useMediaQuery(MOBILE_QUERY)
