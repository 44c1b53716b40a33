// The list index as it was before issue 22 (one object per item, a trigram search), kept only
// so catalog-equivalence.test.ts can check the packed one answers exactly as it did.
import { isAdultCategoryName, t } from '@myflix/shared'
import type { CatalogItem, Category, CategoryCount, ContentType } from '@myflix/shared'
import { createSearchIndex, foldText } from './trigram-search-index'
import type { SearchIndex } from './trigram-search-index'

const ITEM_BYTES = 640
const JSON_ENTRY_BYTES = 320
const itemBytes = (item: CatalogItem) => ITEM_BYTES + JSON.stringify(item).length
const jsonBytes = (text: string) => JSON_ENTRY_BYTES + text.length

const SEARCH_STEP = 5000

/** The id of the group that holds items whose category the provider does not list. */
export const ORPHAN_CATEGORY_ID = 'outros'

/** One normalised list as the provider gave it (also what a snapshot stores). */
export interface TypeSnapshot {
  type: ContentType
  fetchedAt: Date
  categories: Category[]
  items: CatalogItem[]
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

/**
 * Builds the in-memory view of one list: items de-duplicated by id (categories merged), listed
 * under every known category they carry, orphans grouped under 'Outros', a newest-first order
 * and a trigram search index. Items are annotated in place with their category's name, and
 * `is_adult` when any of their categories is adult.
 */
export function buildObjectTypeIndex(
  snapshot: TypeSnapshot,
  serialise: ItemSerialiser,
  /** The search index is built once this settles (searches scan meanwhile). Default: at once. */
  indexAfter: Promise<unknown> = Promise.resolve(),
): TypeIndex {
  const names = new Map(snapshot.categories.map((c) => [c.id, c.name]))
  const items: CatalogItem[] = []
  const positions = new Map<string, number>()
  // Counted here, once per item, rather than assumed per item: one panel's titles can weigh 100
  // times another's.
  let bytes = 0
  for (const item of snapshot.items) {
    const seen = positions.get(item.id)
    if (seen === undefined) {
      positions.set(item.id, items.length)
      items.push(item)
      bytes += itemBytes(item)
    } else {
      const first = items[seen] as CatalogItem
      first.category_ids = [...new Set([...first.category_ids, ...item.category_ids])]
    }
  }

  const members = new Map<string, number[]>(snapshot.categories.map((c) => [c.id, []]))
  const orphans: number[] = []
  const otherName = t('catalog.otherCategory')
  items.forEach((item, position) => {
    // category_ids already starts with the primary category (xtream.normalise categoriesOf).
    const known = item.category_ids.filter((id) => names.has(id))
    for (const id of known) members.get(id)?.push(position)
    if (known.length === 0) orphans.push(position)
    item.category_name = known[0] === undefined ? otherName : (names.get(known[0]) ?? otherName)
    // Said in the item itself, so a copy kept by the browser (a favourite) knows it is adult even
    // when only a second category is.
    if (known.some((id) => isAdultCategoryName(names.get(id)))) item.is_adult = true
  })
  if (orphans.length > 0) members.set(ORPHAN_CATEGORY_ID, orphans)

  const categories: CategoryCount[] = snapshot.categories.map((c) => ({
    ...c,
    count: members.get(c.id)?.length ?? 0,
  }))
  if (orphans.length > 0)
    categories.push({ id: ORPHAN_CATEGORY_ID, name: otherName, count: orphans.length })

  const all = items.map((_, position) => position)
  // Stable sort: equal (or missing) dates keep the provider's order.
  const recent = [...all].sort((a, b) => (items[b]?.added ?? 0) - (items[a]?.added ?? 0))
  // Indexed between requests, so the list is served before its search index is complete.
  const search: SearchIndex = createSearchIndex(items.map((item) => item.name))
  let indexed!: () => void
  const searchReady = new Promise<void>((resolve) => (indexed = resolve))
  const grow = () => (search.grow(SEARCH_STEP) ? setImmediate(grow) : indexed())
  void indexAfter.finally(() => setImmediate(grow))
  const jsonCache = new Map<CatalogItem, string>()
  const at = (position: number) => items[position] as CatalogItem
  const primaryOf = (item: CatalogItem) =>
    item.category_ids.find((id) => names.has(id)) ?? ORPHAN_CATEGORY_ID

  return {
    type: snapshot.type,
    fetchedAt: snapshot.fetchedAt,
    size: items.length,
    categories,
    snapshot,
    item: (id) => {
      const position = positions.get(id)
      return position === undefined ? undefined : at(position)
    },
    page(categoryId, offset, limit) {
      const list = categoryId === null ? all : members.get(categoryId)
      if (!list) return null
      return { items: list.slice(offset, offset + limit).map(at), total: list.length }
    },
    recent: (limit) => recent.slice(0, limit).map(at),
    related(id, limit) {
      const item = this.item(id)
      if (!item) return null
      const list = members.get(primaryOf(item)) ?? []
      const found: CatalogItem[] = []
      for (const position of list) {
        if (found.length >= limit) break
        const candidate = at(position)
        if (candidate !== item) found.push(candidate)
      }
      return found
    },
    search: (query, limit) => search.find(foldText(query.trim()), limit).map(at),
    searchReady,
    json(item) {
      let text = jsonCache.get(item)
      if (text === undefined) {
        text = serialise(item)
        jsonCache.set(item, text)
        bytes += jsonBytes(text)
      }
      return text
    },
    get bytes() {
      return bytes + search.bytes
    },
  }
}
