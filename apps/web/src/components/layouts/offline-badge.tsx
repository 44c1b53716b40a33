import { WifiOff } from 'lucide-react'
import { t } from '@myflix/shared'
import { useOnline } from '@/hooks/use-online'
import { cn } from '@/lib/cn'

/**
 * Spec §1 'Modo Offline' badge while our server cannot be reached. Each layout places it in its own
 * flow (the header, above the brand), never fixed over the page, so it cannot cover a title.
 */
export function OfflineBadge({ className }: { className?: string }) {
  const online = useOnline()
  if (online) return null
  return (
    <div
      role="status"
      title={t('pwa.offlineBadge')}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full border border-danger/50 bg-background/90 px-3 py-1 text-sm font-semibold whitespace-nowrap text-danger',
        className,
      )}
    >
      <WifiOff aria-hidden className="size-4" />
      {t('common.offline')}
    </div>
  )
}
