import { PROCESS_MAX_AGE_SECONDS, type CatalogStatus } from '@myflix/shared'
import { fetchEnvelope } from '@/lib/fetch-envelope'

/**
 * POST /api/catalog/refresh for processing the cloud: the server fetches the lists again only when its
 * snapshot is older than PROCESS_MAX_AGE_SECONDS (a new cloud has none); answers at once.
 */
export function refreshCatalog(signal?: AbortSignal): Promise<CatalogStatus> {
  return fetchEnvelope<CatalogStatus>('/api/catalog/refresh', {
    method: 'POST',
    body: { maxAgeSeconds: PROCESS_MAX_AGE_SECONDS },
    signal,
  })
}
