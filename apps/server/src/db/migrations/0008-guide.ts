import type { Kysely } from 'kysely'

// The programme guide of a provider account (scope: its address and user name, hashed), shared by
// every user and instance reading that account. An ingest writes a new version of the guide beside
// the one served, then points guide_sources at it and deletes the old one: readers never see half a
// guide. The lease columns keep two instances from fetching the same guide at once (a row lease, as
// the catalogue's, because PGlite has no pooled advisory locks).
//
// guide_chunks holds one channel's programmes of one batch, two gzip'd JSON values: `data` (start,
// end and title of each) is all the in-memory index needs, `descriptions` is read only for one
// channel's schedule. A channel has several chunks when its programmes are spread over the file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guide_sources')
    .addColumn('scope', 'text', (col) => col.primaryKey())
    /** The version served; 0: none yet. */
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    /** The last version handed to an ingest, so two never write the same one. */
    .addColumn('last_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz')
    .addColumn('channels', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('programmes', 'integer', (col) => col.notNull().defaultTo(0))
    /** When the last ingest ended, and why it failed (a code, turned into pt-BR when read). */
    .addColumn('attempted_at', 'timestamptz')
    .addColumn('error', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .execute()

  await db.schema
    .createTable('guide_chunks')
    .addColumn('scope', 'text', (col) =>
      col.notNull().references('guide_sources.scope').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('epg_id', 'text', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('programmes', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('descriptions', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('guide_chunks_pk', ['scope', 'version', 'epg_id', 'seq'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guide_chunks').execute()
  await db.schema.dropTable('guide_sources').execute()
}
