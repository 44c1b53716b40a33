import { decideWatch, episodeTarget, type CatalogItem, type ItemPage } from '@myflix/shared'
import type { SeriesEpisodesData } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { episodeTitle, toEpisodeRef } from './episode-label'
import type { PlayLink } from './play-link'

export interface PlayLinkSources {
  title: (type: PlayLink['type'], id: string) => Promise<CatalogItem>
  channels: (categoryId: string | null) => Promise<ItemPage>
  episodes: (seriesId: string) => Promise<SeriesEpisodesData>
}

/** Turns a play link into what the player needs; null when a series has nothing to play. */
export async function resolvePlayLink(
  link: PlayLink,
  sources: PlayLinkSources,
): Promise<PlayerRequest | null> {
  const item = await sources.title(link.type, link.id)
  // The card goes along, so the library keeps what is watched (and a channel its recent row).
  const base = { title: item.name, poster: item.image, content: item }
  if (link.type === 'movie') {
    const decision = decideWatch({
      content: { type: 'movie', id: item.stream_id, container_extension: item.container_extension },
    })
    return decision.kind === 'play' ? { ...decision.target, ...base } : null
  }
  if (link.type === 'live') {
    const page = await sources.channels(item.category_id).catch(() => null)
    const channels = (page?.items ?? [item]).map((channel) => ({
      id: channel.stream_id,
      title: channel.name,
      poster: channel.image,
      content: channel,
    }))
    return { type: 'live', id: item.stream_id, ...base, channels }
  }
  const { episodes } = await sources.episodes(item.id)
  const all = Object.values(episodes).flat()
  const chosen = link.episodeId ? all.find((episode) => episode.id === link.episodeId) : undefined
  const decision = chosen
    ? { kind: 'play' as const, target: episodeTarget(chosen, item.id) }
    : decideWatch({ content: { type: 'series', id: item.id }, episodes })
  if (decision.kind !== 'play') return null
  const episode = all.find((candidate) => candidate.id === decision.target.id)
  return {
    ...decision.target,
    title: episode ? episodeTitle(item.name, episode) : item.name,
    poster: episode?.movie_image ?? item.image,
    content: item,
    ...(episode ? { episode: toEpisodeRef(episode) } : {}),
  }
}
