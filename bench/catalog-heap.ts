import { loadavg } from 'node:os'
import type { CatalogItem } from '@myflix/shared'
import { buildTypeIndex } from '../apps/server/src/modules/catalog/catalog-index'
import type { TypeIndex, TypeSnapshot } from '../apps/server/src/modules/catalog/catalog-index'
import { buildObjectTypeIndex } from '../apps/server/test/support/object-type-index'
import { demoClient } from './support/demo-client'

// Heap and buffers held per title by a served list, packed (issue 22) against one object per item
// (the index before, kept in the server's test support): the demo's lists are fetched and built in
// this process, the snapshot dropped, then a full collection. Run with
// `node --expose-gc --import tsx bench/catalog-heap.ts` (BENCH_ACCOUNT: demo, big; default big).

const ACCOUNT = process.env.BENCH_ACCOUNT ?? 'big'
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc')
const held = () => {
  gc()
  gc()
  const m = process.memoryUsage()
  return m.heapUsed + m.arrayBuffers
}

const demo = await demoClient(ACCOUNT)
const { client } = demo
const fetchedAt = new Date()
async function lists(): Promise<TypeSnapshot[]> {
  const [movies, vod, series, seriesCats, live, liveCats] = await Promise.all([
    client.vodStreams(),
    client.vodCategories(),
    client.series(),
    client.seriesCategories(),
    client.liveStreams(),
    client.liveCategories(),
  ])
  return [
    { type: 'movie', fetchedAt, categories: vod.items, items: movies.items },
    { type: 'series', fetchedAt, categories: seriesCats.items, items: series.items },
    { type: 'live', fetchedAt, categories: liveCats.items, items: live.items },
  ]
}
const plain = (item: CatalogItem) => JSON.stringify(item)

/** What is measured of an index, the packed one's or the object one's. */
type Built = Pick<TypeIndex, 'size' | 'bytes' | 'searchReady'>

async function measure(build: (snapshot: TypeSnapshot, serialise: typeof plain) => Built) {
  const before = held()
  let indexes: Built[] = []
  {
    const snapshots = await lists()
    indexes = snapshots.map((s) => build(s, plain))
    await Promise.all(indexes.map((i) => i.searchReady))
  }
  const titles = indexes.reduce((sum, i) => sum + i.size, 0)
  const bytes = held() - before
  const estimate = indexes.reduce((sum, i) => sum + i.bytes, 0)
  // Kept alive until measured.
  if (indexes.length !== 3) throw new Error('three lists')
  return { titles, perTitle: bytes / titles, estimate: estimate / titles }
}

// One build per process (BENCH_BUILD: packed or objects), so neither sees the other's garbage; the
// demo's answers are made (and cached by it) before the measure, charged to neither.
const BUILD = process.env.BENCH_BUILD ?? 'packed'
await lists()
const r = await measure(BUILD === 'objects' ? buildObjectTypeIndex : buildTypeIndex)
console.log(
  `| ${ACCOUNT}, ${BUILD} | ${r.titles} titles | ${Math.round(r.perTitle)} B/title held | estimate ${Math.round(r.estimate)} B/title | load ${loadavg()[0]?.toFixed(1)} |`,
)
await demo.close()
