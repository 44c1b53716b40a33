import { randomBytes } from 'node:crypto'
import type { CatalogItem, Category } from '@myflix/shared'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseKinds, type TestDatabase } from '../../../test/support/databases'
import { migrateToLatest } from '../../db/migrate'
import type { AppDatabase } from '../../db/schema'
import type { TypeSnapshot } from './catalog-index'
import { createCatalogRepository, pendingKey } from './catalog.repository'
import { decodeSnapshot } from './snapshot-codec'
import { storeSnapshot } from './stored-snapshot'

const categories: Category[] = [{ id: '1', name: 'Filmes' }]

// Random plots keep the list over a few 1 MiB parts after gzip.
function films(count: number): CatalogItem[] {
  return Array.from({ length: count }, (_, n) => ({
    id: String(n),
    type: 'movie',
    name: `Filme ${n}`,
    image: null,
    plot: randomBytes(90).toString('base64'),
    rating: '6.0',
    year: null,
    genre: null,
    stream_id: String(n),
    container_extension: 'mp4',
    category_id: '1',
    category_ids: ['1'],
    category_name: null,
    added: n,
  }))
}

const clouds = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']

async function partKeys(db: AppDatabase): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`
    SELECT DISTINCT list_key AS key FROM catalog_list_parts`.execute(db)
  return rows.map((row) => row.key).sort()
}

describe.each(testDatabaseKinds())('lists stored part by part as encoded on $name', (kind) => {
  let database: TestDatabase
  let db: AppDatabase
  const snapshot: TypeSnapshot = {
    type: 'movie',
    fetchedAt: new Date('2026-11-20T10:00:00.000Z'),
    categories,
    items: films(25_000),
  }

  beforeAll(async () => {
    database = await kind.open()
    db = database.handle.db
    await migrateToLatest(db)
    await db
      .insertInto('user')
      .values({ id: 'u1', name: '', email: 'lists@example.com', emailVerified: true, image: null })
      .execute()
    for (const [n, id] of clouds.entries())
      await db
        .insertInto('user_clouds')
        .values({
          id,
          user_id: 'u1',
          cloud_name: `Nuvem ${n}`,
          xtream_url: 'http://panel.example',
          xtream_user: `u${n}`,
          xtream_pass: 'sealed',
          is_active: n === 0,
        })
        .execute()
  }, 120_000)
  afterAll(() => database?.dispose())

  it('stores one list for two clouds saving the same one at once, and no pending parts', async () => {
    const repository = createCatalogRepository(db)
    const keys = await Promise.all(
      clouds.map((cloudId) => storeSnapshot(repository, cloudId, 'panel:p', snapshot)),
    )
    expect(keys[0]).toBe(keys[1])
    expect(await partKeys(db)).toEqual([keys[0]])
    const { rows } = await sql<{ parts: number }>`SELECT parts FROM catalog_lists`.execute(db)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.parts).toBeGreaterThanOrEqual(3)
    for (const cloudId of clouds) {
      const stored = await repository.load(cloudId, 'movie')
      expect(stored).toMatchObject({ key: keys[0], itemCount: snapshot.items.length })
      expect((await decodeSnapshot(stored!.parts)).items).toEqual(snapshot.items)
    }
  })

  it("clears an interrupted write's parts: its cloud's next store, or collect once the cloud is gone", async () => {
    const repository = createCatalogRepository(db)
    const [first, second] = clouds as [string, string]
    for (const cloudId of clouds)
      await repository.writePart(pendingKey(cloudId, 'series'), 0, Buffer.from('half a list'))

    const series = { ...snapshot, type: 'series' as const, items: films(300) }
    const key = await storeSnapshot(repository, first, 'panel:p', series)
    expect(await partKeys(db)).toContain(pendingKey(second, 'series'))
    expect(await partKeys(db)).not.toContain(pendingKey(first, 'series'))
    const stored = await repository.load(first, 'series')
    expect((await decodeSnapshot(stored!.parts)).items).toEqual(series.items)

    await db.deleteFrom('catalog_snapshots').where('cloud_id', '=', second).execute()
    await db.deleteFrom('user_clouds').where('id', '=', second).execute()
    await repository.collect()
    expect(await partKeys(db)).toEqual(
      [key, (await repository.stored(first)).get('movie')!.key].sort(),
    )
  })
})
