import { WifiOff } from 'lucide-react'
import { t } from '@myflix/shared'
import { useOnline } from '@/hooks/use-online'

/** Spec §1 'Modo Offline' badge, on every screen while the browser has no network. */
export function OfflineBadge() {
  const online = useOnline()
  if (online) return null
  return (
    <div
      role="status"
      title={t('pwa.offlineBadge')}
      className="pointer-events-none fixed top-[4.5rem] left-1/2 z-40 flex -translate-x-1/2 items-center gap-1.5 rounded-full border border-danger/50 bg-background/90 px-3 py-1 text-sm font-semibold text-danger shadow-lg backdrop-blur"
    >
      <WifiOff aria-hidden className="size-4" />
      {t('common.offline')}
    </div>
  )
}
