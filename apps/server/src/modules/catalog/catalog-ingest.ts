import { t } from '@myflix/shared'
import type { CatalogItem, Category, ContentType } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import { isProviderError } from '../provider/provider-error'
import type { XtreamClient } from '../provider/xtream.client'
import type { ListResult } from '../provider/xtream.normalise'
import type { TypeSnapshot } from './catalog-index'
import { PackedListBuilder, unpack, type PackedList } from './packed-list'

export const CONTENT_TYPES: readonly ContentType[] = ['movie', 'series', 'live']

export type IngestPhase = 'waiting' | 'categories' | 'items' | 'done' | 'failed' | 'skipped'

export interface IngestHooks {
  phase(type: ContentType, phase: IngestPhase, items?: number): void
  /** A new list, as soon as it is normalised (before any other list or the database write). */
  list(snapshot: TypeSnapshot): void
}

/** What happened to each list; `error` (pt-BR) when the previous list was kept instead. */
export type IngestOutcome = Record<ContentType, { fresh: boolean; error: string | null }>

type Previous = (type: ContentType) => TypeSnapshot | undefined

const isNotAList = (error: unknown) =>
  isProviderError(error) && error.kind === 'invalid-answer' && error.reason === 'not-a-list'

/** Spec §5: a non-list answer counts as an empty list. */
async function listOrEmpty<T>(call: () => Promise<ListResult<T>>): Promise<ListResult<T>> {
  try {
    return await call()
  } catch (error) {
    if (isNotAList(error)) return { items: [], failures: 0 }
    throw error
  }
}

function userMessage(error: unknown): string {
  return isProviderError(error) ? error.toUserMessage() : t('catalog.loadFailed')
}

/**
 * Fetches the three lists of a cloud (spec §5): live categories first, and that call must succeed
 * (its failure rejects with the ProviderError); then every list at once (the client limits calls
 * per host). A failed optional call is skipped; a failed or empty list never replaces a list
 * that had items, which is kept and reported instead.
 */
export async function ingestCatalog(
  client: XtreamClient,
  previous: Previous,
  hooks: IngestHooks,
  logger: Logger,
): Promise<IngestOutcome> {
  for (const type of CONTENT_TYPES) hooks.phase(type, 'categories')
  const liveCategories = await listOrEmpty(() => client.liveCategories())

  const categoriesOf = async (type: ContentType): Promise<Category[]> => {
    if (type === 'live') return liveCategories.items
    try {
      const call = () => (type === 'movie' ? client.vodCategories() : client.seriesCategories())
      return (await listOrEmpty(call)).items
    } catch (error) {
      logger.warn({ err: error, type }, 'catalogue: categories skipped')
      return previous(type)?.categories ?? []
    }
  }
  // Packed as they arrive: the list never exists as objects (issue 22).
  const itemsOf = async (type: ContentType): Promise<{ list: PackedList; failures: number }> => {
    const builder = new PackedListBuilder()
    const push = (item: CatalogItem) => builder.push(item)
    try {
      const { failures } = await client.feedItems(type, push)
      return { list: builder.finish(), failures }
    } catch (error) {
      // Spec §5: a non-list answer counts as an empty list.
      if (isNotAList(error)) return { list: new PackedListBuilder().finish(), failures: 0 }
      throw error
    }
  }

  const one = async (type: ContentType) => {
    const categoriesCall = categoriesOf(type)
    hooks.phase(type, 'items')
    const fetchedAt = new Date()
    try {
      const [categories, { list, failures }] = await Promise.all([categoriesCall, itemsOf(type)])
      if (failures > 0) logger.warn({ type, failures }, 'catalogue: bad rows')
      const before = previous(type)
      // A packed list says its size without making its items.
      const beforeSize = before ? (before.packed?.size ?? before.items.length) : 0
      if (list.size === 0 && beforeSize > 0) {
        hooks.phase(type, 'failed', beforeSize)
        return { fresh: false, error: t('catalog.emptyAnswer') }
      }
      hooks.list({
        type,
        fetchedAt,
        categories,
        // Made only if read: the index is built from `arrived`.
        get items() {
          return unpack(list)
        },
        arrived: list,
      })
      hooks.phase(type, 'done', list.size)
      return { fresh: true, error: null }
    } catch (error) {
      logger.warn({ err: error, type }, 'catalogue: list skipped')
      hooks.phase(type, previous(type) ? 'failed' : 'skipped')
      return { fresh: false, error: userMessage(error) }
    }
  }

  const [movie, series, live] = await Promise.all(CONTENT_TYPES.map(one))
  return { movie, series, live } as IngestOutcome
}
