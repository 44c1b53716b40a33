import { sql, type Kysely } from 'kysely'

// Snapshots move from one bytea per list (up to ~10 MB for 100k films) to parts of at most 1 MiB,
// one row each: PGlite's WASM heap grows to the biggest value a statement handles and never hands
// it back. A part row carries its list's fetched_at, so a reader can tell when the list it was
// reading was replaced meanwhile. Stored snapshots are cut into parts here, in SQL, so none is lost.

const PART = 1024 * 1024

export async function up(db: Kysely<unknown>): Promise<void> {
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
  await sql`
    INSERT INTO catalog_snapshot_parts (cloud_id, type, fetched_at, part, bytes)
    SELECT s.cloud_id, s.type, s.fetched_at, p.part, substring(s.payload FROM p.part * ${sql.lit(PART)} + 1 FOR ${sql.lit(PART)})
    FROM catalog_snapshots s
    CROSS JOIN LATERAL generate_series(0, (length(s.payload) - 1) / ${sql.lit(PART)}) AS p(part)
    WHERE length(s.payload) > 0
  `.execute(db)
  await sql`
    UPDATE catalog_snapshots SET parts = (length(payload) + ${sql.lit(PART - 1)}) / ${sql.lit(PART)}
  `.execute(db)
  await db.schema.alterTable('catalog_snapshots').dropColumn('payload').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('catalog_snapshots')
    .addColumn('payload', 'bytea', (col) => col.notNull().defaultTo(sql`''::bytea`))
    .execute()
  await sql`
    UPDATE catalog_snapshots s SET payload = coalesce((
      SELECT string_agg(p.bytes, ''::bytea ORDER BY p.part) FROM catalog_snapshot_parts p
      WHERE p.cloud_id = s.cloud_id AND p.type = s.type AND p.fetched_at = s.fetched_at
    ), ''::bytea)
  `.execute(db)
  await db.schema
    .alterTable('catalog_snapshots')
    .alterColumn('payload', (col) => col.dropDefault())
    .execute()
  await db.schema.alterTable('catalog_snapshots').dropColumn('parts').execute()
  await db.schema.dropTable('catalog_snapshot_parts').execute()
}
