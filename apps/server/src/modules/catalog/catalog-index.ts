import { isAdultCategoryName, t } from '@myflix/shared'
import type { CatalogItem, Category, CategoryCount, ContentType } from '@myflix/shared'
import { JsonCache } from './json-cache'
import { splicedJson, type ItemSerialiser } from './served-json'
import { packList, type PackedList } from './packed-list'
import { foldText } from './folded-names'
import { createSearchIndex, type SearchIndex } from './search-index'

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
  /** The items as packed while they arrived from the panel: `items` is then not read. */
  arrived?: PackedList
}

export interface ItemSlices {
  readonly size: number
  slice(from: number, to: number): CatalogItem[]
}

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
  /** `page` as positions in the list, for `itemAt` and `jsonAt`. */
  pageAt(categoryId: string | null, offset: number, limit: number): PositionSlice | null
  recent(limit: number): CatalogItem[]
  /** Same primary category, the item itself left out. */
  related(id: string, limit: number): CatalogItem[] | null
  search(query: string, limit: number): CatalogItem[]
  /** `search` as positions in the list. */
  searchAt(query: string, limit: number): number[]
  /** The item at a position `pageAt` or `searchAt` gave. */
  itemAt(position: number): CatalogItem
  /** `json(itemAt(position))`, made without the item when the serialiser allows it. */
  jsonAt(position: number): string
  /** `jsonAt` as UTF-8, read where it is cached (json-cache.ts). */
  jsonBytesAt(position: number): Buffer
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

export interface PositionSlice {
  positions: ArrayLike<number>
  total: number
}

/**
 * Bytes of the browser's JSON kept per list (json-cache.ts): ~100,000 titles' worth, the whole of
 * most lists, and no more of the largest (issue 22).
 */
const JSON_CACHE_BYTES = 64 * 1024 * 1024

/**
 * Builds the in-memory view of one list: items de-duplicated by id (categories merged), listed
 * under every known category they carry, orphans grouped under 'Outros', a newest-first order
 * and a name search index. Items are packed (packed-list.ts) and annotated as they are made with
 * their category's name, and `is_adult` when any of their categories is adult: the index keeps
 * no object per item, and neither the snapshot nor its items stay referenced once it is built.
 */
export function buildTypeIndex(
  snapshot: TypeSnapshot,
  serialise: ItemSerialiser,
  /** The search index is built once this settles (searches scan meanwhile). Default: at once. */
  indexAfter: Promise<unknown> = Promise.resolve(),
): TypeIndex {
  const given = snapshot.categories
  const names = new Map(given.map((c) => [c.id, c.name]))
  const order = new Map(given.map((c, at) => [c.id, at]))
  const list = snapshot.arrived ?? packList(snapshot.items)
  const { size } = list

  const memberLists: number[][] = given.map(() => [])
  const orphanList: number[] = []
  // Index into the categories of each item's primary one; -1 for the orphan group.
  const primary = new Int32Array(size)
  // Adult by the panel's flag or by any of its categories.
  const adult = list.flaggedAdult
  for (let position = 0; position < size; position += 1) {
    // category_ids already starts with the primary category (xtream.normalise categoriesOf).
    const known = list.categoryIds(position).filter((id) => names.has(id))
    for (const id of known) memberLists[order.get(id) as number]?.push(position)
    if (known.length === 0) orphanList.push(position)
    primary[position] = known[0] === undefined ? -1 : (order.get(known[0]) as number)
    if (known.some((id) => isAdultCategoryName(names.get(id)))) adult[position] = 1
  }
  const members = new Map<string, Uint32Array>()
  given.forEach((c, at) => members.set(c.id, Uint32Array.from(memberLists[at] ?? [])))
  const orphans = Uint32Array.from(orphanList)
  if (orphans.length > 0) members.set(ORPHAN_CATEGORY_ID, orphans)
  // Indexed between requests, so the list is served before its search index is complete.
  const search = createSearchIndex(list.names)
  return indexOf({
    type: snapshot.type,
    fetchedAt: snapshot.fetchedAt,
    given,
    list,
    primary,
    adult,
    members,
    orphans,
    recent: newestFirst(list.added),
    search,
    serialise,
    indexAfter,
  })
}

/** Positions newest first; a stable sort, so equal (or missing) dates keep the provider's order. */
function newestFirst(added: Float64Array): Uint32Array {
  const all = Array.from({ length: added.length }, (_, position) => position)
  return Uint32Array.from(all.sort((a, b) => (added[b] as number) - (added[a] as number)))
}

