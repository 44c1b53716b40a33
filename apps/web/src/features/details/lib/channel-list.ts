import type { ItemPage } from '@myflix/shared'
import type { PlayerChannel } from '@/stores/player-store'

/** A channel's category as the player's ↑/↓ list. */
export const toPlayerChannels = (page: ItemPage): PlayerChannel[] =>
  page.items.map((channel) => ({
    id: channel.id,
    title: channel.name,
    poster: channel.image,
    // Its card: the player shows its number, and a channel reached with ↑/↓ joins the recent ones.
    content: channel,
  }))
