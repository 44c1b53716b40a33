import type { EpisodeRef, LibraryContent, LibraryKind, ProgrammeRef } from '@myflix/shared'
import { sql, type Selectable, type Transaction } from 'kysely'
import type { AppDatabase, Database } from '../../db/schema'
import { jsonb, jsonbOrNull, type LibraryOwner } from './library-json'

export type ProgressRow = Selectable<Database['library_progress']>
type Executor = AppDatabase | Transaction<Database>

/** Rows written in one statement: 13 parameters each, far below PostgreSQL's 65,535. */
const CHUNK_ROWS = 1_000

export interface PositionWrite {
  kind: LibraryKind
  id: string
  series_id: string | null
  episode: EpisodeRef | null
  programme: ProgrammeRef | null
  position: number
  duration: number
  watched: boolean
  content: LibraryContent
  next: EpisodeRef | null
  at: Date
}

export interface MarkWrite {
  kind: LibraryKind
  id: string
  series_id: string | null
  episode: EpisodeRef | null
  duration: number | null
}

const KEY = ['user_id', 'scope', 'kind', 'id'] as const
/** progressState's "started" as SQL, so a list reads only rows that may be in the row. */
export interface StartedBounds {
  minDuration: number
  from: number
  to: number
}
/** Seasons in play order (compareSeasons: specials, season 0, come last). */
const SEASON_ORDER = sql`case when episode is null then -1
  when (episode->>'season')::int = 0 then 2147483647 else (episode->>'season')::int end`

