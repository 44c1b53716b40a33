import { episodeCode, t, type Episode, type EpisodeRef } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The episode's own name: panels often title it "Show - S01E03 - Name", which beside the show's
 * heading and our "T1E3" says the same thing twice.
 */
export function episodeName(episode: Pick<EpisodeRef, 'title' | 'season' | 'episode_num'>) {
  const code = new RegExp(`^.*?S0*${episode.season}E0*${episode.episode_num}\\s*[-–:·]\\s*`, 'i')
  return episode.title.replace(code, '').trim() || episode.title
}

/** "T1E3 · name", the line under the title for an episode. */
export const episodeLine = (episode: EpisodeRef) =>
  t('player.episodeLine', {
    code: episodeCode(episode.season, episode.episode_num),
    title: episodeName(episode),
  })

/** "Show - S01E03", the title a play link and the next episode carry (media session, history). */
export const episodeTitle = (
  seriesName: string,
  episode: Pick<Episode, 'season' | 'episode_num'>,
) => `${seriesName} - S${pad(episode.season)}E${pad(episode.episode_num)}`

/** The catalogue's episode as the library names it, within the contract's bounds. */
export function toEpisodeRef(episode: Episode): EpisodeRef {
  const ext = episode.container_extension.trim().toLowerCase()
  return {
    id: episode.id,
    season: episode.season,
    episode_num: episode.episode_num,
    title: episode.title.slice(0, 500),
    ext: ext && ext.length <= 16 ? ext : null,
  }
}

/** What plays after `request`: the same show and card, the next episode, from its start. */
export function nextEpisodeRequest(request: PlayerRequest, next: EpisodeRef): PlayerRequest {
  return {
    ...request,
    id: next.id,
    ext: next.ext ?? undefined,
    episode: next,
    startAt: null,
    title: request.content ? episodeTitle(request.content.name, next) : request.title,
  }
}
