import type { Kysely } from 'kysely'

// Catch-up programmes in the library (issue 19): a position of kind 'catchup' names the programme it
// belongs to (channel, start, end, title), so 'Continuar Assistindo' can play it again and drop it once
// the channel's archive no longer keeps it. Null for movies and episodes; existing rows stay as they are.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('library_progress').addColumn('programme', 'jsonb').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('library_progress').dropColumn('programme').execute()
}
