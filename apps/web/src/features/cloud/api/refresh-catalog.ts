import type { CatalogStatus } from '@myflix/shared'
import { envelopeFetch } from './envelope-fetch'

/** POST /api/catalog/refresh: starts (or joins) a fresh load of the active cloud; answers at once. */
export function refreshCatalog(signal?: AbortSignal): Promise<CatalogStatus> {
  return envelopeFetch<CatalogStatus>('/api/catalog/refresh', { method: 'POST', signal })
}
