import { sql, type Kysely } from 'kysely'

// user_clouds (spec §3). The password is stored sealed (lib/crypto.ts), so is_encrypted defaults to
// true, unlike the spec's plain-text original. gen_random_uuid() is built into PostgreSQL 13+ and PGlite.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`CURRENT_TIMESTAMP`
  await db.schema
    .createTable('user_clouds')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('cloud_name', 'text', (col) => col.notNull())
    .addColumn('xtream_url', 'text', (col) => col.notNull())
    .addColumn('xtream_user', 'text', (col) => col.notNull())
    .addColumn('xtream_pass', 'text', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_encrypted', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createIndex('user_clouds_user_id_idx')
    .on('user_clouds')
    .column('user_id')
    .execute()
  // At most one active cloud per user, enforced by the database rather than by care in the code.
  await db.schema
    .createIndex('user_clouds_one_active_idx')
    .on('user_clouds')
    .column('user_id')
    .unique()
    .where(sql.ref('is_active'), '=', true)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_clouds').execute()
}
