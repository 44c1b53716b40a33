import type { CatalogItem } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { XtreamClient } from '../provider/xtream.client'
import type { ItemDraft } from '../provider/xtream.normalise'
import type { TypeIndex } from './catalog-index'
import type { ItemSerialiser } from './served-json'
import { jsonBytes } from './catalog-size'

const VOD_INFO_CACHE = 500

export interface VodDetails {
  json(index: TypeIndex, item: CatalogItem): Promise<string>
  /** Estimated bytes of the answers kept (catalog-size.ts). */
  readonly bytes: number
}

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
}): VodDetails {
  const cache = new Map<string, Promise<string>>()
  const sizes = new Map<string, number>()
  let bytes = 0
  const forget = (key: string) => {
    cache.delete(key)
    bytes -= sizes.get(key) ?? 0
    sizes.delete(key)
  }
  return {
    json(index, item) {
      if (index.type !== 'movie') return Promise.resolve(index.json(item))
      const key = `${index.fetchedAt.getTime()}:${item.id}`
      let cached = cache.get(key)
      if (!cached) {
        const answer = deps.client.vodInfo(item.id).then(
          (info) => {
            const text = deps.serialise(info ? mergeDetails(item, info) : item)
            // Counted only while kept: an answer may arrive after its entry was pushed out.
            if (cache.get(key) === answer) {
              sizes.set(key, jsonBytes(text))
              bytes += jsonBytes(text)
            }
            return text
          },
          (error: unknown) => {
            forget(key)
            deps.logger.warn({ err: error, cloudId: deps.cloudId }, 'catalogue: vod info')
            return index.json(item)
          },
        )
        cached = answer
        cache.set(key, answer)
        if (cache.size > VOD_INFO_CACHE) forget(cache.keys().next().value!)
      }
      return cached
    },
    get bytes() {
      return bytes
    },
  }
}

/**
 * The list row with what get_vod_info adds: a value the info left out (null, '', []) never
 * replaces the list's (a sparse info must not turn a list's 7.5 into the default), and the list's
 * ids and categories win.
 */
function mergeDetails(item: CatalogItem, info: ItemDraft): CatalogItem {
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
