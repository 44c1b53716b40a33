import { sql, type Kysely } from 'kysely'

// The user's library (issue 17). Every row belongs to (user_id, scope): scope names the provider
// account the ids come from (modules/provider/account-scope.ts), since two panels' ids collide.
// library_progress: one row per movie or episode played or marked; `content` is the movie's or the
// series' card for 'Continuar Assistindo', `next_episode` the episode after (a finished one moves
// its series on), `hidden` what 'Remover' took off that row. library_favorites: spec §3 Favorite.
// library_channels: the last channels played (the service keeps 20 per scope).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('library_progress')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('series_id', 'text')
    .addColumn('episode', 'jsonb')
    .addColumn('position', 'double precision', (col) => col.notNull())
    .addColumn('duration', 'double precision', (col) => col.notNull())
    .addColumn('watched', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('next_episode', 'jsonb')
    .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('library_progress_pkey', ['user_id', 'scope', 'kind', 'id'])
    .execute()
  await db.schema
    .createIndex('library_progress_recent_idx')
    .on('library_progress')
    .expression(sql`user_id, scope, updated_at desc`)
    .execute()

  await db.schema
    .createTable('library_favorites')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('library_favorites_pkey', ['user_id', 'scope', 'type', 'id'])
    .execute()

  await db.schema
    .createTable('library_channels')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('content', 'jsonb', (col) => col.notNull())
    .addColumn('watched_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('library_channels_pkey', ['user_id', 'scope', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_channels').execute()
  await db.schema.dropTable('library_favorites').execute()
  await db.schema.dropTable('library_progress').execute()
}
