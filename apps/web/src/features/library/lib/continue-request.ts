import { episodeCode, resumePoint, t, type ContinueItem, type RecentChannel } from '@myflix/shared'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'

const ext = (value: string | null | undefined) => value?.trim().toLowerCase() || undefined

/** "T2E4", or nothing for a movie. */
export const continueCode = (item: ContinueItem) =>
  item.episode ? episodeCode(item.episode.season, item.episode.episode_num) : null

/** The card's title: the movie, or the series and the episode to watch next. */
export function continueTitle(item: ContinueItem): string {
  const code = continueCode(item)
  return code ? t('library.episodeTitle', { series: item.content.name, code }) : item.content.name
}

/**
 * What a 'Continuar Assistindo' card plays: the movie, or the series' episode to watch next, from
 * where it stopped (resumePoint: nothing for a title barely begun or an episode not yet started).
 */
export function continueRequest(item: ContinueItem): PlayerRequest {
  const startAt = resumePoint(item)
  const base = {
    title: continueTitle(item),
    poster: item.content.image,
    startAt,
    content: item.content,
  }
  if (item.kind === 'episode' && item.episode) {
    return {
      ...base,
      type: 'episode',
      id: item.id,
      ext: ext(item.episode.ext),
      seriesId: item.content.id,
      episode: item.episode,
    }
  }
  return { ...base, type: 'movie', id: item.id, ext: ext(item.content.container_extension) }
}

/** The recent channels as the player's ↑/↓ list. */
export const recentPlayerChannels = (channels: readonly RecentChannel[]): PlayerChannel[] =>
  channels.map(({ content }) => ({
    id: content.id,
    title: content.name,
    poster: content.image,
    // Its card: the player shows the channel's number from it.
    content,
  }))

/** A recent channel played as the channel list plays one, the recent ones for ↑/↓. */
export const channelRequest = (
  channel: RecentChannel,
  channels: readonly RecentChannel[],
): PlayerRequest => ({
  type: 'live',
  id: channel.content.id,
  title: channel.content.name,
  poster: channel.content.image,
  content: channel.content,
  channels: recentPlayerChannels(channels),
})
