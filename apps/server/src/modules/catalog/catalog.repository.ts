import { sql } from 'kysely'
import type { ContentType } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'

export interface SnapshotRow {
  type: ContentType
  fetchedAt: Date
  itemCount: number
  /** The gzip'd list in order, each at most snapshot-codec's PART_BYTES. */
  parts: Uint8Array[]
}

export interface StoredSnapshot {
  fetchedAt: Date
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
  return {
    /** When each stored list of the cloud was fetched (no payloads). */
    async fetchedAt(cloudId: string): Promise<Map<ContentType, Date>> {
      const rows = await db
        .selectFrom('catalog_snapshots')
        .select(['type', 'fetched_at'])
        .where('cloud_id', '=', cloudId)
        .execute()
      return new Map(rows.map((row) => [row.type as ContentType, new Date(row.fetched_at)]))
    },

    async load(cloudId: string, type: ContentType): Promise<StoredSnapshot | null> {
      const row = await db
        .selectFrom('catalog_snapshots')
        .select(['fetched_at', 'item_count', 'parts'])
        .where('cloud_id', '=', cloudId)
        .where('type', '=', type)
        .executeTakeFirst()
      if (!row) return null
      const fetchedAt = new Date(row.fetched_at)
      const count = row.parts
      async function* parts() {
        for (let part = 0; part < count; part += 1) {
          const found = await db
            .selectFrom('catalog_snapshot_parts')
            .select(sql<string>`encode(bytes, 'base64')`.as('bytes'))
            .where('cloud_id', '=', cloudId)
            .where('type', '=', type)
            .where('fetched_at', '=', fetchedAt)
            .where('part', '=', part)
            .executeTakeFirst()
          if (!found) throw new SnapshotReplacedError(`${type} list of ${cloudId} replaced`)
          yield Buffer.from(found.bytes, 'base64')
        }
      }
      return { fetchedAt, itemCount: row.item_count, parts: parts() }
    },

    /**
     * Writes the parts, then points the list's row at them, then drops the parts of the list it
     * replaced: a reader holding the old row finds its parts gone and reads the new list instead.
     * Silently skipped when the cloud was deleted meanwhile.
     */
    async save(cloudId: string, snapshot: SnapshotRow): Promise<void> {
      const fetchedAt = sql<Date>`${snapshot.fetchedAt.toISOString()}::timestamptz`
      for (const [part, bytes] of snapshot.parts.entries()) {
        await db
          .insertInto('catalog_snapshot_parts')
          .columns(['cloud_id', 'type', 'fetched_at', 'part', 'bytes'])
          .expression((eb) =>
            eb
              .selectFrom('user_clouds')
              .select([
                'id',
                sql.lit(snapshot.type).as('type'),
                fetchedAt.as('fetched_at'),
                sql.lit(part).as('part'),
                bytea(bytes).as('bytes'),
              ])
              .where('id', '=', cloudId),
          )
          .onConflict((oc) =>
            oc
              .columns(['cloud_id', 'type', 'fetched_at', 'part'])
              .doUpdateSet((eb) => ({ bytes: eb.ref('excluded.bytes') })),
          )
          .execute()
      }
      await db
        .insertInto('catalog_snapshots')
        .columns(['cloud_id', 'type', 'fetched_at', 'item_count', 'parts'])
        .expression((eb) =>
          eb
            .selectFrom('user_clouds')
            .select([
              'id',
              sql.lit(snapshot.type).as('type'),
              fetchedAt.as('fetched_at'),
              sql.lit(snapshot.itemCount).as('item_count'),
              sql.lit(snapshot.parts.length).as('parts'),
            ])
            .where('id', '=', cloudId),
        )
        .onConflict((oc) =>
          oc.columns(['cloud_id', 'type']).doUpdateSet((eb) => ({
            fetched_at: eb.ref('excluded.fetched_at'),
            item_count: eb.ref('excluded.item_count'),
            parts: eb.ref('excluded.parts'),
          })),
        )
        .execute()
      await db
        .deleteFrom('catalog_snapshot_parts')
        .where('cloud_id', '=', cloudId)
        .where('type', '=', snapshot.type)
        .where('fetched_at', '<>', fetchedAt)
        .execute()
    },

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