interface IndexParts {
  type: ContentType
  fetchedAt: Date
  given: Category[]
  list: PackedList
  primary: Int32Array
  adult: Uint8Array
  members: Map<string, Uint32Array>
  orphans: Uint32Array
  recent: Uint32Array
  search: SearchIndex
  serialise: ItemSerialiser
  indexAfter: Promise<unknown>
}

// Its own function, so the answers' closures hold only these parts, not the build's lists.
function indexOf(parts: IndexParts): TypeIndex {
  const { type, fetchedAt, given, primary, adult, members, orphans, recent, search } = parts
  const { size, items, positions, merged } = parts.list
  const otherName = t('catalog.otherCategory')
  const nameOf = (group: number) => (group === -1 ? otherName : (given[group]?.name ?? otherName))
  const categories: CategoryCount[] = given.map((c) => ({
    ...c,
    count: members.get(c.id)?.length ?? 0,
  }))
  if (orphans.length > 0)
    categories.push({ id: ORPHAN_CATEGORY_ID, name: otherName, count: orphans.length })

  let indexed!: () => void
  const searchReady = new Promise<void>((resolve) => (indexed = resolve))
  void parts.indexAfter.finally(() =>
    setImmediate(() => {
      search.build()
      indexed()
    }),
  )
  const { serialise } = parts
  const jsonCache = new JsonCache(size, JSON_CACHE_BYTES)
  const all = new Uint32Array(size).map((_, position) => position)
  // Annotated as it is made: its category's name, its merged categories and, said in the item
  // itself so a copy kept by the browser (a favourite) knows it, `is_adult` when any category is.
  const at = (position: number): CatalogItem => {
    const item = items.at(position)
    item.category_name = nameOf(primary[position] as number)
    const ids = merged.get(position)
    if (ids) item.category_ids = [...ids]
    if (adult[position] === 1) item.is_adult = true
    return item
  }
  const { images } = serialise
  const made = (position: number) => {
    const notes = {
      categoryName: nameOf(primary[position] as number),
      categoryIds: merged.get(position),
      adult: adult[position] === 1,
    }
    const spliced = images && splicedJson(items.text(position), images, notes)
    return spliced ?? serialise(at(position))
  }
  const jsonAt = (position: number) => jsonCache.get(position, () => made(position))
  const jsonBytesAt = (position: number) => jsonCache.utf8(position, () => made(position))
  const pageAt = (categoryId: string | null, offset: number, limit: number) => {
    const list = categoryId === null ? all : members.get(categoryId)
    return list ? { positions: list.subarray(offset, offset + limit), total: list.length } : null
  }
  const searchAt = (query: string, limit: number) => search.find(foldText(query.trim()), limit)
  let membersBytes = 0
  for (const list of members.values()) membersBytes += list.byteLength
  const fixedBytes =
    items.bytes +
    positions.bytes +
    all.byteLength * 2 +
    primary.byteLength +
    adult.byteLength +
    membersBytes
  const kept: TypeSnapshot = {
    type,
    fetchedAt,
    categories: given,
    // Made when asked for (the guide's archive scan): not kept.
    get items() {
      return Array.from(all, at)
    },
    packed: { size, slice: (from, to) => Array.from(all.subarray(from, to), at) },
  }

  return {
    type,
    fetchedAt,
    size,
    categories,
    snapshot: kept,
    item: (id) => {
      const position = positions.get(id)
      return position === undefined ? undefined : at(position)
    },
    page(categoryId, offset, limit) {
      const slice = pageAt(categoryId, offset, limit)
      return slice && { items: Array.from(slice.positions, at), total: slice.total }
    },
    pageAt,
    recent: (limit) => Array.from(recent.subarray(0, limit), at),
    related(id, limit) {
      const position = positions.get(id)
      if (position === undefined) return null
      const group = primary[position] as number
      const list = (group === -1 ? orphans : members.get(given[group]?.id ?? '')) ?? orphans
      const found: CatalogItem[] = []
      for (const candidate of list) {
        if (found.length >= limit) break
        if (candidate !== position) found.push(at(candidate))
      }
      return found
    },
    search: (query, limit) => searchAt(query, limit).map(at),
    searchAt,
    itemAt: at,
    jsonAt,
    jsonBytesAt,
    searchReady,
    // An item of this list (the contract): its JSON is the one kept for its position.
    json(item) {
      const position = positions.get(item.id)
      return position === undefined ? serialise(item) : jsonAt(position)
    },
    get bytes() {
      return fixedBytes + jsonCache.bytes + search.bytes
    },
  }
}
