import {
  catchupLibraryId,
  type CatalogItem,
  type ContinueItem,
  type EpisodeRef,
  type Favorite,
  type ProgrammeRef,
  type ProgressEntry,
  type RecentChannel,
  type SavePositionRequest,
} from '@myflix/shared'
import type { Browser } from './accounts'
import { catalogTitle } from './catalog-items'

export type Answer<T> = { status: number; body: { success: boolean; data: T; error?: string } }

/** The library routes as one browser calls them, with their answers typed loosely. */
export function libraryClient(browser: Browser) {
  const call = async <T>(path: string, init: Parameters<Browser['request']>[1] = {}) => {
    const response = await browser.request(`/api/library${path}`, init)
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] }
  }
  const post = <T>(path: string, json: unknown) => call<T>(path, { method: 'POST', json })
  const data = async <T>(answer: Promise<Answer<T>>) => {
    const { status, body } = await answer
    if (status !== 200) throw new Error(`answered ${status}: ${JSON.stringify(body)}`)
    return body.data
  }
  return {
    call,
    post,
    progress: () => data(call<ProgressEntry[]>('/progress')),
    save: (request: SavePositionRequest) => data(post<ProgressEntry>('/progress', request)),
    mark: (request: unknown) => data(post<ProgressEntry[]>('/watched', request)),
    continueWatching: () => data(call<ContinueItem[]>('/continue')),
    remove: (kind: string, id: string) =>
      data(call<unknown>(`/continue/${kind}/${id}`, { method: 'DELETE' })),
    favorites: () => data(call<Favorite[]>('/favorites')),
    addFavorite: (favorite: Favorite) => data(post<Favorite[]>('/favorites', favorite)),
    removeFavorite: (type: string, id: string) =>
      data(call<Favorite[]>(`/favorites/${type}/${id}`, { method: 'DELETE' })),
    importFavorites: (favorites: Favorite[]) =>
      data(post<Favorite[]>('/favorites/import', { favorites })),
    channels: () => data(call<RecentChannel[]>('/channels')),
    addChannel: (id: string) =>
      data(post<RecentChannel[]>('/channels', { content: card('live', id) })),
  }
}

export type LibraryClient = ReturnType<typeof libraryClient>

/** A title's card as the web stores it with a library row. */
export const card = (type: 'movie' | 'series' | 'live', id: string, name = `Título ${id}`) =>
  catalogTitle(id, name, { type })

export const episode = (id: string, season: number, num: number): EpisodeRef => ({
  id,
  season,
  episode_num: num,
  title: `Episódio ${num}`,
  ext: 'mp4',
})

/** A time `seconds` from now (negative: in the past), as a device writes it. */
export const secondsFromNow = (seconds: number) =>
  new Date(Date.now() + seconds * 1000).toISOString()

/** A movie's position save (an hour and a half long), `at` a minute ago unless given. */
export const moviePosition = (
  id: string,
  position: number,
  over: Partial<SavePositionRequest> = {},
): SavePositionRequest => ({
  kind: 'movie',
  id,
  series_id: null,
  episode: null,
  programme: null,
  position,
  duration: 5_400,
  at: secondsFromNow(-60),
  content: card('movie', id),
  next: null,
  ...over,
})

/** An episode's position save (25 minutes long), with the episode after it. */
export const episodePosition = (
  seriesId: string,
  current: EpisodeRef,
  position: number,
  next: EpisodeRef | null,
  over: Partial<SavePositionRequest> = {},
): SavePositionRequest => ({
  kind: 'episode',
  id: current.id,
  series_id: seriesId,
  episode: current,
  programme: null,
  position,
  duration: 1_500,
  at: secondsFromNow(-60),
  content: card('series', seriesId),
  next,
  ...over,
})

export const favorite = (
  type: 'movie' | 'series',
  id: string,
  addedAt: string,
  name?: string,
): Favorite => ({ id, type, content: card(type, id, name), addedAt })

/** A channel's card with `archiveDays` of catch-up (as the panel declares them). */
export const channelCard = (
  id: string,
  archiveDays: number,
  over: Partial<CatalogItem> = {},
): CatalogItem => ({ ...card('live', id, `Canal ${id}`), tv_archive_days: archiveDays, ...over })

/** A programme of `channel` that began `startedAgo` seconds ago and lasted `length` seconds. */
export const programme = (channel: string, startedAgo: number, length = 3_600): ProgrammeRef => {
  const start = Math.floor(Date.now() / 1000) - startedAgo
  return { channel_id: channel, start, end: start + length, title: `Programa ${start}` }
}

/** A catch-up position save: `position` seconds into the programme, on the channel's card. */
export const catchupPosition = (
  channel: CatalogItem,
  ref: ProgrammeRef,
  position: number,
  over: Partial<SavePositionRequest> = {},
): SavePositionRequest => ({
  kind: 'catchup',
  id: catchupLibraryId(ref.channel_id, ref.start),
  series_id: null,
  episode: null,
  programme: ref,
  position,
  duration: ref.end - ref.start,
  at: secondsFromNow(-60),
  content: channel,
  next: null,
  ...over,
})
