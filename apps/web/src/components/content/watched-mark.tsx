import { Check } from 'lucide-react'
import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'

/** A watched title or episode: a check in a disc over the corner of its image. */
export function WatchedMark({ className }: { className?: string }) {
  return (
    <span
      role="img"
      aria-label={t('library.watched')}
      title={t('library.watched')}
      data-testid="watched-mark"
      className={cn(
        'flex size-6 items-center justify-center rounded-full bg-success text-white shadow',
        className,
      )}
    >
      <Check aria-hidden className="size-4" strokeWidth={3} />
    </span>
  )
}
