import { compareSeasons, type WatchEpisode } from '../player/watch-rules'

// When a title counts as started or watched, where it resumes, and what plays after an episode.
// Shared so the server's 'Continuar Assistindo' and the web's bars, marks and player agree.

/** Shorter titles never offer resume (a trailer, a clip, the demo's short episodes). */
export const RESUME_MIN_SECONDS = 5 * 60
export const STARTED_FROM = 0.05
export const WATCHED_FROM = 0.9

export type ProgressState = 'new' | 'started' | 'watched'

/** Past 90 % a title is watched; it is started from 5 % only when it lasts 5 minutes or more. */
export function progressState(position: number, duration: number): ProgressState {
  if (!(duration > 0) || !(position >= 0)) return 'new'
  const ratio = position / duration
  if (ratio >= WATCHED_FROM) return 'watched'
  if (duration >= RESUME_MIN_SECONDS && ratio >= STARTED_FROM) return 'started'
  return 'new'
}

/**
 * Where to offer 'Continuar de mm:ss', or null when the title starts from the beginning. The position
 * decides, not the watched mark: a film seen once and now half-way again resumes where it is, as
 * 'Continuar Assistindo' lists it (a mark sets the position to the end, and an unmark to 0).
 */
export function resumePoint(entry: { position: number; duration: number } | null) {
  if (!entry) return null
  return progressState(entry.position, entry.duration) === 'started' ? entry.position : null
}

/** Between 0 and 1, for a poster's or an episode card's bar. */
export function progressRatio(position: number, duration: number): number {
  if (!(duration > 0)) return 0
  return Math.min(1, Math.max(0, position / duration))
}

/** How often the player saves while playing, besides pause, close and leaving the page. */
export const POSITION_SAVE_INTERVAL_MS = 12_000

/** 'Próximo episódio' shows for the last 30 s, or the last quarter of a short episode. */
export function upNextLeadSeconds(duration: number): number {
  if (!(duration > 0)) return 0
  return Math.min(30, Math.max(3, duration * 0.25))
}

/** Autoplayed episodes in a row with no input before 'Você ainda está assistindo?'. */
export const STILL_WATCHING_AFTER = 3

/** The episode after `currentId`, crossing into the next season in `compareSeasons` order. */
export function nextEpisode<E extends WatchEpisode>(
  episodes: Record<string, readonly E[]>,
  currentId: string,
): E | null {
  const ordered = Object.entries(episodes)
    .map(([season, list]) => ({ season: Number(season), list }))
    .sort((a, b) => compareSeasons(a.season, b.season))
    .flatMap(({ list }) => [...list].sort((a, b) => a.episode_num - b.episode_num))
  const index = ordered.findIndex((episode) => episode.id === currentId)
  return index >= 0 ? (ordered[index + 1] ?? null) : null
}

/** "T2E4", as cards and the player name an episode. */
export const episodeCode = (season: number, episodeNum: number) => `T${season}E${episodeNum}`

/** "mm:ss", or "h:mm:ss" from an hour on. */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const seconds = String(whole % 60).padStart(2, '0')
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`
}
