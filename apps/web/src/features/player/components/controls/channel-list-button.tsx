import { ListVideo } from 'lucide-react'
import { t } from '@myflix/shared'
import { Button } from '@/components/ui/button'
import { CHANNEL_LIST_ID } from '../channel-list-panel'

/** 'Canais' in the live bar: opens and closes the channel list (the L key does the same). */
export function ChannelListButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      type="button"
      variant="overlay"
      size="sm"
      title={t('guide.player.channelsHint')}
      aria-expanded={open}
      aria-controls={open ? CHANNEL_LIST_ID : undefined}
      onClick={onToggle}
    >
      <ListVideo aria-hidden />
      <span className="max-sm:sr-only">{t('guide.player.channels')}</span>
    </Button>
  )
}
