import type { Favorite, LibraryContent } from '@myflix/shared'
import { sql, type Selectable } from 'kysely'
import type { AppDatabase, Database } from '../../db/schema'
import { jsonb, type LibraryOwner } from './library-json'

export type FavoriteRow = Selectable<Database['library_favorites']>
export type ChannelRow = Selectable<Database['library_channels']>

/** Favourites written in one statement (6 parameters each). */
const CHUNK_ROWS = 1_000

/** Favourites and recent channels; every query is scoped by (user_id, scope). */
export function createListsRepository(db: AppDatabase) {
  const favoritesOf = (owner: LibraryOwner, executor = db) =>
    executor
      .selectFrom('library_favorites')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('scope', '=', owner.scope)
  const channelsOf = (owner: LibraryOwner, executor = db) =>
    executor
      .selectFrom('library_channels')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('scope', '=', owner.scope)

  const trimFavorites = (owner: LibraryOwner, keep: number, executor = db) =>
    sql`delete from library_favorites f
        using (select type, id from library_favorites
               where user_id = ${owner.userId} and scope = ${owner.scope}
               order by added_at desc offset ${keep}) old
        where f.user_id = ${owner.userId} and f.scope = ${owner.scope}
          and f.type = old.type and f.id = old.id`.execute(executor)

  const listFavorites = (owner: LibraryOwner, limit: number, executor = db) =>
    favoritesOf(owner, executor).orderBy('added_at', 'desc').orderBy('id').limit(limit).execute()

  /** Writes favourites; `newerOnly` keeps a stored one whose addedAt is later (an import). */
  async function writeFavorites(
    owner: LibraryOwner,
    favorites: Favorite[],
    newerOnly: boolean,
    keep: number,
  ) {
    return db.transaction().execute(async (trx) => {
      for (let start = 0; start < favorites.length; start += CHUNK_ROWS) {
        const rows = favorites.slice(start, start + CHUNK_ROWS).map((favorite) => ({
          user_id: owner.userId,
          scope: owner.scope,
          type: favorite.type,
          id: favorite.id,
          content: jsonb(favorite.content),
          added_at: new Date(favorite.addedAt),
        }))
        await trx
          .insertInto('library_favorites')
          .values(rows)
          .onConflict((oc) => {
            const update = oc.columns(['user_id', 'scope', 'type', 'id']).doUpdateSet((eb) => ({
              content: eb.ref('excluded.content'),
              added_at: eb.ref('excluded.added_at'),
            }))
            return newerOnly
              ? update.whereRef('excluded.added_at', '>', 'library_favorites.added_at')
              : update
          })
          .execute()
      }
      await trimFavorites(owner, keep, trx)
      return listFavorites(owner, keep, trx)
    })
  }

  return {
    favorites: (owner: LibraryOwner, limit: number) => listFavorites(owner, limit),
    /** Adds or replaces (same type and id); answers the list. */
    addFavorite: (owner: LibraryOwner, favorite: Favorite, keep: number) =>
      writeFavorites(owner, [favorite], false, keep),
    /** Merges a device's favourites: a stored one with a later addedAt stays as it is. */
    importFavorites: (owner: LibraryOwner, favorites: Favorite[], keep: number) =>
      writeFavorites(owner, favorites, true, keep),
    async removeFavorite(owner: LibraryOwner, key: Pick<Favorite, 'type' | 'id'>, limit: number) {
      await db
        .deleteFrom('library_favorites')
        .where('user_id', '=', owner.userId)
        .where('scope', '=', owner.scope)
        .where('type', '=', key.type)
        .where('id', '=', key.id)
        .execute()
      return listFavorites(owner, limit)
    },

    channels: (owner: LibraryOwner, limit: number) =>
      channelsOf(owner).orderBy('watched_at', 'desc').orderBy('id').limit(limit).execute(),
    /** Puts the channel first and keeps the newest `keep`; answers them. */
    addChannel(owner: LibraryOwner, content: LibraryContent, at: Date, keep: number) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('library_channels')
          .values({
            user_id: owner.userId,
            scope: owner.scope,
            id: content.id,
            content: jsonb(content),
            watched_at: at,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'scope', 'id']).doUpdateSet((eb) => ({
              content: eb.ref('excluded.content'),
              watched_at: eb.ref('excluded.watched_at'),
            })),
          )
          .execute()
        await sql`delete from library_channels c
            using (select id from library_channels
                   where user_id = ${owner.userId} and scope = ${owner.scope}
                   order by watched_at desc, id offset ${keep}) old
            where c.user_id = ${owner.userId} and c.scope = ${owner.scope} and c.id = old.id`.execute(
          trx,
        )
        return channelsOf(owner, trx)
          .orderBy('watched_at', 'desc')
          .orderBy('id')
          .limit(keep)
          .execute()
      })
    },
  }
}

export type ListsRepository = ReturnType<typeof createListsRepository>
