import { sql, type Kysely } from 'kysely'

// Issue 22: a stored list belongs to its content, not to a cloud. Clouds whose list of a type is the
// same (same panel, same bytes: catalog/stored-snapshot.ts listKey) point at one catalog_lists row;
// a cloud's catalog_snapshots row keeps its own fetched_at. A list nobody points at is dropped
// (catalog.repository.ts collect). Lists stored before get a key of their own (no sharing until
// their cloud's next ingest), their parts moved, not re-encoded.

const legacyKey = sql`'legacy:' || s.cloud_id::text || ':' || s.type`

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_lists')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('item_count', 'integer', (col) => col.notNull())
    .addColumn('parts', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
    )
    .execute()
  // No foreign key: a list's parts are written before its row, which says they are all there.
  await db.schema
    .createTable('catalog_list_parts')
    .addColumn('list_key', 'text', (col) => col.notNull())
    .addColumn('part', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_list_parts_pk', ['list_key', 'part'])
    .execute()
  await sql`
    INSERT INTO catalog_lists (key, item_count, parts)
    SELECT ${legacyKey}, s.item_count, s.parts FROM catalog_snapshots s
  `.execute(db)
  await sql`
    INSERT INTO catalog_list_parts (list_key, part, bytes)
    SELECT ${legacyKey}, p.part, p.bytes
    FROM catalog_snapshots s
    JOIN catalog_snapshot_parts p
      ON p.cloud_id = s.cloud_id AND p.type = s.type AND p.fetched_at = s.fetched_at
  `.execute(db)
  await db.schema
    .alterTable('catalog_snapshots')
    .addColumn('list_key', 'text', (col) => col.references('catalog_lists.key'))
    .execute()
  await sql`UPDATE catalog_snapshots s SET list_key = ${legacyKey}`.execute(db)
  await db.schema
    .alterTable('catalog_snapshots')
    .alterColumn('list_key', (col) => col.setNotNull())
    .execute()
  await db.schema.alterTable('catalog_snapshots').dropColumn('parts').execute()
  await db.schema
    .createIndex('catalog_snapshots_list_key')
    .on('catalog_snapshots')
    .column('list_key')
    .execute()
  await db.schema.dropTable('catalog_snapshot_parts').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalog_snapshot_parts')
    .addColumn('cloud_id', 'uuid', (col) =>
      col.notNull().references('user_clouds.id').onDelete('cascade'),
    )
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('fetched_at', 'timestamptz', (col) => col.notNull())
    .addColumn('part', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_snapshot_parts_pk', [
      'cloud_id',
      'type',
      'fetched_at',
      'part',
    ])
    .execute()
  await db.schema
    .alterTable('catalog_snapshots')
    .addColumn('parts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  // A shared list is copied to each cloud that points at it.
  await sql`
    INSERT INTO catalog_snapshot_parts (cloud_id, type, fetched_at, part, bytes)
    SELECT s.cloud_id, s.type, s.fetched_at, p.part, p.bytes
    FROM catalog_snapshots s JOIN catalog_list_parts p ON p.list_key = s.list_key
  `.execute(db)
  await sql`
    UPDATE catalog_snapshots s SET parts = l.parts FROM catalog_lists l WHERE l.key = s.list_key
  `.execute(db)
  await db.schema.dropIndex('catalog_snapshots_list_key').execute()
  await db.schema.alterTable('catalog_snapshots').dropColumn('list_key').execute()
  await db.schema.dropTable('catalog_list_parts').execute()
  await db.schema.dropTable('catalog_lists').execute()
}
