import type { CatalogItem } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { XtreamClient } from '../provider/xtream.client'
import type { ItemSerialiser, TypeIndex } from './catalog-index'

const VOD_INFO_CACHE = 500

/**
 * A movie's details JSON: its list row enriched once with get_vod_info (the plot, cast and
 * director the big list leaves out), the list row alone when that call fails. The last 500 answers
 * are kept per catalogue, keyed by list version, so a refreshed list asks again.
 */
export function createVodDetails(deps: {
  client: XtreamClient
  serialise: ItemSerialiser
  logger: Logger
  cloudId: string
}) {
  const cache = new Map<string, Promise<string>>()
  return function detailsJson(index: TypeIndex, item: CatalogItem): Promise<string> {
    if (index.type !== 'movie') return Promise.resolve(index.json(item))
    const key = `${index.fetchedAt.getTime()}:${item.id}`
    let cached = cache.get(key)
    if (!cached) {
      cached = deps.client.vodInfo(item.id).then(
        (info) => deps.serialise(info ? mergeDetails(item, info) : item),
        (error: unknown) => {
          cache.delete(key)
          deps.logger.warn({ err: error, cloudId: deps.cloudId }, 'catalogue: vod info')
          return index.json(item)
        },
      )
      cache.set(key, cached)
      if (cache.size > VOD_INFO_CACHE) cache.delete(cache.keys().next().value!)
    }
    return cached
  }
}

/** The list row with what get_vod_info adds; the list's ids and categories win. */
function mergeDetails(item: CatalogItem, info: CatalogItem): CatalogItem {
  const merged: CatalogItem = { ...item }
  for (const [key, value] of Object.entries(info) as [keyof CatalogItem, unknown][]) {
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    if (key === 'id' || key === 'stream_id' || key === 'type' || key.startsWith('category'))
      continue
    ;(merged as Record<string, unknown>)[key] = value
  }
  return merged
}
