import { sql, type Kysely } from 'kysely'

// One snapshot row per (cloud, type): the normalised list as one gzip'd payload, so an ingest is a
// single write and any server instance sharing the database can load it. The lease row keeps two
// instances from fetching the same cloud at once (works on PGlite too, unlike a pooled advisory lock).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_snapshots')
    .addColumn('cloud_id', 'uuid', (col) =>
      col.notNull().references('user_clouds.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull())
    .addColumn('item_count', 'integer', (col) => col.notNull())
    .addColumn('payload', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_snapshots_pk', ['cloud_id', 'type'])
    .execute()

  await db.schema
    .createTable('catalog_ingest_leases')
    .addColumn('cloud_id', 'uuid', (col) =>
      col.primaryKey().references('user_clouds.id').onDelete('cascade'),
    )
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalog_ingest_leases').execute()
  await db.schema.dropTable('catalog_snapshots').execute()
}
