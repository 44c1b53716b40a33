import { ChevronDown, ChevronUp } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** ↑/↓ on the screen's right edge of a channel with a list: the previous and the next channel. */
export function ChannelArrows({
  visible,
  onChannel,
}: {
  visible: boolean
  onChannel: (step: 1 | -1) => void
}) {
  return (
    <div
      className={cn(
        'absolute top-1/2 right-2 flex -translate-y-1/2 flex-col gap-3 transition-opacity duration-300 sm:right-4',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('player.previousChannel')}
        onClick={() => onChannel(-1)}
      >
        <ChevronUp aria-hidden />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('player.nextChannel')}
        onClick={() => onChannel(1)}
      >
        <ChevronDown aria-hidden />
      </Button>
    </div>
  )
}
