import { useCallback, useState } from 'react'
import type { CatalogItem } from '@myflix/shared'
import { DemoWatchDialog } from '@/components/content/demo-watch-dialog'
import { useCatalogSource, useCatalogStatus } from '@/lib/api/catalog/status'
import { usePlayer } from '@/stores/player-store'
import { channelPlayRequest } from '../lib/channel-request'

/**
 * Plays a channel from a list in the app's one player, the list for ↑/↓. The built-in demo's
 * channels have no stream: they get the dialog the details page shows, which `dialog` renders.
 */
export function usePlayChannel() {
  const source = useCatalogSource('live')
  const status = useCatalogStatus()
  const { play } = usePlayer()
  const [demoOpen, setDemoOpen] = useState(false)
  const playChannel = useCallback(
    (channel: CatalogItem, list: readonly CatalogItem[]) => {
      if (source === 'demo') setDemoOpen(true)
      else play(channelPlayRequest(channel, list))
    },
    [source, play],
  )
  const dialog = (
    <DemoWatchDialog open={demoOpen} onOpenChange={setDemoOpen} hasCloud={status.data != null} />
  )
  return { playChannel, dialog }
}
