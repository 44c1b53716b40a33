import { sql } from 'kysely'
import type { ContentType } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'

export interface SnapshotRow {
  type: ContentType
  fetchedAt: Date
  itemCount: number
  /** stored-snapshot.ts listKey: clouds whose lists have the same key share one stored list. */
  key: string
  /** How many parts the list has, written with writePart under `pending` (pendingKey). */
  parts: number
  pending: string
}

/**
 * Where a cloud's list of a type is written while it is encoded, before its key (a hash of all its
 * parts) is known; only the cloud's ingest, which holds its lease, writes there.
 */
export const pendingKey = (cloudId: string, type: ContentType) => `pending:${cloudId}:${type}`

/** A cloud's stored list of a type: when this cloud fetched it, and which list it is. */
export interface StoredList {
  fetchedAt: Date
  key: string
}

export interface StoredSnapshot extends StoredList {
  itemCount: number
  /** Read one part at a time; throws SnapshotReplacedError when a newer list replaced it meanwhile. */
  parts: AsyncIterable<Uint8Array>
}

export class SnapshotReplacedError extends Error {
  override readonly name = 'SnapshotReplacedError'
}

// Parts cross the driver as base64 text: PGlite turns a bytea parameter into hex in a JS loop
// (~0.35 s per MiB), where base64 is native on both sides.
const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64')
/** A bytea value for a query, sent as base64 text (the guide's chunks too). */
export const bytea = (bytes: Uint8Array) => sql<Uint8Array>`decode(${base64(bytes)}, 'base64')`

export type CatalogRepository = ReturnType<typeof createCatalogRepository>

