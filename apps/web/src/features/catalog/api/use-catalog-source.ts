import { useEffect } from 'react'
import type { ContentType } from '@myflix/shared'
import { emitRealDataLoaded, readDataLoaded, type RealDataType } from '@/stores/real-data-loaded'
import type { CatalogSource } from './catalog-request'
import { useCatalogStatus } from './get-catalog-status'

const REAL_DATA_TYPE: Record<ContentType, RealDataType> = {
  movie: 'filmes',
  series: 'series',
  live: 'canais',
}

/**
 * Which list a screen shows for `type`: the server's snapshot once it holds items of that type, the
 * demo catalogue before (no cloud, or the first load still running). null while that is unknown.
 * Switching to real data emits spec §4's 'real data loaded' event, once per new count.
 */
export function useCatalogSource(type: ContentType): CatalogSource | null {
  const status = useCatalogStatus()
  const count = status.data?.counts[type] ?? 0
  const source: CatalogSource | null = status.isPending ? null : count > 0 ? 'real' : 'demo'

  useEffect(() => {
    if (source !== 'real') return
    const kind = REAL_DATA_TYPE[type]
    if (readDataLoaded()[kind] !== count) emitRealDataLoaded(kind, count)
  }, [source, type, count])

  return source
}
