import { loadavg } from 'node:os'
import { SEARCH_MAX_RESULTS, type CatalogItem } from '@myflix/shared'
import { buildTypeIndex } from '../apps/server/src/modules/catalog/catalog-index'
import type { TypeSnapshot } from '../apps/server/src/modules/catalog/catalog-index'
import { pageAnswer } from '../apps/server/src/modules/catalog/catalog.routes'
import { itemSerialiser } from '../apps/server/src/modules/catalog/catalog.service'
import { panelImageScope } from '../apps/server/src/modules/media/image-url'
import { buildObjectTypeIndex } from '../apps/server/test/support/object-type-index'
import { demoClient } from './support/demo-client'

// The server's own work for a category page (50 items, the bytes sent) and a search, in one
// process, without HTTP: what the catalogue bench's "CPU per request" holds besides the request's
// fixed cost, measured here because on a loaded machine the three-process bench's figures drift with the load. The
// demo's `big` movies, the routes' serialiser (posters signed through the media proxy), pages of
// varied categories and offsets, searches of 3–6 characters cut from real names.
// `npx tsx bench/catalog-answers.ts`; BENCH_BUILD: packed (default) or objects (the index of one
// object per item, main's before issue 22); BENCH_OPS (default 3000) answers of each kind, after as
// many unmeasured.

const BUILD = process.env.BENCH_BUILD ?? 'packed'
const OPS = Number(process.env.BENCH_OPS ?? 3000)
const PAGE = 50

const demo = await demoClient('big')
const { client } = demo
const [movies, categories] = await Promise.all([client.vodStreams(), client.vodCategories()])
const snapshot: TypeSnapshot = {
  type: 'movie',
  fetchedAt: new Date(),
  categories: categories.items,
  items: movies.items,
}
const secret = 's'.repeat(32)
const serialise = itemSerialiser(secret, panelImageScope(secret, demo.origin))

// A fixed sequence, the same for both builds.
let seed = 22
const random = (below: number) => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed % below
}
const names = snapshot.items.map((item) => item.name)
const queries = Array.from({ length: OPS }, () => {
  const name = names[random(names.length)] as string
  const length = 3 + random(4)
  const from = random(Math.max(1, name.length - length))
  return name.slice(from, from + length)
})

type Answer = {
  /** The bytes the route sends. */
  page(category: string | null, offset: number): Uint8Array
  search(query: string): string
}

type List = { id: string | null; total: number }

/** Every list a page is asked of: the whole list, then each category. */
const listsOf = (index: {
  size: number
  categories: Array<{ id: string; count: number }>
}): List[] => [
  { id: null, total: index.size },
  ...index.categories.map(({ id, count }) => ({ id, total: count })),
]

function answersOf(): { answer: Answer; ready: Promise<void>; lists: List[] } {
  if (BUILD === 'objects') {
    const index = buildObjectTypeIndex(snapshot, serialise)
    const join = (items: CatalogItem[]) => `[${items.map((item) => index.json(item)).join(',')}]`
    return {
      ready: index.searchReady,
      lists: listsOf(index),
      answer: {
        // As the route answered then: its envelope around the joined items, encoded once sent.
        page: (category, offset) => {
          const page = index.page(category, offset, PAGE)
          const items = join(page?.items ?? [])
          return Buffer.from(
            `{"success":true,"data":{"items":${items},"total":${page?.total},"offset":${offset},"limit":${PAGE}}}`,
          )
        },
        search: (query) => join(index.search(query, SEARCH_MAX_RESULTS)),
      },
    }
  }
  const index = buildTypeIndex(snapshot, serialise)
  const none = { positions: [], total: 0 }
  const join = (positions: ArrayLike<number>) =>
    `[${Array.from(positions, index.jsonAt).join(',')}]`
  return {
    ready: index.searchReady,
    lists: listsOf(index),
    answer: {
      page: (category, offset) =>
        pageAnswer(index, index.pageAt(category, offset, PAGE) ?? none, offset, PAGE),
      search: (query) => join(index.searchAt(query, SEARCH_MAX_RESULTS)),
    },
  }
}

const { answer, ready, lists } = answersOf()
await ready

function measure(kind: string, run: (at: number) => { length: number }, print = true) {
  const times: number[] = []
  let bytes = 0
  const cpu = process.cpuUsage()
  for (let at = 0; at < OPS; at += 1) {
    const started = performance.now()
    bytes += run(at).length
    times.push(performance.now() - started)
  }
  const used = process.cpuUsage(cpu)
  times.sort((a, b) => a - b)
  const quantile = (q: number) => (times[Math.floor(q * (times.length - 1))] as number).toFixed(3)
  const perOp = Math.round((used.user + used.system) / OPS)
  if (print)
    console.log(
      `| ${BUILD} | ${kind} | ${perOp} µs CPU | p50 ${quantile(0.5)} / p95 ${quantile(0.95)} ms | ${Math.round(bytes / OPS)} bytes (page) or chars (search) | load ${loadavg()[0]?.toFixed(1)} |`,
    )
}

const page = (at: number) => {
  const { id, total } = lists[at % lists.length] as List
  return answer.page(id, random(Math.max(1, total - PAGE)))
}
const search = (at: number) => answer.search(queries[at] as string)
// A first round unmeasured, so the JSON caches hold what a server that has answered for a while
// holds (every text for the object index, 10,000 a list for the packed one).
for (const print of [false, true]) {
  measure('page', page, print)
  measure('search', search, print)
}
await demo.close()
