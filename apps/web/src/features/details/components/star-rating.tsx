import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'

/** `filled` of `total` stars; the label carries the value for screen readers. */
export function StarRating({
  filled,
  total = 5,
  label,
  className,
}: {
  filled: number
  total?: number
  label: string
  className?: string
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: total }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={cn(
            'size-4',
            index < Math.round(filled) ? 'fill-yellow-400 text-yellow-400' : 'text-muted/50',
          )}
        />
      ))}
    </span>
  )
}