export function createCatalogRepository(db: AppDatabase) {
  /**
   * Drops the lists no cloud points at (with their parts), and the parts a deleted cloud's
   * interrupted write left; a list pointed at again meanwhile stays.
   */
  async function collect(): Promise<void> {
    await db
      .deleteFrom('catalog_list_parts')
      .where('list_key', 'like', 'pending:%')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('user_clouds')
              .select('id')
              .where(sql<boolean>`list_key LIKE 'pending:' || user_clouds.id || ':%'`),
          ),
        ),
      )
      .execute()
    const dropped = await db
      .deleteFrom('catalog_lists')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('catalog_snapshots')
              .select('cloud_id')
              .whereRef('catalog_snapshots.list_key', '=', 'catalog_lists.key'),
          ),
        ),
      )
      .returning('key')
      .execute()
    if (dropped.length === 0) return
    await db
      .deleteFrom('catalog_list_parts')
      .where(
        'list_key',
        'in',
        dropped.map((row) => row.key),
      )
      .execute()
  }

  /** Gives the written parts their key and writes the list's row, which says they are all there. */
  async function publish(trx: AppDatabase, snapshot: SnapshotRow): Promise<void> {
    // An update leaves the parts' bytes where they are: only the key changes.
    await trx
      .updateTable('catalog_list_parts')
      .set({ list_key: snapshot.key })
      .where('list_key', '=', snapshot.pending)
      .execute()
    await trx
      .insertInto('catalog_lists')
      .values({ key: snapshot.key, item_count: snapshot.itemCount, parts: snapshot.parts })
      .execute()
  }

  const dropParts = (key: string) =>
    db.deleteFrom('catalog_list_parts').where('list_key', '=', key).execute()

  /** Points the cloud's list of the type at a stored list (nothing when the cloud was deleted). */
  async function pointAt(trx: AppDatabase, cloudId: string, snapshot: SnapshotRow) {
    const fetchedAt = sql<Date>`${snapshot.fetchedAt.toISOString()}::timestamptz`
    await trx
      .insertInto('catalog_snapshots')
      .columns(['cloud_id', 'type', 'fetched_at', 'item_count', 'list_key'])
      .expression((eb) =>
        eb
          .selectFrom('user_clouds')
          .select([
            'id',
            sql.lit(snapshot.type).as('type'),
            fetchedAt.as('fetched_at'),
            sql.lit(snapshot.itemCount).as('item_count'),
            sql<string>`${snapshot.key}`.as('list_key'),
          ])
          .where('id', '=', cloudId),
      )
      .onConflict((oc) =>
        oc.columns(['cloud_id', 'type']).doUpdateSet((eb) => ({
          fetched_at: eb.ref('excluded.fetched_at'),
          item_count: eb.ref('excluded.item_count'),
          list_key: eb.ref('excluded.list_key'),
        })),
      )
      .execute()
  }

  const hasList = async (key: string) =>
    (await db
      .selectFrom('catalog_lists')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst()) !== undefined

  return {
    /** When the cloud fetched each stored list, and which list it is (no payloads). */
    async stored(cloudId: string): Promise<Map<ContentType, StoredList>> {
      const rows = await db
        .selectFrom('catalog_snapshots')
        .select(['type', 'fetched_at', 'list_key'])
        .where('cloud_id', '=', cloudId)
        .execute()
      return new Map(
        rows.map((row) => [
          row.type as ContentType,
          { fetchedAt: new Date(row.fetched_at), key: row.list_key },
        ]),
      )
    },

    async load(cloudId: string, type: ContentType): Promise<StoredSnapshot | null> {
      const row = await db
        .selectFrom('catalog_snapshots')
        .innerJoin('catalog_lists', 'catalog_lists.key', 'catalog_snapshots.list_key')
        .select(['fetched_at', 'catalog_lists.item_count', 'catalog_lists.parts', 'list_key'])
        .where('cloud_id', '=', cloudId)
        .where('type', '=', type)
        .executeTakeFirst()
      if (!row) return null
      const { list_key: key, parts: count } = row
      async function* parts() {
        for (let part = 0; part < count; part += 1) {
          const found = await db
            .selectFrom('catalog_list_parts')
            .select(sql<string>`encode(bytes, 'base64')`.as('bytes'))
            .where('list_key', '=', key)
            .where('part', '=', part)
            .executeTakeFirst()
          if (!found) throw new SnapshotReplacedError(`${type} list of ${cloudId} replaced`)
          yield Buffer.from(found.bytes, 'base64')
        }
      }
      return { fetchedAt: new Date(row.fetched_at), key, itemCount: row.item_count, parts: parts() }
    },

    /** Clears what an interrupted write left under `pending`, before a list is written there. */
    startList: dropParts,

    /** Writes one part of a list being stored, under its pending key. */
    async writePart(pending: string, part: number, bytes: Uint8Array): Promise<void> {
      await db
        .insertInto('catalog_list_parts')
        .values({ list_key: pending, part, bytes: bytea(bytes) })
        .execute()
    },

    /**
     * Points the cloud's list of the type at the stored list of the same key: its parts written
     * under `pending` become that list unless another cloud stored it already (then they are
     * dropped). Then drops the list this one replaced if nobody else points at it (a reader of it
     * finds its parts gone and reads the new list instead). Silently skipped when the cloud was
     * deleted meanwhile. A list is made and pointed at in one transaction, so another cloud's
     * collect never sees it unpointed.
     */
    async save(cloudId: string, snapshot: SnapshotRow): Promise<void> {
      for (let attempt = 1; ; attempt += 1) {
        const stored = await hasList(snapshot.key)
        try {
          await db.transaction().execute(async (trx) => {
            if (!stored) await publish(trx, snapshot)
            await pointAt(trx, cloudId, snapshot)
          })
          if (stored) await dropParts(snapshot.pending)
          break
        } catch (error) {
          // Another cloud published the same list meanwhile (its key is taken: point at it), or
          // dropped the stored one between the two steps (publish ours).
          if (attempt >= 2) throw error
        }
      }
      await collect()
    },

    collect,

    /**
     * Takes (or renews) the cloud's ingest lease for `owner` when it is free, expired or already
     * ours. False when another instance holds it. Works alike on PostgreSQL and PGlite.
     */
    async takeLease(cloudId: string, owner: string, seconds: number): Promise<boolean> {
      const until = sql<Date>`CURRENT_TIMESTAMP + make_interval(secs => ${seconds})`
      const row = await db
        .insertInto('catalog_ingest_leases')
        .columns(['cloud_id', 'owner', 'expires_at'])
        .expression((eb) =>
          eb
            .selectFrom('user_clouds')
            .select(['id', sql.lit(owner).as('owner'), until.as('expires_at')])
            .where('id', '=', cloudId),
        )
        .onConflict((oc) =>
          oc
            .column('cloud_id')
            .doUpdateSet({ owner, expires_at: until })
            .where((eb) =>
              eb.or([
                eb('catalog_ingest_leases.owner', '=', owner),
                eb('catalog_ingest_leases.expires_at', '<', sql<Date>`CURRENT_TIMESTAMP`),
              ]),
            ),
        )
        .returning('owner')
        .executeTakeFirst()
      return row?.owner === owner
    },

    async releaseLease(cloudId: string, owner: string): Promise<void> {
      await db
        .deleteFrom('catalog_ingest_leases')
        .where('cloud_id', '=', cloudId)
        .where('owner', '=', owner)
        .execute()
    },

    async leaseHeld(cloudId: string): Promise<boolean> {
      const row = await db
        .selectFrom('catalog_ingest_leases')
        .select('owner')
        .where('cloud_id', '=', cloudId)
        .where('expires_at', '>=', sql<Date>`CURRENT_TIMESTAMP`)
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
