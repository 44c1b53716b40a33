import type { ContentType, Envelope } from '@myflix/shared'
import { apiFetch } from '@/lib/api-client'

/** GETs one of our catalogue endpoints and unwraps the `{ success, data | error }` envelope. */
export async function getCatalogData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const envelope = await apiFetch<Envelope<T>>(path, { signal })
  if (!envelope.success) throw new Error(envelope.error)
  return envelope.data
}

/** Where a list comes from: the server's snapshot of the active cloud, or the built-in demo. */
export type CatalogSource = 'real' | 'demo'

export const catalogKeys = {
  all: ['catalog'] as const,
  status: () => ['catalog', 'status'] as const,
  categories: (source: CatalogSource, type: ContentType) =>
    ['catalog', source, type, 'categories'] as const,
  items: (source: CatalogSource, type: ContentType, categoryId: string | null, pageSize: number) =>
    ['catalog', source, type, 'items', categoryId, pageSize] as const,
  recent: (source: CatalogSource, type: ContentType, limit: number) =>
    ['catalog', source, type, 'recent', limit] as const,
}
