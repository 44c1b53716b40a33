import { randomBytes, randomUUID } from 'node:crypto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { CatalogItem } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { COUNT_MAX, TEXT_MAX } from '../provider/text-limits'
import { normaliseStreams } from '../provider/xtream.normalise'
import { buildTypeIndex, type TypeIndex } from './catalog-index'
import { ITEM_JSON_MAX_BYTES } from './catalog-size'
import { itemSerialiser } from './catalog.service'

const serialise = itemSerialiser('s'.repeat(32), randomUUID())
const id = (n: number) => `${n}`.padStart(64, '9')

describe('ITEM_JSON_MAX_BYTES', () => {
  it('holds an item with every field at its limit, every character escaped', () => {
    const escaped = (max: number) => '\u0001'.repeat(max)
    // Images: 3 bytes of UTF-8 a character, which the media proxy's token carries in base64.
    const image = (n: number) => `https://i/${n}`.padEnd(TEXT_MAX.url, '\u4e00')
    const [item] = normaliseStreams('movie', [
      {
        stream_id: id(1),
        name: escaped(TEXT_MAX.name),
        plot: escaped(TEXT_MAX.plot),
        cast: escaped(TEXT_MAX.list),
        director: escaped(TEXT_MAX.list),
        genre: escaped(TEXT_MAX.list),
        release_date: escaped(TEXT_MAX.name),
        stream_icon: image(0),
        backdrop_path: Array.from({ length: COUNT_MAX.backdrops }, (_, n) => image(n + 1)),
        category_ids: Array.from({ length: COUNT_MAX.categoryIds }, (_, n) => id(n)),
        rating: 1e300,
        added: 1e300,
        episode_run_time: 1e300,
        container_extension: 'mkv',
        is_adult: 1,
      },
    ]).items
    const index = buildTypeIndex(
      {
        type: 'movie',
        fetchedAt: new Date(),
        categories: [{ id: id(0), name: escaped(TEXT_MAX.name) }],
        items: [item as CatalogItem],
      },
      serialise,
    )
    const bytes = Buffer.byteLength(index.json(index.item(id(1)) as CatalogItem))
    expect(bytes).toBeLessThanOrEqual(ITEM_JSON_MAX_BYTES)
    // The bound is what such an item weighs, not a guess far above it.
    expect(bytes).toBeGreaterThan(0.97 * ITEM_JSON_MAX_BYTES)
  })

  it('holds a channel with its guide keys at their limits', () => {
    const escaped = (max: number) => '\u0001'.repeat(max)
    const [item] = normaliseStreams('live', [
      {
        stream_id: id(1),
        num: 2 ** 53 - 1,
        name: escaped(TEXT_MAX.name),
        plot: escaped(TEXT_MAX.plot),
        genre: escaped(TEXT_MAX.list),
        release_date: escaped(TEXT_MAX.name),
        epg_channel_id: escaped(TEXT_MAX.name),
        tv_archive: 1,
        tv_archive_duration: 1e300,
        stream_icon: `https://i/0`.padEnd(TEXT_MAX.url, '\u4e00'),
        category_ids: Array.from({ length: COUNT_MAX.categoryIds }, (_, n) => id(n)),
        added: 1e300,
        is_adult: 1,
      },
    ]).items
    const index = buildTypeIndex(
      { type: 'live', fetchedAt: new Date(), categories: [], items: [item as CatalogItem] },
      serialise,
    )
    const channel = index.item(id(1)) as CatalogItem
    expect(channel.epg_channel_id).toHaveLength(TEXT_MAX.name)
    expect(Buffer.byteLength(index.json(channel))).toBeLessThanOrEqual(ITEM_JSON_MAX_BYTES)
  })
})

/**
 * Heap and buffers held by what `build` returns (the packed items live in buffers outside the
 * heap), after the collector ran before and after.
 */
async function heapHeldBy(build: () => Promise<TypeIndex>) {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  const used = () => {
    gc()
    gc()
    const { heapUsed, arrayBuffers } = process.memoryUsage()
    return heapUsed + arrayBuffers
  }
  const before = used()
  const index = await build()
  return { index, held: used() - before }
}

/** An index of `count` titles, each of its JSON cached, from rows made by `row`. */
async function servedIndex(count: number, row: (n: number) => object): Promise<TypeIndex> {
  const { items } = normaliseStreams(
    'movie',
    JSON.parse(JSON.stringify(Array.from({ length: count }, (_, n) => row(n)))) as unknown[],
  )
  const categories = [{ id: '1', name: 'Filmes' }]
  const index = buildTypeIndex(
    { type: 'movie', fetchedAt: new Date(), categories, items },
    serialise,
  )
  await index.searchReady
  for (const item of items) index.json(item)
  return index
}

const words = (n: number) =>
  randomBytes(n)
    .toString('base64')
    .replace(/[+/\d]/g, ' ')

describe('TypeIndex.bytes', () => {
  it.each([
    ['plain titles', 10_000, (n: number) => ({ name: `Filme ${words(12)}`, plot: words(200), n })],
    [
      'titles at the limits',
      1_500,
      (n: number) => ({ name: words(600), plot: words(9000), cast: words(3000), n }),
    ],
  ])('is within a third of the heap the index holds: %s', async (_, count, fields) => {
    const { index, held } = await heapHeldBy(() =>
      servedIndex(count, (n) => ({
        stream_id: n + 1,
        category_id: '1',
        stream_icon: `https://img.example/${n}.jpg`,
        ...fields(n),
      })),
    )
    console.info(`${count} items: estimated ${index.bytes}, held ${held}`)
    expect(index.bytes / held).toBeGreaterThan(0.67)
    expect(index.bytes / held).toBeLessThan(1.5)
  })
})
