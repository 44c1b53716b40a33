import { sql } from 'kysely'
import type { AppDatabase } from '../../db/schema'
import { bytea } from '../catalog/catalog.repository'

/** What guide_sources says about a scope's guide. */
export interface GuideSourceRow {
  version: number
  updatedAt: number | null
  channels: number
  programmes: number
  attemptedAt: number | null
  /** The failure code of the last ingest (guide-status.ts turns it into pt-BR); null: it worked. */
  error: string | null
  /** Someone holds an unexpired ingest lease. */
  leased: boolean
}

export interface ChunkRow {
  epgId: string
  seq: number
  programmes: number
  data: Uint8Array
  descriptions: Uint8Array
}

const unixSeconds = (value: Date | string | null) =>
  value === null ? null : Math.floor(new Date(value).getTime() / 1000)
const now = sql<Date>`CURRENT_TIMESTAMP`

/** Rows per INSERT stay under this many bytes, so no statement grows PGlite's heap much. */
const STATEMENT_BYTES = 512 * 1024

export type GuideRepository = ReturnType<typeof createGuideRepository>

export function createGuideRepository(db: AppDatabase) {
  return {
    async source(scope: string): Promise<GuideSourceRow | null> {
      const row = await db
        .selectFrom('guide_sources')
        .select([
          'version',
          'updated_at',
          'channels',
          'programmes',
          'attempted_at',
          'error',
          sql<boolean>`coalesce(lease_until > CURRENT_TIMESTAMP, false)`.as('leased'),
        ])
        .where('scope', '=', scope)
        .executeTakeFirst()
      if (!row) return null
      return {
        version: row.version,
        updatedAt: unixSeconds(row.updated_at),
        channels: row.channels,
        programmes: row.programmes,
        attemptedAt: unixSeconds(row.attempted_at),
        error: row.error,
        leased: row.leased,
      }
    },

    /**
     * Takes the scope's ingest lease for `owner` when it is free, expired or already its own, and
     * hands out a version number nobody has written. null when another instance holds the lease.
     */
    async takeLease(scope: string, owner: string, seconds: number): Promise<number | null> {
      const until = sql<Date>`CURRENT_TIMESTAMP + make_interval(secs => ${seconds})`
      const row = await db
        .insertInto('guide_sources')
        .values({ scope, last_version: 1, lease_owner: owner, lease_until: until })
        .onConflict((oc) =>
          oc
            .column('scope')
            .doUpdateSet({
              last_version: sql<number>`guide_sources.last_version + 1`,
              lease_owner: owner,
              lease_until: until,
            })
            .where((eb) =>
              eb.or([
                eb('guide_sources.lease_owner', 'is', null),
                eb('guide_sources.lease_owner', '=', owner),
                eb('guide_sources.lease_until', '<', now),
              ]),
            ),
        )
        .returning(['last_version', 'lease_owner'])
        .executeTakeFirst()
      return row?.lease_owner === owner ? row.last_version : null
    },

    async renewLease(scope: string, owner: string, seconds: number): Promise<boolean> {
      const result = await db
        .updateTable('guide_sources')
        .set({ lease_until: sql<Date>`${now} + make_interval(secs => ${seconds})` })
        .where('scope', '=', scope)
        .where('lease_owner', '=', owner)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },

    async releaseLease(scope: string, owner: string): Promise<void> {
      await db
        .updateTable('guide_sources')
        .set({ lease_owner: null, lease_until: null })
        .where('scope', '=', scope)
        .where('lease_owner', '=', owner)
        .execute()
    },

    async writeChunks(scope: string, version: number, chunks: ChunkRow[]): Promise<void> {
      let batch: ChunkRow[] = []
      let bytes = 0
      const flush = async () => {
        if (batch.length === 0) return
        const rows = batch.map((chunk) => ({
          scope,
          version,
          epg_id: chunk.epgId,
          seq: chunk.seq,
          programmes: chunk.programmes,
          data: bytea(chunk.data),
          descriptions: bytea(chunk.descriptions),
        }))
        batch = []
        bytes = 0
        await db.insertInto('guide_chunks').values(rows).execute()
      }
      for (const chunk of chunks) {
        batch.push(chunk)
        bytes += chunk.data.length + chunk.descriptions.length
        if (bytes >= STATEMENT_BYTES) await flush()
      }
      await flush()
    },

    /**
     * Serves `version` if `owner` still holds the lease, then deletes the versions before it: a
     * reader of the old one finds it gone and reads the new one. False when the lease was lost.
     */
    async publish(
      scope: string,
      owner: string,
      version: number,
      guide: { updatedAt: number; channels: number; programmes: number },
    ): Promise<boolean> {
      const at = new Date(guide.updatedAt * 1000)
      const { channels, programmes } = guide
      const result = await db
        .updateTable('guide_sources')
        .set({ version, updated_at: at, attempted_at: at, error: null, channels, programmes })
        .where('scope', '=', scope)
        .where('lease_owner', '=', owner)
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n) return false
      await db
        .deleteFrom('guide_chunks')
        .where('scope', '=', scope)
        .where('version', '<', version)
        .execute()
      return true
    },

    /** Records a failed ingest (the version served stays) and drops what it wrote. */
    async fail(
      scope: string,
      owner: string,
      version: number,
      failure: { at: number; error: string },
    ): Promise<void> {
      await db
        .updateTable('guide_sources')
        .set({ attempted_at: new Date(failure.at * 1000), error: failure.error })
        .where('scope', '=', scope)
        .where('lease_owner', '=', owner)
        .execute()
      await this.dropVersion(scope, version)
    },

    async dropVersion(scope: string, version: number): Promise<void> {
      await db
        .deleteFrom('guide_chunks')
        .where('scope', '=', scope)
        .where('version', '=', version)
        .execute()
    },

    /** Up to `limit` chunks of a version, without descriptions, after (epgId, seq), in that order. */
    async indexPage(
      scope: string,
      version: number,
      after: { epgId: string; seq: number } | null,
      limit: number,
    ): Promise<Array<{ epgId: string; seq: number; data: Uint8Array }>> {
      let query = db
        .selectFrom('guide_chunks')
        .select(['epg_id', 'seq', sql<string>`encode(data, 'base64')`.as('data')])
        .where('scope', '=', scope)
        .where('version', '=', version)
      if (after) query = query.where(sql<boolean>`(epg_id, seq) > (${after.epgId}, ${after.seq})`)
      const rows = await query.orderBy('epg_id').orderBy('seq').limit(limit).execute()
      return rows.map((row) => ({
        epgId: row.epg_id,
        seq: row.seq,
        data: Buffer.from(row.data, 'base64'),
      }))
    },

    /** One channel's chunks of the version served, descriptions included. */
    async channelChunks(scope: string, epgId: string): Promise<ChunkRow[]> {
      const rows = await db
        .selectFrom('guide_chunks')
        .innerJoin('guide_sources', (join) =>
          join
            .onRef('guide_sources.scope', '=', 'guide_chunks.scope')
            .onRef('guide_sources.version', '=', 'guide_chunks.version'),
        )
        .select([
          'guide_chunks.seq',
          'guide_chunks.programmes',
          sql<string>`encode(guide_chunks.data, 'base64')`.as('data'),
          sql<string>`encode(guide_chunks.descriptions, 'base64')`.as('descriptions'),
        ])
        .where('guide_chunks.scope', '=', scope)
        .where('guide_chunks.epg_id', '=', epgId)
        .orderBy('guide_chunks.seq')
        .execute()
      return rows.map((row) => ({
        epgId,
        seq: row.seq,
        programmes: row.programmes,
        data: Buffer.from(row.data, 'base64'),
        descriptions: Buffer.from(row.descriptions, 'base64'),
      }))
    },
  }
}
