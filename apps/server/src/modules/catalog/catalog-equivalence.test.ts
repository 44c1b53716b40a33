import type { CatalogItem, ContentType } from '@myflix/shared'
import { createDemoProvider } from '@myflix/xtream-demo'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveLoopback } from '../../../test/support/loopback'
import { buildObjectTypeIndex } from '../../../test/support/object-type-index'
import { createXtreamClient } from '../provider/xtream.client'
import type { XtreamClient } from '../provider/xtream.client'
import { buildTypeIndex } from './catalog-index'
import type { TypeIndex, TypeSnapshot } from './catalog-index'
import { pageAnswer } from './catalog.routes'
import { PackedListBuilder, type PackedList } from './packed-list'
import { serialiseWith } from './served-json'

// Issue 22: the packed index, built from the list as it arrives (XtreamClient.feedItems), answers
// every page, search, related and detail exactly as the index of one object per item did (built from
// the list read whole), over the demo's lists (both panel families and the big account).

let panel: Awaited<ReturnType<typeof serveLoopback>> | undefined
const clients: XtreamClient[] = []

beforeAll(async () => {
  panel = await serveLoopback(createDemoProvider().fetch)
})
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()))
  await panel?.close()
})

async function snapshots(user: string): Promise<Array<TypeSnapshot & { fed: PackedList }>> {
  if (!panel) throw new Error('the demo panel starts in beforeAll')
  const client = createXtreamClient(
    { baseUrl: `${panel.base}/player_api.php`, username: user, password: user },
    { policy: { allowHosts: [panel.host] } },
  )
  clients.push(client)
  const fetchedAt = new Date('2026-11-26T00:00:00Z')
  const lists: [
    ContentType,
    () => Promise<[{ items: CatalogItem[] }, { items: TypeSnapshot['categories'] }]>,
  ][] = [
    ['movie', () => Promise.all([client.vodStreams(), client.vodCategories()])],
    ['series', () => Promise.all([client.series(), client.seriesCategories()])],
    ['live', () => Promise.all([client.liveStreams(), client.liveCategories()])],
  ]
  return Promise.all(
    lists.map(async ([type, load]) => {
      const builder = new PackedListBuilder()
      const [[items, categories]] = await Promise.all([
        load(),
        client.feedItems(type, (item) => builder.push(item)),
      ])
      const fed = builder.finish()
      return { type, fetchedAt, categories: categories.items, items: items.items, fed }
    }),
  )
}

const plain = (item: CatalogItem) => JSON.stringify(item)
// The routes' kind: its images mapped, so the packed index splices its JSON (served-json.ts).
const mapped = serialiseWith((url) => (url?.startsWith('http') ? `/img/${url.length}` : null))
/** Each build annotates the items it is given, so each gets its own copy. */
const copy = ({ type, fetchedAt, categories, items }: TypeSnapshot): TypeSnapshot => ({
  type,
  fetchedAt,
  categories,
  items: structuredClone(items),
})

type Index = Omit<TypeIndex, 'pageAt' | 'searchAt' | 'itemAt' | 'jsonAt' | 'jsonBytesAt'>

/** Every answer of both indexes, as JSON, for the ids, categories and queries given. */
function answers(index: Index, ids: string[], queries: string[]): unknown[] {
  const json = (items: CatalogItem[] | null | undefined) => items?.map((item) => index.json(item))
  const out: unknown[] = [index.size, index.categories]
  for (const category of [null, ...index.categories.map((c) => c.id), 'nope']) {
    const total = index.page(category, 0, 0)?.total ?? 0
    for (const offset of [0, 50, Math.max(0, total - 7), total + 5]) {
      const page = index.page(category, offset, 50)
      out.push(page && { total: page.total, items: json(page.items) })
    }
  }
  out.push(json(index.recent(60)))
  for (const id of ids) {
    const item = index.item(id)
    out.push(item && index.json(item), json(index.related(id, 12)))
  }
  for (const query of queries) out.push(json(index.search(query, 80)))
  return out
}

/** `answers`' pages and searches as the routes make them: a page's answer whole, a search's JSON. */
function answersAt(index: TypeIndex, queries: string[]): unknown[] {
  const out: unknown[] = []
  for (const category of [null, ...index.categories.map((c) => c.id), 'nope']) {
    const total = index.pageAt(category, 0, 0)?.total ?? 0
    for (const offset of [0, 50, Math.max(0, total - 7), total + 5]) {
      const page = index.pageAt(category, offset, 50)
      out.push(page && pageAnswer(index, page, offset, 50).toString())
    }
  }
  for (const query of queries) out.push(index.searchAt(query, 80).map(index.jsonAt))
  return out
}

/** What `answersAt` asks, of an index of objects. */
function answersOf(index: Index, queries: string[]): unknown[] {
  const out: unknown[] = []
  for (const category of [null, ...index.categories.map((c) => c.id), 'nope']) {
    const total = index.page(category, 0, 0)?.total ?? 0
    for (const offset of [0, 50, Math.max(0, total - 7), total + 5]) {
      const page = index.page(category, offset, 50)
      const items = page?.items.map((item) => index.json(item)).join(',')
      out.push(
        page &&
          `{"success":true,"data":{"items":[${items}],"total":${page.total},"offset":${offset},"limit":50}}`,
      )
    }
  }
  for (const query of queries) out.push(index.search(query, 80).map((item) => index.json(item)))
  return out
}

describe.each([
  ['demo', 1],
  ['xc', 1],
  ['big', 40],
])('the packed index, account %s', (user, every) => {
  it('answers every page, search, related and detail as the object index did', async () => {
    for (const snapshot of await snapshots(user)) {
      const packed = buildTypeIndex({ ...copy(snapshot), arrived: snapshot.fed }, plain)
      const objects = buildObjectTypeIndex(copy(snapshot), plain)
      // Packed from the list read whole: the fed list's names are the first index's (takeNames).
      const packedMapped = buildTypeIndex(copy(snapshot), mapped)
      const objectsMapped = buildObjectTypeIndex(copy(snapshot), mapped)
      await Promise.all([packed, objects, packedMapped, objectsMapped].map((i) => i.searchReady))
      const ids = snapshot.items.filter((_, at) => at % every === 0).map((item) => item.id)
      ids.push('0', 'missing')
      const words = snapshot.items
        .filter((_, at) => at % (every * 7) === 0)
        .flatMap((item) => item.name.split(/\s+/))
      const queries = [...new Set(words)].flatMap((word) => [
        word,
        word.slice(1, 4),
        word.slice(0, 2),
      ])
      queries.push('zzzz', 'a', 'ção', ' o ')
      expect(answers(packed, ids, queries)).toEqual(answers(objects, ids, queries))
      expect(answers(packedMapped, ids, queries)).toEqual(answers(objectsMapped, ids, queries))
      expect(answersAt(packedMapped, queries)).toEqual(answersOf(objectsMapped, queries))
      expect(answersAt(packed, queries)).toEqual(answersOf(objects, queries))
      const seen = new Set<string>()
      const unique = objects.snapshot.items.filter(
        (item) => !seen.has(item.id) && seen.add(item.id),
      )
      expect(packed.snapshot.items).toEqual(unique)
    }
  }, 300_000)
})
