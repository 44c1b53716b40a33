import { useCallback, useState } from 'react'
import type { CatalogItem, Programme } from '@myflix/shared'
import { DemoWatchDialog } from '@/components/content/demo-watch-dialog'
import { useCatalogSource, useCatalogStatus } from '@/lib/api/catalog/status'
import { usePlayer } from '@/stores/player-store'
import { catchupPlayRequest, channelPlayRequest } from '../lib/channel-request'

/**
 * Plays a channel from a list in the app's one player, the list for ↑/↓, live or (`playCatchup`)
 * a programme of its archive from the beginning. The built-in demo's channels have no stream: they
 * get the dialog the details page shows, which `dialog` renders.
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
  const playCatchup = useCallback(
    (channel: CatalogItem, programme: Programme, list: readonly CatalogItem[]) => {
      if (source === 'demo') setDemoOpen(true)
      else play(catchupPlayRequest(channel, list, programme))
    },
    [source, play],
  )
  const dialog = (
    <DemoWatchDialog open={demoOpen} onOpenChange={setDemoOpen} hasCloud={status.data != null} />
  )
  return { playChannel, playCatchup, dialog }
}
