import type { CatalogStatus } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/** POST /api/catalog/refresh: starts (or joins) a fresh load of the active cloud; answers at once. */
export function refreshCatalog(signal?: AbortSignal): Promise<CatalogStatus> {
  return fetchEnvelope<CatalogStatus>('/api/catalog/refresh', { method: 'POST', signal })
}
