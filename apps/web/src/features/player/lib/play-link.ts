import { matchPath } from 'react-router'
import { paths } from '@/config/paths'

/**
 * "Open this title and play it": /details/{movie|series|channel}/{id}?play=1, with `&episode={id}`
 * for one episode of a series. The details page stays underneath, so closing the player lands there.
 */
export type PlayLink = { type: 'movie' | 'series' | 'live'; id: string; episodeId: string | null }

export const PLAY_PARAM = 'play'
export const EPISODE_PARAM = 'episode'

const TYPES = { movie: 'movie', series: 'series', channel: 'live' } as const

export function parsePlayLink(pathname: string, search: string): PlayLink | null {
  const params = new URLSearchParams(search)
  if (params.get(PLAY_PARAM) !== '1') return null
  const match = matchPath(paths.details.path, pathname)
  const type = TYPES[match?.params.type as keyof typeof TYPES]
  const id = match?.params.id
  if (!type || !id) return null
  return { type, id, episodeId: type === 'series' ? params.get(EPISODE_PARAM) : null }
}

/** The same search without the play parameters, so a reload or Back does not start it again. */
export function withoutPlayLink(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(PLAY_PARAM)
  params.delete(EPISODE_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

export function playLinkHref(
  type: 'movie' | 'series' | 'channel',
  id: string,
  episodeId?: string,
): string {
  const params = new URLSearchParams({ [PLAY_PARAM]: '1' })
  if (episodeId) params.set(EPISODE_PARAM, episodeId)
  return `${paths.details.getHref(type, id)}?${params.toString()}`
}
