import type { CatalogItem, ContentType, SearchType } from '@myflix/shared'

/** The demo lists are only needed until real data exists, so they load on demand. */
export const loadDemoCatalog = async () => (await import('./demo-catalog')).demoCatalog

/** A built-in demo title by kind and id; null when the demo has none. */
export async function findDemoTitle(type: ContentType, id: string): Promise<CatalogItem | null> {
  return (await loadDemoCatalog())[type].items.find((item) => item.id === id) ?? null
}

/**
 * Demo titles of the same primary category, in list order, without the title itself (the server's
 * related rule); null when the demo has no such title.
 */
export async function findDemoRelated(
  type: ContentType,
  id: string,
  limit: number,
): Promise<CatalogItem[] | null> {
  const items = (await loadDemoCatalog())[type].items
  const item = items.find((entry) => entry.id === id)
  if (!item) return null
  return items
    .filter((entry) => entry.id !== id && entry.category_id === item.category_id)
    .slice(0, limit)
}

/** Lower case without accents: 'Ação' → 'acao' (the server's search rule). */
const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Names that start with the text first, then the others containing it, each in list order. */
function matching(items: readonly CatalogItem[], folded: string): CatalogItem[] {
  const starts: CatalogItem[] = []
  const contains: CatalogItem[] = []
  for (const item of items) {
    const at = fold(item.name).indexOf(folded)
    if (at === 0) starts.push(item)
    else if (at > 0) contains.push(item)
  }
  return [...starts, ...contains]
}

/**
 * The server's search over the demo catalogue (for a user without a cloud): case and accents
 * ignored, names starting with the text first, 'Tudo' alternating movies and series, 'Canais' the
 * channels (the demo has no guide, so no programme on now).
 */
export async function searchDemo(
  q: string,
  type: SearchType,
  limit: number,
): Promise<CatalogItem[]> {
  const catalog = await loadDemoCatalog()
  const folded = fold(q.trim())
  // As the server mixes them: each kind the tab covers takes its turn.
  const kinds: ContentType[] = type === 'all' ? ['movie', 'series', 'live'] : [type]
  const lists = kinds.map((kind) => matching(catalog[kind].items, folded))
  const found: CatalogItem[] = []
  for (let at = 0; found.length < limit && lists.some((list) => at < list.length); at += 1) {
    for (const list of lists) if (list[at]) found.push(list[at]!)
  }
  return found.slice(0, limit)
}
