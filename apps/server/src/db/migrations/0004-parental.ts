import { sql, type Kysely } from 'kysely'

// parental_controls (spec §3): one row per user. pin_hash holds a salted scrypt string
// (modules/parental/pin-hash.ts), never the PIN or its plain SHA-256 as the original did. The wrong-PIN
// counter lives on the row so every server instance sharing the database sees the same limit.
// parental_unlocks: the 1-hour access a correct PIN grants, per session (a new device unlocks on its
// own); signing out deletes the session and, through the cascade, its access.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`CURRENT_TIMESTAMP`
  await db.schema
    .createTable('parental_controls')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (col) =>
      col.notNull().unique().references('user.id').onDelete('cascade'),
    )
    .addColumn('is_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('pin_hash', 'text')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed_since', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(now))
    .execute()
  await db.schema
    .createTable('parental_unlocks')
    .addColumn('session_id', 'text', (col) =>
      col.primaryKey().references('session.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('parental_unlocks_user_id_idx')
    .on('parental_unlocks')
    .column('user_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parental_unlocks').execute()
  await db.schema.dropTable('parental_controls').execute()
}
