import type { CatalogStatus, ContentType } from '@myflix/shared'
import { CONTENT_TYPES } from './catalog-ingest'
import type { IngestPhase } from './catalog-ingest'

export type Progress = { phase: IngestPhase; items: number; bytes: number }

/** A list served: its size, and when this cloud fetched it. */
export type ServedList = { size: number; fetchedAt: Date }

/** What /api/catalog/status answers for a cloud: its lists, their age, the ingest's progress. */
export function describeCatalog(
  indexes: ReadonlyMap<ContentType, ServedList>,
  progress: ReadonlyMap<ContentType, Progress>,
  loading: boolean,
  error: string | null,
): CatalogStatus {
  const served = [...indexes.values()]
  const oldest = served.reduce<Date | null>(
    (min, index) => (min === null || index.fetchedAt < min ? index.fetchedAt : min),
    null,
  )
  return {
    state: loading ? 'loading' : served.length > 0 ? 'ready' : error ? 'failed' : 'empty',
    fetchedAt: oldest?.toISOString() ?? null,
    counts: {
      movie: indexes.get('movie')?.size ?? 0,
      series: indexes.get('series')?.size ?? 0,
      live: indexes.get('live')?.size ?? 0,
    },
    progress: CONTENT_TYPES.map((type) => ({ type, ...(progress.get(type) as Progress) })),
    error,
  }
}
