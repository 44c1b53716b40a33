import { sql } from 'kysely'
import type { ContentType } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'

export interface SnapshotRow {
  type: ContentType
  fetchedAt: Date
  itemCount: number
  payload: Uint8Array
}

// Payloads cross the driver as base64 text: PGlite turns a bytea parameter into hex in a JS loop,
// seconds for a 100k-item list, where base64 is native on both sides.
const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64')

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

    async load(cloudId: string, type: ContentType): Promise<SnapshotRow | null> {
      const row = await db
        .selectFrom('catalog_snapshots')
        .select(['fetched_at', 'item_count', sql<string>`encode(payload, 'base64')`.as('payload')])
        .where('cloud_id', '=', cloudId)
        .where('type', '=', type)
        .executeTakeFirst()
      if (!row) return null
      return {
        type,
        fetchedAt: new Date(row.fetched_at),
        itemCount: row.item_count,
        payload: Buffer.from(row.payload, 'base64'),
      }
    },

    /** One write per list. Silently skipped when the cloud was deleted meanwhile. */
    async save(cloudId: string, snapshot: SnapshotRow): Promise<void> {
      await db
        .insertInto('catalog_snapshots')
        .columns(['cloud_id', 'type', 'fetched_at', 'item_count', 'payload'])
        .expression((eb) =>
          eb
            .selectFrom('user_clouds')
            .select([
              'id',
              sql.lit(snapshot.type).as('type'),
              sql<Date>`${snapshot.fetchedAt.toISOString()}::timestamptz`.as('fetched_at'),
              sql.lit(snapshot.itemCount).as('item_count'),
              sql<Uint8Array>`decode(${base64(snapshot.payload)}, 'base64')`.as('payload'),
            ])
            .where('id', '=', cloudId),
        )
        .onConflict((oc) =>
          oc.columns(['cloud_id', 'type']).doUpdateSet((eb) => ({
            fetched_at: eb.ref('excluded.fetched_at'),
            item_count: eb.ref('excluded.item_count'),
            payload: eb.ref('excluded.payload'),
          })),
        )
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
