import type { PlayerChannel } from '@/stores/player-store'

/** The longest channel number a remote types (the demo's and most panels' fit in four digits). */
export const MAX_DIGITS = 4

/** The channel of the list with this number (its card's `num`), or null. */
export function channelByNumber(
  channels: readonly PlayerChannel[],
  number: number,
): PlayerChannel | null {
  return channels.find((channel) => channel.content?.number === number) ?? null
}
