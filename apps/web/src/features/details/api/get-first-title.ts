import type { CatalogItem, ContentType, ItemPage } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** The first title of a type (GET /api/catalog/:type/items?limit=1): spec §4's fallback content. */
export async function getFirstTitle(
  type: ContentType,
  signal?: AbortSignal,
): Promise<CatalogItem | null> {
  const page = await fetchEnvelope<ItemPage>(`/api/catalog/${type}/items?offset=0&limit=1`, {
    signal,
  })
  return page.items[0] ?? null
}
