import { useEffect, useState } from 'react'

/** How long the channel and its programme stay up after a zap, controls hidden or not. */
export const ZAP_FLASH_MS = 5_000

/**
 * True for a few seconds after the channel changes (as a TV shows the channel banner on a zap),
 * then false until the next change.
 */
export function useZapFlash(channelId: string, enabled: boolean): boolean {
  const [flash, setFlash] = useState({ id: channelId, on: false })
  // A new channel turns the banner on in the same render (no frame without it).
  if (flash.id !== channelId) setFlash({ id: channelId, on: enabled })
  useEffect(() => {
    if (!flash.on) return
    const timer = setTimeout(() => setFlash((shown) => ({ ...shown, on: false })), ZAP_FLASH_MS)
    return () => clearTimeout(timer)
  }, [flash])
  return flash.on && flash.id === channelId
}
