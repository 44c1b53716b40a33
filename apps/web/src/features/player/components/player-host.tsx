import { lazy, Suspense } from 'react'
import { useIsMobile } from '@/components/layouts/use-is-mobile'
import { usePlayerStore } from '@/stores/player-store'
import { usePlayLink } from '../hooks/use-play-link'
import { usePlayerHistory } from '../hooks/use-player-history'
import { PlayerErrorBoundary } from './player-error-boundary'

// The overlay (and, through it, hls.js and mpegts.js) loads the first time something plays.
const PlayerOverlay = lazy(async () => ({
  default: (await import('./player-overlay')).PlayerOverlay,
}))

/**
 * Mounted once in the signed-in layout; shows the player whenever `usePlayer().play(...)` asked.
 * `userId`: whose track choices the player remembers on this device.
 */
export function PlayerHost({ userId }: { userId: string | null }) {
  const request = usePlayerStore((state) => state.request)
  const play = usePlayerStore((state) => state.play)
  const close = usePlayerStore((state) => state.close)
  const mobile = useIsMobile()
  usePlayLink()
  usePlayerHistory()
  if (!request) return null
  return (
    <PlayerErrorBoundary episode={request.type === 'episode'} mobile={mobile} onClose={close}>
      <Suspense fallback={<div className="fixed inset-0 z-50 bg-black" />}>
        <PlayerOverlay request={request} onClose={close} onSwitch={play} userId={userId} />
      </Suspense>
    </PlayerErrorBoundary>
  )
}
