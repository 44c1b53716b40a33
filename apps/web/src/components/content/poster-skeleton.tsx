import { cn } from '@/lib/cn'
import type { PosterCardProps } from './poster-card'

// Apart from the card: skeletons show in the app's shell before any card's code (and norigin's,
// which the card's focus needs) has loaded.

/**
 * A card's shape while its title loads: same image box and caption room, so nothing shifts. It
 * pulses as one (each animation's start is an event React's root listener handles); `pulse` false
 * for a card inside a shape that pulses already.
 */
export function PosterSkeleton({
  kind,
  pulse = true,
}: {
  kind: PosterCardProps['kind']
  pulse?: boolean
}) {
  return (
    <div aria-hidden data-testid="poster-skeleton" className={cn(pulse && 'animate-pulse')}>
      <div
        className={cn(
          'rounded-lg bg-surface-raised',
          kind === 'live' ? 'aspect-square' : 'aspect-[2/3]',
        )}
      />
      <div className={cn('mt-2', kind === 'live' ? 'h-[2.1875rem]' : 'h-[3.1875rem]')}>
        <div className="h-3 w-3/4 rounded bg-surface-raised" />
      </div>
    </div>
  )
}
