import type { Kysely } from 'kysely'

// throttle: counters shared by every server instance (lib/throttle.ts): wrong passwords per account
// and address, validar-nuvem calls per user. `key` is a SHA-256 of what is counted (it names e-mails
// and addresses), `reset_at` the end of the counter's window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('throttle_reset_at_idx').on('throttle').column('reset_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle').execute()
}
