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

function buildView(index: TypeIndex): TypeIndex {
  const byId = new Map<string, Category>(index.snapshot.categories.map((c) => [c.id, c]))
  const hidden = new Set<CatalogItem>()
  for (const item of index.page(null, 0, index.size)?.items ?? [])
    if (isAdultCatalogItem(item, byId)) hidden.add(item)
  const visible = (item: CatalogItem) => !hidden.has(item)
  if (hidden.size === 0) return index

  const members = new Map<string | null, CatalogItem[]>()
  const membersOf = (categoryId: string | null): CatalogItem[] | null => {
    let list = members.get(categoryId)
    if (!list) {
      const all = index.page(categoryId, 0, index.size)
      if (!all) return null
      list = all.items.filter(visible)
      members.set(categoryId, list)
    }
    return list
  }
  const adultCategory = (id: string) => isAdultCategoryName(byId.get(id)?.name)
  let recent: CatalogItem[] | null = null

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
      const item = index.item(id)
      return item && visible(item) ? item : undefined
    },
    page(categoryId, offset, limit): PageSlice | null {
      if (categoryId !== null && adultCategory(categoryId)) return null
      const list = membersOf(categoryId)
      return list ? { items: list.slice(offset, offset + limit), total: list.length } : null
    },
    recent(limit) {
      recent ??= index.recent(index.size).filter(visible)
      return recent.slice(0, limit)
    },
    related(id, limit) {
      if (!this.item(id)) return null
      return (index.related(id, index.size) ?? []).filter(visible).slice(0, limit)
    },
    search(query, limit) {
      // Asking for as many more as are hidden guarantees `limit` visible ones when they exist.
      return index
        .search(query, limit + hidden.size)
        .filter(visible)
        .slice(0, limit)
    },
    json: (item) => index.json(item),
    // The view holds the index's items and JSON, which the index counts already.
    get bytes() {
      return index.bytes
    },
  }
}
