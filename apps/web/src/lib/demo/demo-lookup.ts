import type { CatalogItem, ContentType } from '@myflix/shared'

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
