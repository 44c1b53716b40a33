import { isAdultCategoryName, isAdultItem } from '@myflix/shared'
import type { CatalogItem, Category } from '@myflix/shared'
import type { PageSlice, TypeIndex } from './catalog-index'
import type { CloudCatalog } from './cloud-catalog'

/**
 * Spec §5 on a served item: its own category name decides, else the name found through its
 * category_id; an item also listed under an adult category (category_ids) or flagged by the
 * provider is adult too, so no listing can show it.
 */
export function isAdultCatalogItem(
  item: CatalogItem,
  categoriesById: ReadonlyMap<string, Category>,
): boolean {
  if (isAdultItem(item, categoriesById)) return true
  return [item.category_id, ...item.category_ids].some(
    (id) => id !== null && isAdultCategoryName(categoriesById.get(id)?.name),
  )
}

/** What a catalogue route uses of a cloud's catalogue. */
export type CatalogView = Pick<
  CloudCatalog,
  'index' | 'detailsJson' | 'status' | 'refresh' | 'refreshIfOlderThan'
>

/** The catalogue as a session under parental control sees it: every list without adult content. */
export function adultFreeCatalog(catalog: CatalogView): CatalogView {
  return {
    index: async (type) => adultFreeIndex(await catalog.index(type)),
    detailsJson: (index, item) => catalog.detailsJson(index, item),
    status: () => catalog.status(),
    refresh: () => catalog.refresh(),
    refreshIfOlderThan: (maxAgeMs) => catalog.refreshIfOlderThan(maxAgeMs),
  }
}

const views = new WeakMap<TypeIndex, TypeIndex>()
const sources = new WeakMap<TypeIndex, TypeIndex>()

/**
 * The same list with every adult category and item left out, for a session that must not see them.
 * Built once per served index (a refresh serves a new index, so a new view), lists computed lazily.
 */
export function adultFreeIndex(index: TypeIndex): TypeIndex {
  const cached = views.get(index)
  if (cached) return cached
  const view = buildView(index)
  views.set(index, view)
  if (view !== index) sources.set(view, index)
  return view
}

/**
 * True when `index` is an adult-free view that leaves out a title the catalogue does hold, so a
 * route can say "blocked by parental control" rather than "not found".
 */
export function isHiddenByView(index: TypeIndex, id: string): boolean {
  const source = sources.get(index)
  return source !== undefined && source.item(id) !== undefined && index.item(id) === undefined
}

/** Items read at a time while a view is built, so the whole list is never made at once. */
const READ_STEP = 5000

function buildView(index: TypeIndex): TypeIndex {
  const byId = new Map<string, Category>(index.snapshot.categories.map((c) => [c.id, c]))
  // Ids and positions, not items: the index makes a new object each time it is asked.
  const hidden = new Set<string>()
  const hiddenAt = new Uint8Array(index.size)
  for (let from = 0; from < index.size; from += READ_STEP)
    index.page(null, from, READ_STEP)?.items.forEach((item, at) => {
      if (!isAdultCatalogItem(item, byId)) return
      hidden.add(item.id)
      hiddenAt[from + at] = 1
    })
  if (hidden.size === 0) return index
  const visible = (item: CatalogItem) => !hidden.has(item.id)

  // Per list, the positions in the index of its visible items (4 bytes each, no object kept).
  const members = new Map<string | null, Uint32Array>()
  const membersOf = (categoryId: string | null): Uint32Array | null => {
    let list = members.get(categoryId)
    if (!list) {
      const all = index.pageAt(categoryId, 0, index.size)
      if (!all) return null
      list = Uint32Array.from(all.positions).filter((position) => hiddenAt[position] === 0)
      members.set(categoryId, list)
    }
    return list
  }
  const adultCategory = (id: string) => isAdultCategoryName(byId.get(id)?.name)
  // Asking the index for as many more as are hidden guarantees `limit` visible ones when they exist.
  const firstVisible = (items: CatalogItem[], limit: number) =>
    items.filter(visible).slice(0, limit)

  const pageAt = (categoryId: string | null, offset: number, limit: number) => {
    if (categoryId !== null && adultCategory(categoryId)) return null
    const list = membersOf(categoryId)
    return list && { positions: list.subarray(offset, offset + limit), total: list.length }
  }
  const searchAt = (query: string, limit: number) =>
    index
      .searchAt(query, limit + hidden.size)
      .filter((position) => hiddenAt[position] === 0)
      .slice(0, limit)
  const itemAt = (position: number) => index.itemAt(position)

  const categories = index.categories
    .filter((category) => !adultCategory(category.id))
    .map((category) => ({ ...category, count: membersOf(category.id)?.length ?? 0 }))

  return {
    type: index.type,
    fetchedAt: index.fetchedAt,
    size: index.size - hidden.size,
    categories,
    snapshot: index.snapshot,
    searchReady: index.searchReady,
    item(id) {
      return hidden.has(id) ? undefined : index.item(id)
    },
    page(categoryId, offset, limit): PageSlice | null {
      const slice = pageAt(categoryId, offset, limit)
      return slice && { items: Array.from(slice.positions, itemAt), total: slice.total }
    },
    pageAt,
    recent: (limit) => firstVisible(index.recent(limit + hidden.size), limit),
    related(id, limit) {
      if (hidden.has(id)) return null
      const related = index.related(id, limit + hidden.size)
      return related && firstVisible(related, limit)
    },
    search: (query, limit) => searchAt(query, limit).map(itemAt),
    searchAt,
    itemAt,
    jsonAt: (position) => index.jsonAt(position),
    jsonBytesAt: (position) => index.jsonBytesAt(position),
    json: (item) => index.json(item),
    // The items and JSON are the index's, counted there; the view's places are 4 B a title.
    get bytes() {
      return index.bytes
    },
  }
}
