import {
  archiveDaysFrom,
  CATCHUP_MAX_DAYS,
  CATCHUP_MAX_PROGRAMME_SECONDS,
  catchupOffer,
  progressState,
  RESUME_MIN_SECONDS,
  STARTED_FROM,
  WATCHED_FROM,
  type ContinueItem,
  type EpisodeRef,
  type Favorite,
  type LibraryContent,
  type MarkWatchedRequest,
  type ProgrammeRef,
  type ProgressEntry,
  type RecentChannel,
  type SavePositionRequest,
} from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'
import type { CloudsService } from '../clouds/clouds.types'
import { boundCard } from './library-card'
import type { LibraryOwner } from './library-json'
import { accountScope } from '../provider/account-scope'
import { createListsRepository, type ChannelRow, type FavoriteRow } from './lists.repository'
import {
  createProgressRepository,
  type ProgressRow,
  type StartedBounds,
} from './progress.repository'

/** Rows of positions and marks kept per scope (the oldest go first), and listed at most. */
export const PROGRESS_MAX = 5_000
export const CONTINUE_MAX = 20
export const FAVORITES_MAX = 2_000
export const RECENT_CHANNELS_MAX = 20
/** Catch-up rows read at a time while looking for those the channel's archive still keeps. */
export const CATCHUP_PAGE = 100

export type ContinueKey = { kind: 'movie' | 'series' | 'catchup'; id: string }

const STARTED: StartedBounds = {
  minDuration: RESUME_MIN_SECONDS,
  from: STARTED_FROM,
  to: WATCHED_FROM,
}
const DAY_SECONDS = 24 * 60 * 60
/**
 * A title's id, as the catalogue bounds it; the contract lets 80 through for catch-up ids
 * (`channel@start`), which their own check bounds.
 */
const TITLE_ID_MAX = 64

export interface LibraryServiceDeps {
  db: AppDatabase
  clouds: Pick<CloudsService, 'activeAccount'>
  /** The server's clock; a device's time is never trusted past it. */
  now?: () => Date
}

/** A refusal of input the schemas let through (a channel or a programme that is not one). */
export class LibraryInputError extends Error {
  override readonly name = 'LibraryInputError'
}

export function createLibraryService({ db, clouds, now = () => new Date() }: LibraryServiceDeps) {
  const progressRows = createProgressRepository(db)
  const lists = createListsRepository(db)

  // Read on every call, never cached in the process: another instance may have switched the cloud.
  const ownerOf = async (userId: string): Promise<LibraryOwner> => ({
    userId,
    scope: accountScope(await clouds.activeAccount(userId)),
  })
  /** A device's time, but never later than ours: a clock in the future would win every save. */
  const clamp = (at: string) => new Date(Math.min(Date.parse(at), now().getTime()))

  /**
   * Started catch-up programmes, newest first, that the channel's archive still keeps now (the
   * shared `catchupOffer`); older rows stay stored and are skipped, a page at a time.
   */
  async function availableCatchup(owner: LibraryOwner): Promise<ProgressRow[]> {
    const at = Math.floor(now().getTime() / 1000)
    const window = { endedBy: at, startedFrom: at - CATCHUP_MAX_DAYS * DAY_SECONDS }
    const found: ProgressRow[] = []
    for (let offset = 0; ; offset += CATCHUP_PAGE) {
      const page = await progressRows.startedCatchup(owner, STARTED, window, {
        limit: CATCHUP_PAGE,
        offset,
      })
      found.push(...page.filter((row) => isStarted(row) && isReplayable(row, at)))
      if (found.length >= CONTINUE_MAX || page.length < CATCHUP_PAGE)
        return found.slice(0, CONTINUE_MAX)
    }
  }

  return {
    async progress(userId: string): Promise<ProgressEntry[]> {
      return (await progressRows.list(await ownerOf(userId), PROGRESS_MAX)).map(toEntry)
    },

    /** Newest `at` wins; answers the stored entry (another device's when that one is newer). */
    async savePosition(userId: string, request: SavePositionRequest): Promise<ProgressEntry> {
      if (request.programme) checkCatchup(request.programme, request.content)
      else checkTitleId(request.id)
      const row = await progressRows.savePosition(
        await ownerOf(userId),
        {
          ...request,
          content: boundCard(request.content),
          watched: progressState(request.position, request.duration) === 'watched',
          at: clamp(request.at),
        },
        PROGRESS_MAX,
      )
      return toEntry(row)
    },

    async markWatched(userId: string, request: MarkWatchedRequest): Promise<ProgressEntry[]> {
      // One row per title: the same key twice in one statement is an error in PostgreSQL.
      const items = [
        ...new Map(request.items.map((item) => [`${item.kind}\n${item.id}`, item])).values(),
      ]
      const rows = await progressRows.mark(
        await ownerOf(userId),
        { ...request, items, content: boundCard(request.content), at: clamp(request.at) },
        PROGRESS_MAX,
      )
      return rows.map(toEntry)
    },

    /**
     * 'Continuar Assistindo', from the rows themselves: started movies and catch-up programmes the
     * channel's archive still keeps, and per series its newest row: that episode while it is
     * started, the next one from its start once it is watched.
     */
    async continueWatching(userId: string): Promise<ContinueItem[]> {
      const owner = await ownerOf(userId)
      const [movies, programmes, series] = await Promise.all([
        progressRows.startedMovies(owner, STARTED, CONTINUE_MAX),
        availableCatchup(owner),
        progressRows.latestPerSeries(owner),
      ])
      const items = [
        ...movies.filter(isStarted).map((row) => toContinue(row)),
        ...programmes.map((row) => toContinue(row)),
        ...series.flatMap((row) => {
          if (isStarted(row)) return [toContinue(row)]
          const next = row.next_episode as EpisodeRef | null
          return row.watched && next ? [toContinue(row, next)] : []
        }),
      ]
      return items
        .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at))
        .slice(0, CONTINUE_MAX)
    },

    /** 'Remover': hides the movie, the programme or the whole series from the row; marks stay. */
    async removeContinue(userId: string, key: ContinueKey): Promise<ContinueKey> {
      if (key.kind !== 'catchup') checkTitleId(key.id)
      await progressRows.hide(await ownerOf(userId), key)
      return key
    },

    async favorites(userId: string): Promise<Favorite[]> {
      return (await lists.favorites(await ownerOf(userId), FAVORITES_MAX)).map(toFavorite)
    },
    async addFavorite(userId: string, favorite: Favorite): Promise<Favorite[]> {
      const stored = { ...favorite, content: boundCard(favorite.content) }
      stored.addedAt = clamp(favorite.addedAt).toISOString()
      const rows = await lists.addFavorite(await ownerOf(userId), stored, FAVORITES_MAX)
      return rows.map(toFavorite)
    },
    async removeFavorite(userId: string, key: Pick<Favorite, 'type' | 'id'>) {
      const rows = await lists.removeFavorite(await ownerOf(userId), key, FAVORITES_MAX)
      return rows.map(toFavorite)
    },
    async importFavorites(userId: string, favorites: Favorite[]): Promise<Favorite[]> {
      // The newest of each key, as the device's own list would have kept it.
      const newest = new Map<string, Favorite>()
      for (const favorite of favorites) {
        const stored = {
          ...favorite,
          content: boundCard(favorite.content),
          addedAt: clamp(favorite.addedAt).toISOString(),
        }
        const key = `${favorite.type}\n${favorite.id}`
        const seen = newest.get(key)
        if (!seen || Date.parse(seen.addedAt) < Date.parse(stored.addedAt)) newest.set(key, stored)
      }
      const rows = await lists.importFavorites(
        await ownerOf(userId),
        [...newest.values()],
        FAVORITES_MAX,
      )
      return rows.map(toFavorite)
    },

    async recentChannels(userId: string): Promise<RecentChannel[]> {
      return (await lists.channels(await ownerOf(userId), RECENT_CHANNELS_MAX)).map(toChannel)
    },
    async addRecentChannel(userId: string, content: LibraryContent): Promise<RecentChannel[]> {
      if (content.type !== 'live' || content.id.length > 64)
        throw new LibraryInputError('not a channel')
      const rows = await lists.addChannel(
        await ownerOf(userId),
        boundCard(content),
        now(),
        RECENT_CHANNELS_MAX,
      )
      return rows.map(toChannel)
    },
  }
}

