import { isAdultCategoryName, t } from '@myflix/shared'
import type { CatalogItem, Category, CategoryCount, ContentType } from '@myflix/shared'
import { POSITION_BYTES, jsonBytes } from './catalog-size'
import { PackedItemsWriter } from './packed-items'
import { createSearchIndex, foldText } from './search-index'
import type { SearchIndex } from './search-index'

const SEARCH_STEP = 5000

/** The id of the group that holds items whose category the provider does not list. */
export const ORPHAN_CATEGORY_ID = 'outros'

/** One normalised list as the provider gave it (also what a snapshot stores). */
export interface TypeSnapshot {
  type: ContentType
  fetchedAt: Date
  categories: Category[]
  items: CatalogItem[]
  /** A packed index's list, read a slice at a time by a store (snapshot-codec.ts): `items` makes all. */
  packed?: ItemSlices
}

export interface ItemSlices {
  readonly size: number
  slice(from: number, to: number): CatalogItem[]
}

/** Turns an item into the JSON the browser gets (e.g. images through the media proxy). */
export type ItemSerialiser = (item: CatalogItem) => string

export interface TypeIndex {
  readonly type: ContentType
  readonly fetchedAt: Date
  readonly size: number
  /** Provider order; the orphan group, when there is one, last. */
  readonly categories: CategoryCount[]
  /** The raw list this index was built from, to persist it. */
  readonly snapshot: TypeSnapshot
  item(id: string): CatalogItem | undefined
  /** null when the category is unknown. */
  page(categoryId: string | null, offset: number, limit: number): PageSlice | null
  recent(limit: number): CatalogItem[]
  /** Same primary category, the item itself left out. */
  related(id: string, limit: number): CatalogItem[] | null
  search(query: string, limit: number): CatalogItem[]
  /** Settles once the search index is complete. */
  readonly searchReady: Promise<void>
  /** The cached JSON text of the item (built on first use). */
  json(item: CatalogItem): string
  /** Estimated bytes held: the items, the index, the search index and the cached JSON so far. */
  readonly bytes: number
}

export interface PageSlice {
  items: CatalogItem[]
  total: number
}

/** JSON texts kept per list: a page's worth many times over, not the whole list (issue 22). */
const JSON_CACHE_MAX = 10_000

/**
 * Builds the in-memory view of one list: items de-duplicated by id (categories merged), listed
 * under every known category they carry, orphans grouped under 'Outros', a newest-first order
 * and a name search index. Items are annotated with their category's name, and `is_adult` when
 * any of their categories is adult, then packed (packed-items.ts): the index keeps no object per
 * item, and neither `snapshot.items` nor the items given stay referenced once it is built.
 */
