import type { CatalogStatus } from '@myflix/shared'
import { fetchEnvelope, isNotFound } from '@/lib/fetch-envelope'

/** GET /api/catalog/status; null when the user has no active cloud (404). */
export async function getCatalogReadiness(signal?: AbortSignal): Promise<CatalogStatus | null> {
  try {
    return await fetchEnvelope<CatalogStatus>('/api/catalog/status', { signal })
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}
