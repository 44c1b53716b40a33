import { randomBytes } from 'node:crypto'
import type { CatalogItem, Category } from '@myflix/shared'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import { createMigrator, migrateToLatest } from '../../db/migrate'
import type { AppDatabase } from '../../db/schema'
import { createCatalogRepository, SnapshotReplacedError } from './catalog.repository'
import { decodeSnapshot, encodeSnapshot, PART_BYTES } from './snapshot-codec'
import { storeSnapshot } from './stored-snapshot'

const categories: Category[] = [{ id: '7', name: 'Séries de TV' }]

function series(count: number, tag: string): CatalogItem[] {
  return Array.from({ length: count }, (_, n) => ({
    id: `${tag}${n}`,
    type: 'series',
    name: `Série ${tag} ${n}`,
    image: null,
    plot: randomBytes(90).toString('base64'),
    rating: '8.0',
    year: null,
    genre: null,
    stream_id: `${tag}${n}`,
    container_extension: null,
    category_id: '7',
    category_ids: ['7'],
    category_name: null,
    added: n,
  }))
}

async function partSizes(db: AppDatabase) {
  const { rows } = await sql<{ size: number }>`
    SELECT length(bytes) AS size FROM catalog_list_parts ORDER BY part`.execute(db)
  return rows.map((row) => Number(row.size))
}

describe.each(testDatabaseKinds())('catalogue snapshots stored in parts on $name', (kind) => {
  let database: TestDatabase
  let db: AppDatabase
  const cloudId = '00000000-0000-4000-8000-000000000001'
  const oldItems = series(20_000, 'a')
  const oldAt = new Date('2026-11-01T10:00:00.123Z')

  beforeAll(async () => {
    database = await kind.open()
    db = database.handle.db
    const migrator = await createMigrator(db)
    expect((await migrator.migrateTo('0004-parental')).error).toBeUndefined()
    await db
      .insertInto('user')
      .values({ id: 'u1', name: '', email: 'parts@example.com', emailVerified: true, image: null })
      .execute()
    await db
      .insertInto('user_clouds')
      .values({
        id: cloudId,
        user_id: 'u1',
        cloud_name: 'Casa',
        xtream_url: 'http://panel.example',
        xtream_user: 'u',
        xtream_pass: 'sealed',
        is_active: true,
      })
      .execute()
    // A snapshot as 0003 stored it: the whole gzip'd list in one bytea.
    const payload: Buffer[] = []
    for await (const part of encodeSnapshot({ categories, items: oldItems })) payload.push(part)
    const whole = Buffer.concat(payload)
    expect(whole.length).toBeGreaterThan(2 * PART_BYTES)
    await sql`
      INSERT INTO catalog_snapshots (cloud_id, type, fetched_at, item_count, payload)
      VALUES (${cloudId}, 'series', ${oldAt.toISOString()}::timestamptz, ${oldItems.length},
              decode(${whole.toString('base64')}, 'base64'))`.execute(db)
  }, 120_000)
  afterAll(() => database?.dispose())

  it('cuts the stored snapshots into parts of at most 1 MiB, still readable', async () => {
    expect(await migrateToLatest(db)).toEqual(
      expect.arrayContaining(['0005-catalog-parts', '0010-catalog-lists']),
    )
    const sizes = await partSizes(db)
    expect(sizes.length).toBeGreaterThanOrEqual(3)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(PART_BYTES)

    const stored = await createCatalogRepository(db).load(cloudId, 'series')
    expect(stored).toMatchObject({ fetchedAt: oldAt, itemCount: oldItems.length })
    expect(await decodeSnapshot(stored!.parts)).toEqual({ categories, items: oldItems })
  })

  it('replaces a list part by part; a reader of the old one is told to read again', async () => {
    const repository = createCatalogRepository(db)
    const reading = await repository.load(cloudId, 'series')
    const newItems = series(9_000, 'b')
    const newAt = new Date('2026-11-02T10:00:00.456Z')
    const snapshot = { type: 'series' as const, fetchedAt: newAt, categories, items: newItems }
    const key = await storeSnapshot(repository, cloudId, 'panel:p', snapshot)
    await expect(decodeSnapshot(reading!.parts)).rejects.toBeInstanceOf(SnapshotReplacedError)

    const again = await repository.load(cloudId, 'series')
    expect(again).toMatchObject({ fetchedAt: newAt, itemCount: newItems.length })
    expect((await decodeSnapshot(again!.parts)).items).toEqual(newItems)
    // The old list's parts are gone with it.
    const { rows } = await sql<{ key: string }>`
      SELECT DISTINCT list_key AS key FROM catalog_list_parts`.execute(db)
    expect(rows.map((row) => row.key)).toEqual([key])
  })

  it('goes back to one payload per list and up again without losing it', async () => {
    const migrator = await createMigrator(db)
    expect((await migrator.migrateTo('0004-parental')).error).toBeUndefined()
    const { rows } = await sql<{ payload: string }>`
      SELECT encode(payload, 'base64') AS payload FROM catalog_snapshots`.execute(db)
    const payload = Buffer.from(rows[0]!.payload, 'base64')
    expect((await decodeSnapshot([payload])).items).toHaveLength(9_000)

    expect(await migrateToLatest(db)).toContain('0005-catalog-parts')
    const stored = await createCatalogRepository(db).load(cloudId, 'series')
    expect((await decodeSnapshot(stored!.parts)).items).toHaveLength(9_000)
  })
})
