import { useIsMobile, useMediaQuery } from '@/components/layouts/use-is-mobile'
import { phonePlatform, vlcLink } from '../lib/external-player'

/** 'Abrir no VLC' for an external-player link, on an Android or iOS phone (or tablet); else null. */
export function useVlcLink(link: string | null): string | null {
  const phone = useIsMobile()
  const touch = useMediaQuery('(pointer: coarse)')
  if (!link || !(phone || touch)) return null
  const platform = phonePlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0)
  return platform ? vlcLink(link, platform) : null
}
