import { useSyncExternalStore } from 'react'

/** Spec §9: phones are narrower than 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)'

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(MOBILE_QUERY)
  media?.addEventListener('change', onChange)
  return () => media?.removeEventListener('change', onChange)
}

/** True below the 768 px breakpoint; follows resizes and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(MOBILE_QUERY).matches ?? false,
    () => false,
  )
}
