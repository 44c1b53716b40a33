import type { Kysely } from 'kysely'

// Counters that end, in the database so every server instance sees the same ones (lib/throttle.ts):
// validar-nuvem calls per user, failed sign-ins per account and per account and address, and the
// addresses an account has signed in from. Keys are hashes: they stand for e-mails and addresses.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_throttle')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('request_throttle_expires_at_idx')
    .on('request_throttle')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_throttle').execute()
}
