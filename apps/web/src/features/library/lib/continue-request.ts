import { episodeCode, resumePoint, t, type ContinueItem, type RecentChannel } from '@myflix/shared'
import { formatClock } from '@/lib/programme-time'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'

const ext = (value: string | null | undefined) => value?.trim().toLowerCase() || undefined

/** "T2E4", or nothing for a movie or a programme. */
export const continueCode = (item: ContinueItem) =>
  item.episode ? episodeCode(item.episode.season, item.episode.episode_num) : null

/**
 * The card's title: the movie, the series and the episode to watch next, or (issue 19) the
 * channel and the programme of its archive.
 */
export function continueTitle(item: ContinueItem): string {
  if (item.programme) {
    return t('guide.catchup.continueLabel', {
      channel: item.content.name,
      title: item.programme.title,
    })
  }
  const code = continueCode(item)
  return code ? t('library.episodeTitle', { series: item.content.name, code }) : item.content.name
}

const dayMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' })

/** When a catch-up programme aired ('13/06, 20:30 – 21:30'); null for titles. */
export function continueWhen({ programme }: ContinueItem): string | null {
  if (!programme) return null
  return t('guide.catchup.continueWhen', {
    date: dayMonth.format(programme.start * 1000),
    start: formatClock(programme.start),
    end: formatClock(programme.end),
  })
}

/** A card the player can play: a catch-up one names its programme (the server always does). */
export const isPlayable = (item: ContinueItem) => item.kind !== 'catchup' || item.programme !== null

/**
 * What a 'Continuar Assistindo' card plays: the movie, the series' episode to watch next, or a
 * programme of a channel's archive (its position counts from the programme's start), from where it
 * stopped (resumePoint: nothing for a title barely begun or an episode not yet started).
 */
export function continueRequest(item: ContinueItem): PlayerRequest {
  const startAt = resumePoint(item)
  if (item.kind === 'catchup' && item.programme) {
    const { channel_id, start, end, title } = item.programme
    return {
      type: 'live',
      id: channel_id,
      title: item.content.name,
      poster: item.content.image,
      content: item.content,
      catchup: { start, end, title },
      startAt: startAt === null ? null : start + startAt,
    }
  }
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
