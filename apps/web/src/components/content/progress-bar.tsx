import { t } from '@myflix/shared'
import { cn } from '@/lib/cn'

/**
 * How far a title or episode was watched: a thin bar along the bottom of its image. `ratio` is
 * between 0 and 1 (progressRatio).
 */
export function ProgressBar({ ratio, className }: { ratio: number; className?: string }) {
  const percent = Math.round(ratio * 100)
  return (
    <div
      role="progressbar"
      aria-label={t('library.progress', { percent })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="progress-bar"
      className={cn('h-1 w-full overflow-hidden bg-white/25', className)}
    >
      <div className="h-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  )
}