export function buildTypeIndex(
  snapshot: TypeSnapshot,
  serialise: ItemSerialiser,
  /** The search index is built once this settles (searches scan meanwhile). Default: at once. */
  indexAfter: Promise<unknown> = Promise.resolve(),
): TypeIndex {
  const names = new Map(snapshot.categories.map((c) => [c.id, c.name]))
  const order = new Map(snapshot.categories.map((c, at) => [c.id, at]))
  const positions = new Map<string, number>()
  const unique: CatalogItem[] = []
  for (const item of snapshot.items) {
    const seen = positions.get(item.id)
    if (seen === undefined) {
      positions.set(item.id, unique.length)
      unique.push(item)
    } else {
      const first = unique[seen] as CatalogItem
      first.category_ids = [...new Set([...first.category_ids, ...item.category_ids])]
    }
  }

  const size = unique.length
  const memberLists: number[][] = snapshot.categories.map(() => [])
  const orphanList: number[] = []
  // Index into the categories of each item's primary one; -1 for the orphan group.
  const primary = new Int32Array(size)
  const added = new Float64Array(size)
  const otherName = t('catalog.otherCategory')
  const writer = new PackedItemsWriter()
  unique.forEach((item, position) => {
    // category_ids already starts with the primary category (xtream.normalise categoriesOf).
    const known = item.category_ids.filter((id) => names.has(id))
    for (const id of known) memberLists[order.get(id) as number]?.push(position)
    if (known.length === 0) orphanList.push(position)
    primary[position] = known[0] === undefined ? -1 : (order.get(known[0]) as number)
    added[position] = item.added ?? 0
    item.category_name = known[0] === undefined ? otherName : (names.get(known[0]) ?? otherName)
    // Said in the item itself, so a copy kept by the browser (a favourite) knows it is adult even
    // when only a second category is.
    if (known.some((id) => isAdultCategoryName(names.get(id)))) item.is_adult = true
    writer.push(item)
  })
  const items = writer.finish()
  const members = new Map<string, Uint32Array>(
    snapshot.categories.map((c, at) => [c.id, Uint32Array.from(memberLists[at] ?? [])]),
  )
  const orphans = Uint32Array.from(orphanList)
  if (orphans.length > 0) members.set(ORPHAN_CATEGORY_ID, orphans)

  const categories: CategoryCount[] = snapshot.categories.map((c) => ({
    ...c,
    count: members.get(c.id)?.length ?? 0,
  }))
  if (orphans.length > 0)
    categories.push({ id: ORPHAN_CATEGORY_ID, name: otherName, count: orphans.length })

  const all = new Uint32Array(size).map((_, position) => position)
  // Stable sort: equal (or missing) dates keep the provider's order.
  const recent = Uint32Array.from(
    Array.from(all).sort((a, b) => (added[b] as number) - (added[a] as number)),
  )
  // Indexed between requests, so the list is served before its search index is complete.
  const search: SearchIndex = createSearchIndex(unique.map((item) => item.name))
  unique.length = 0
  let indexed!: () => void
  const searchReady = new Promise<void>((resolve) => (indexed = resolve))
  const grow = () => (search.grow(SEARCH_STEP) ? setImmediate(grow) : indexed())
  void indexAfter.finally(() => setImmediate(grow))
  const jsonCache = new Map<string, string>()
  let jsonBytesHeld = 0
  const at = (position: number) => items.at(position)
  const fixedBytes =
    items.bytes +
    positions.size * POSITION_BYTES +
    all.byteLength * 2 +
    primary.byteLength +
    [...members.values()].reduce((sum, list) => sum + list.byteLength, 0)
  const kept: TypeSnapshot = {
    type: snapshot.type,
    fetchedAt: snapshot.fetchedAt,
    categories: snapshot.categories,
    // Made when asked for (the guide's archive scan): not kept.
    get items() {
      return Array.from(all, at)
    },
    packed: { size, slice: (from, to) => Array.from(all.subarray(from, to), at) },
  }

  return {
    type: snapshot.type,
    fetchedAt: snapshot.fetchedAt,
    size,
    categories,
    snapshot: kept,
    item: (id) => {
      const position = positions.get(id)
      return position === undefined ? undefined : at(position)
    },
    page(categoryId, offset, limit) {
      const list = categoryId === null ? all : members.get(categoryId)
      if (!list) return null
      return { items: Array.from(list.subarray(offset, offset + limit), at), total: list.length }
    },
    recent: (limit) => Array.from(recent.subarray(0, limit), at),
    related(id, limit) {
      const position = positions.get(id)
      if (position === undefined) return null
      const group = primary[position] as number
      const list =
        (group === -1 ? orphans : members.get(snapshot.categories[group]?.id ?? '')) ?? orphans
      const found: CatalogItem[] = []
      for (const candidate of list) {
        if (found.length >= limit) break
        if (candidate !== position) found.push(at(candidate))
      }
      return found
    },
    search: (query, limit) => search.find(foldText(query.trim()), limit).map(at),
    searchReady,
    json(item) {
      let text = jsonCache.get(item.id)
      if (text === undefined) {
        text = serialise(item)
        jsonCache.set(item.id, text)
        jsonBytesHeld += jsonBytes(text)
        // The oldest entry goes: a Map iterates in insertion order.
        if (jsonCache.size > JSON_CACHE_MAX) {
          const [oldest, dropped] = jsonCache.entries().next().value as [string, string]
          jsonCache.delete(oldest)
          jsonBytesHeld -= jsonBytes(dropped)
        }
      }
      return text
    },
    get bytes() {
      return fixedBytes + jsonBytesHeld + search.bytes
    },
  }
}
