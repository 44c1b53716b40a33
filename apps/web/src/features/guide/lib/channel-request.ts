import { PAGE_LIMIT_MAX, type CatalogItem, type Programme } from '@myflix/shared'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'

const toPlayerChannel = (item: CatalogItem): PlayerChannel => ({
  id: item.stream_id,
  title: item.name,
  poster: item.image,
  content: item,
})

/**
 * What playing a channel from a list asks of the player: the channel with its card (for the recent
 * row), and the list as shown for ↑/↓, as the details page and the recent row ask. A long list
 * goes as the PAGE_LIMIT_MAX channels around this one (what details gives the player too).
 */
export function channelPlayRequest(
  channel: CatalogItem,
  list: readonly CatalogItem[],
): PlayerRequest {
  const at = list.findIndex((item) => item.stream_id === channel.stream_id)
  const from = Math.max(0, Math.min(at - PAGE_LIMIT_MAX / 2, list.length - PAGE_LIMIT_MAX))
  const channels = at === -1 ? [channel] : list.slice(from, from + PAGE_LIMIT_MAX)
  return {
    type: 'live',
    id: channel.stream_id,
    title: channel.name,
    poster: channel.image,
    content: channel,
    channels: channels.map(toPlayerChannel),
  }
}

/**
 * A programme of the channel's archive (issue 19): the channel's request with `catchup`, from the
 * programme's beginning ('Disponível para assistir', 'Assistir do início'). Only its bounds and
 * title go: the player names the archive by them, and a schedule's description is not needed.
 */
export function catchupPlayRequest(
  channel: CatalogItem,
  list: readonly CatalogItem[],
  { start, end, title }: Programme,
): PlayerRequest {
  return { ...channelPlayRequest(channel, list), catchup: { start, end, title } }
}