export type LibraryService = ReturnType<typeof createLibraryService>

const iso = (date: Date | string) => new Date(date).toISOString()
const isStarted = (row: ProgressRow) => progressState(row.position, row.duration) === 'started'

/** Its channel's archive (as the panel declared it, read by the shared rule) still keeps it. */
function isReplayable(row: ProgressRow, at: number): boolean {
  const channel = row.content as LibraryContent
  const days = archiveDaysFrom(channel.tv_archive_days ?? 0)
  return row.programme !== null && catchupOffer(row.programme, days, at) === 'replay'
}

function checkTitleId(id: string) {
  if (id.length > TITLE_ID_MAX) throw new LibraryInputError('not a title id')
}

/**
 * A catch-up position belongs to a programme of the channel whose card it carries, and the
 * programme is one a catch-up request could name: the schema checks the id, not these.
 */
function checkCatchup(programme: ProgrammeRef, channel: LibraryContent) {
  const length = programme.end - programme.start
  if (channel.type !== 'live' || channel.id !== programme.channel_id)
    throw new LibraryInputError('not the programme of this channel')
  if (length <= 0 || length > CATCHUP_MAX_PROGRAMME_SECONDS)
    throw new LibraryInputError('not a programme')
}

function toEntry(row: ProgressRow): ProgressEntry {
  return {
    kind: row.kind as ProgressEntry['kind'],
    id: row.id,
    series_id: row.series_id,
    episode: row.episode as EpisodeRef | null,
    programme: row.programme,
    position: row.position,
    duration: row.duration,
    watched: row.watched,
    updated_at: iso(row.updated_at),
  }
}

/** A row as a card of the row; `next` plays the episode after it, from the start. */
function toContinue(row: ProgressRow, next?: EpisodeRef): ContinueItem {
  return {
    content: row.content as LibraryContent,
    kind: row.kind as ContinueItem['kind'],
    id: next ? next.id : row.id,
    episode: next ?? (row.episode as EpisodeRef | null),
    programme: row.programme,
    position: next ? 0 : row.position,
    duration: next ? 0 : row.duration,
    updated_at: iso(row.updated_at),
  }
}

const toFavorite = (row: FavoriteRow): Favorite => ({
  id: row.id,
  type: row.type as Favorite['type'],
  content: row.content as LibraryContent,
  addedAt: iso(row.added_at),
})

const toChannel = (row: ChannelRow): RecentChannel => ({
  id: row.id,
  content: row.content as LibraryContent,
  watched_at: iso(row.watched_at),
})