/** Every query is scoped by (user_id, scope): no method reads or writes another library. */
export function createProgressRepository(db: AppDatabase) {
  const ofOwner = (owner: LibraryOwner, executor: Executor = db) =>
    executor
      .selectFrom('library_progress')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('scope', '=', owner.scope)

  /** Visible rows of `kind` that progressState calls started. */
  const started = (owner: LibraryOwner, kind: LibraryKind, bounds: StartedBounds) => {
    const ratio = sql<number>`position / nullif(duration, 0)`
    return ofOwner(owner)
      .where('kind', '=', kind)
      .where('hidden', '=', false)
      .where('duration', '>=', bounds.minDuration)
      .where(ratio, '>=', bounds.from)
      .where(ratio, '<', bounds.to)
  }

  /** Drops the oldest rows past `keep`; run after a write that added rows. */
  const trim = (owner: LibraryOwner, keep: number, executor: Executor = db) =>
    sql`delete from library_progress p
        using (select kind, id from library_progress
               where user_id = ${owner.userId} and scope = ${owner.scope}
               order by updated_at desc offset ${keep}) old
        where p.user_id = ${owner.userId} and p.scope = ${owner.scope}
          and p.kind = old.kind and p.id = old.id`.execute(executor)

  return {
    list(owner: LibraryOwner, limit: number): Promise<ProgressRow[]> {
      return ofOwner(owner).orderBy('updated_at', 'desc').limit(limit).execute()
    },

    /**
     * Newest wins, in one statement: the row changes only when `at` is later than the stored one,
     * whichever server instance or device wrote that. Answers the stored row and whether it is new.
     */
    async savePosition(owner: LibraryOwner, write: PositionWrite, keep: number) {
      const written = await db
        .insertInto('library_progress')
        .values({
          user_id: owner.userId,
          scope: owner.scope,
          kind: write.kind,
          id: write.id,
          series_id: write.series_id,
          episode: jsonbOrNull(write.episode),
          programme: jsonbOrNull(write.programme),
          position: write.position,
          duration: write.duration,
          watched: write.watched,
          content: jsonb(write.content),
          next_episode: jsonbOrNull(write.next),
          hidden: false,
          updated_at: write.at,
        })
        .onConflict((oc) =>
          oc
            .columns(KEY)
            .doUpdateSet((eb) => ({
              series_id: eb.ref('excluded.series_id'),
              episode: eb.ref('excluded.episode'),
              programme: eb.ref('excluded.programme'),
              position: eb.ref('excluded.position'),
              duration: eb.ref('excluded.duration'),
              // A title once finished stays watched while it is watched again.
              watched: sql<boolean>`library_progress.watched or excluded.watched`,
              content: eb.ref('excluded.content'),
              next_episode: eb.ref('excluded.next_episode'),
              hidden: false,
              updated_at: eb.ref('excluded.updated_at'),
            }))
            .whereRef('excluded.updated_at', '>', 'library_progress.updated_at'),
        )
        .returningAll()
        .returning(sql<boolean>`xmax = 0`.as('inserted'))
        .executeTakeFirst()
      if (written?.inserted) await trim(owner, keep)
      if (written) return written
      // An older save: the stored (newer) row is the answer.
      return ofOwner(owner)
        .where('kind', '=', write.kind)
        .where('id', '=', write.id)
        .executeTakeFirstOrThrow()
    },

    /**
     * 'Marcar como assistido' / 'não assistido' for every item, in one transaction. Watched: the
     * position goes to the end when the duration is known (the request's, else the row's); not
     * watched: back to the start. A mark
     * is the user's word, so it applies whatever the stored time; that time never goes back.
     */
    mark(
      owner: LibraryOwner,
      request: {
        watched: boolean
        items: MarkWrite[]
        content: LibraryContent
        next: EpisodeRef | null
        at: Date
      },
      keep: number,
    ): Promise<ProgressRow[]> {
      const { watched, at } = request
      return db.transaction().execute(async (trx) => {
        const rows: ProgressRow[] = []
        for (const known of [true, false]) {
          const items = request.items.filter((item) => (item.duration !== null) === known)
          for (let start = 0; start < items.length; start += CHUNK_ROWS) {
            const chunk = items.slice(start, start + CHUNK_ROWS)
            const written = await trx
              .insertInto('library_progress')
              .values(
                chunk.map((item) => ({
                  user_id: owner.userId,
                  scope: owner.scope,
                  kind: item.kind,
                  id: item.id,
                  series_id: item.series_id,
                  episode: jsonbOrNull(item.episode),
                  position: watched ? (item.duration ?? 0) : 0,
                  duration: item.duration ?? 0,
                  watched,
                  content: jsonb(request.content),
                  next_episode: watched ? jsonbOrNull(request.next) : null,
                  hidden: false,
                  updated_at: at,
                })),
              )
              .onConflict((oc) =>
                oc.columns(KEY).doUpdateSet((eb) => ({
                  series_id: eb.ref('excluded.series_id'),
                  episode: sql`coalesce(excluded.episode, library_progress.episode)`,
                  // Not told the duration: the stored one is the end, if the row has one.
                  position:
                    known || !watched
                      ? eb.ref('excluded.position')
                      : sql`case when library_progress.duration > 0
                          then library_progress.duration else library_progress.position end`,
                  duration: known
                    ? eb.ref('excluded.duration')
                    : eb.ref('library_progress.duration'),
                  watched,
                  content: eb.ref('excluded.content'),
                  // The series moves on past the marked episodes; unmarking leaves its next as it was.
                  next_episode: watched
                    ? eb.ref('excluded.next_episode')
                    : eb.ref('library_progress.next_episode'),
                  hidden: false,
                  updated_at: sql`greatest(library_progress.updated_at, excluded.updated_at)`,
                })),
              )
              .returningAll()
              .execute()
            rows.push(...written)
          }
        }
        await trim(owner, keep, trx)
        return rows
      })
    },

    /** Started movies, newest first (progressState is checked again by the caller). */
    startedMovies(owner: LibraryOwner, bounds: StartedBounds, limit: number) {
      return started(owner, 'movie', bounds).orderBy('updated_at', 'desc').limit(limit).execute()
    },

    /**
     * Started catch-up programmes that ended by `endedBy` and began from `startedFrom` (unix
     * seconds: the longest archive), newest first, a page at a time: the channel's own archive
     * is the caller's to check, by the shared rule.
     */
    startedCatchup(
      owner: LibraryOwner,
      bounds: StartedBounds,
      window: { endedBy: number; startedFrom: number },
      page: { limit: number; offset: number },
    ): Promise<ProgressRow[]> {
      return started(owner, 'catchup', bounds)
        .where(sql<number>`(programme->>'end')::bigint`, '<=', window.endedBy)
        .where(sql<number>`(programme->>'start')::bigint`, '>=', window.startedFrom)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute()
    },

    /** Each series' newest visible episode row; on a tie (a season marked at once) its last episode. */
    latestPerSeries(owner: LibraryOwner): Promise<ProgressRow[]> {
      return ofOwner(owner)
        .where('kind', '=', 'episode')
        .where('series_id', 'is not', null)
        .where('hidden', '=', false)
        .distinctOn('series_id')
        .orderBy('series_id')
        .orderBy('updated_at', 'desc')
        .orderBy(SEASON_ORDER, 'desc')
        .orderBy(sql`coalesce((episode->>'episode_num')::int, -1)`, 'desc')
        .execute()
    },

    /** 'Remover': a movie's or a programme's row, or every row of a series, leaves the row. */
    async hide(owner: LibraryOwner, key: { kind: 'movie' | 'series' | 'catchup'; id: string }) {
      const rows = db
        .updateTable('library_progress')
        .set({ hidden: true })
        .where('user_id', '=', owner.userId)
        .where('scope', '=', owner.scope)
      await (
        key.kind === 'series'
          ? rows.where('kind', '=', 'episode').where('series_id', '=', key.id)
          : rows.where('kind', '=', key.kind).where('id', '=', key.id)
      ).execute()
    },
  }
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>
