import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'

/**
 * How far something has gone, as a thin bar with its percentage for screen readers: a title or
 * episode watched (along the bottom of its image, the default label), or a programme aired.
 * `ratio` is between 0 and 1 (progressRatio, programmeProgress).
 */
export function ProgressBar({
  ratio,
  label = (percent) => t('library.progress', { percent }),
  thin = false,
  className,
}: {
  ratio: number
  /** What the bar measures, read with its rounded percentage. */
  label?: (percent: number) => string
  /** Half the height, where the bar sits in a dense list. */
  thin?: boolean
  className?: string
}) {
  const percent = Math.round(ratio * 100)
  return (
    <div
      role="progressbar"
      aria-label={label(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="progress-bar"
      className={cn('w-full overflow-hidden bg-white/25', thin ? 'h-0.5' : 'h-1', className)}
    >
      <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  )
}
