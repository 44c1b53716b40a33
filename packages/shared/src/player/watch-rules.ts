// Spec §4 "Watch": what 'Assistir Agora' plays, and the watch state the details page keeps.

/** What the player is asked to play; the same shape as POST /api/media/play's type/id/ext. */
export interface WatchTarget {
  type: 'movie' | 'episode' | 'live'
  id: string
  ext?: string
  /** Episodes: their series, by which the parental lock decides whether they may play. */
  seriesId?: string
}

export interface WatchContent {
  type: 'movie' | 'series' | 'live'
  id: string
  container_extension?: string | null
}

export interface WatchEpisode {
  id: string
  season: number
  episode_num: number
  container_extension?: string | null
}

export type WatchDecision =
  | { kind: 'play'; target: WatchTarget }
  /** Episodes are still loading: nothing happens (spec §4). */
  | { kind: 'wait' }
  /** A series with no episode to play. */
  | { kind: 'none' }

const extOf = (value: string | null | undefined) => value?.trim().toLowerCase() || undefined

export function episodeTarget(episode: WatchEpisode, seriesId: string): WatchTarget {
  return { type: 'episode', id: episode.id, ext: extOf(episode.container_extension), seriesId }
}

/**
 * Seasons in watching order: 1, 2, 3…, then 0. Season 0 holds specials on most panels, so it comes
 * first only when the show has nothing else (the season picker lists seasons in this order too).
 */
export function compareSeasons(a: number, b: number): number {
  if (a === b) return 0
  if (a === 0) return 1
  if (b === 0) return -1
  return a - b
}

/** The first episode of the first season, in `compareSeasons` order. */
export function firstEpisode(
  episodes: Record<string, readonly WatchEpisode[]>,
): WatchEpisode | null {
  const seasons = Object.entries(episodes)
    .filter(([, list]) => list.length > 0)
    .map(([season, list]) => ({ season: Number(season), list }))
    .sort((a, b) => compareSeasons(a.season, b.season))
  const list = seasons[0]?.list
  if (!list) return null
  return [...list].sort((a, b) => a.episode_num - b.episode_num)[0] ?? null
}

/** Movie: its stream. Series: the first episode of the first season, else the selected one. */
export function decideWatch(input: {
  content: WatchContent
  episodes?: Record<string, readonly WatchEpisode[]> | null
  episodesLoading?: boolean
  selectedEpisode?: WatchEpisode | null
}): WatchDecision {
  const { content } = input
  if (content.type === 'movie')
    return {
      kind: 'play',
      target: { type: 'movie', id: content.id, ext: extOf(content.container_extension) },
    }
  if (content.type === 'live') return { kind: 'play', target: { type: 'live', id: content.id } }
  if (input.episodesLoading) return { kind: 'wait' }
  const episode = (input.episodes && firstEpisode(input.episodes)) ?? input.selectedEpisode ?? null
  return episode ? { kind: 'play', target: episodeTarget(episode, content.id) } : { kind: 'none' }
}

/** The details page's watch state: the target being played and the "watched" flag. */
export interface WatchState {
  contentKey: string | null
  target: WatchTarget | null
  watched: boolean
}

export const initialWatchState: WatchState = { contentKey: null, target: null, watched: false }

export function watchStarted(state: WatchState, target: WatchTarget): WatchState {
  return { ...state, target, watched: true }
}

/** Closing the player resets the URL and the watched flag. */
export function watchClosed(state: WatchState): WatchState {
  return { ...state, target: null, watched: false }
}

/** Another title resets them too; the same title keeps them. */
export function contentChanged(state: WatchState, contentKey: string): WatchState {
  if (state.contentKey === contentKey) return state
  return { contentKey, target: null, watched: false }
}
