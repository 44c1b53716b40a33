import type { CatalogItem } from '@myflix/shared'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'

const toPlayerChannel = (item: CatalogItem): PlayerChannel => ({
  id: item.stream_id,
  title: item.name,
  poster: item.image,
  content: item,
})

/**
 * What playing a channel from a list asks of the player: the channel with its card (for the recent
 * row), and the list as shown for ↑/↓, as the details page and the recent row ask.
 */
export function channelPlayRequest(
  channel: CatalogItem,
  list: readonly CatalogItem[],
): PlayerRequest {
  const channels = list.some((item) => item.stream_id === channel.stream_id) ? list : [channel]
  return {
    type: 'live',
    id: channel.stream_id,
    title: channel.name,
    poster: channel.image,
    content: channel,
    channels: channels.map(toPlayerChannel),
  }
}
