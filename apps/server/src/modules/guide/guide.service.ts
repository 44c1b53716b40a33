import { t } from '@myflix/shared'
import type {
  CatalogItem,
  ChannelNowNext,
  EpgEntry,
  GuideSchedule,
  GuideStatus,
  guideWindowQuerySchema,
  Programme,
} from '@myflix/shared'
import type { z } from 'zod'
import type { Logger } from '../../lib/logger'
import { adultFreeIndex, isHiddenByView } from '../catalog/adult-filter'
import type { TypeIndex } from '../catalog/catalog-index'
import type { CloudCatalog } from '../catalog/cloud-catalog'
import type { CloudCredentials } from '../clouds/clouds.types'
import { accountScope } from '../provider/account-scope'
import type { ProviderFactory } from '../provider/provider-factory'
import { createGuideSources } from './guide-source'
import type { GuideIndex, GuideSource, GuideStore } from './guide.types'
import { nowNextOf, overlapping, programmeDetailOf, programmeOf } from './programmes'
import { createShortEpgFallback, type ShortEpgOptions } from './short-epg-fallback'

/** The most programmes one channel has in an answer (a 24 h row of 5-minute slots). */
export const PROGRAMMES_PER_CHANNEL_MAX = 288

export type GuideWindowQuery = z.output<typeof guideWindowQuerySchema>

/** Who asks: the user, and whether parental control hides adult content from the session. */
export interface GuideViewer {
  userId: string
  hideAdult: boolean | Promise<boolean>
}

/** A refusal the routes answer as is: no active cloud, an unknown or a blocked channel. */
export class GuideError extends Error {
  override readonly name = 'GuideError'
  constructor(
    readonly status: 403 | 404,
    message: string,
  ) {
    super(message)
  }
}

export interface GuideService {
  /** The store's status of the active cloud's guide (starts its first ingest). */
  status(viewer: GuideViewer): Promise<GuideStatus>
  /** Now and next of the channels named, in order; unknown and hidden ones left out. */
  now(viewer: GuideViewer, ids: readonly string[]): Promise<ChannelNowNext[]>
  /** The window answer's data as JSON (channels as the catalogue serialises them). */
  windowJson(viewer: GuideViewer, query: GuideWindowQuery): Promise<string>
  /** One channel's programmes with descriptions over [from, to). */
  schedule(viewer: GuideViewer, id: string, from: number, to: number): Promise<GuideSchedule>
  /**
   * The stored guide of the user's active cloud, for search's "on now" (never the short EPG: one
   * call per channel); null without one.
   */
  searchGuide(userId: string): Promise<GuideIndex | null>
}

export interface GuideServiceOptions {
  /** How long a request waits for the panel (timezone, short EPG) at most. Default 2 s. */
  budgetMs?: number
  shortEpg?: ShortEpgOptions
  now?: () => number
}

/** What the service uses of the catalogue service: a lease on the active cloud's channels. */
export interface ChannelLeases {
  acquire(userId: string): Promise<{
    catalog: Pick<CloudCatalog, 'index'>
    cloud: CloudCredentials
    release(): void
  } | null>
}

export interface GuideServiceDeps {
  catalog: ChannelLeases
  providers: Pick<ProviderFactory, 'forCloud'>
  store: GuideStore
  logger: Logger
  options?: GuideServiceOptions
}

/** One request's view of the active cloud: its channels as this session may see them. */
interface Request {
  cloud: CloudCredentials
  scope: string
  live: TypeIndex
  channels: TypeIndex
  deadline: number
}

export function createGuideService(deps: GuideServiceDeps): GuideService {
  const { catalog, store, logger } = deps
  const options = deps.options ?? {}
  const now = options.now ?? Date.now
  const budgetMs = options.budgetMs ?? 2_000
  const sources = createGuideSources({ providers: deps.providers, logger, now })
  const fallback = createShortEpgFallback({
    providers: deps.providers,
    logger,
    options: options.shortEpg,
    now,
  })
  const seconds = () => Math.floor(now() / 1000)

  /** Runs `run` with the user's catalogue leased; "no cloud" is a GuideError. */
  async function withChannels<T>(viewer: GuideViewer, run: (request: Request) => Promise<T>) {
    const leased = catalog.acquire(viewer.userId)
    try {
      const [lease, hideAdult] = await Promise.all([leased, viewer.hideAdult])
      if (!lease) throw new GuideError(404, t('clouds.noActive'))
      const live = await lease.catalog.index('live')
      const channels = hideAdult ? adultFreeIndex(live) : live
      const scope = accountScope(lease.cloud)
      // The budget is for the panel's answers: a catalogue still loading is waited for as the
      // catalogue routes wait for it.
      const deadline = now() + budgetMs
      return await run({ cloud: lease.cloud, scope, live, channels, deadline })
    } finally {
      void leased.then((lease) => lease?.release()).catch(() => undefined)
    }
  }

  /** The stored guide when it serves programmes of its own (not the store's short-EPG mode). */
  async function storedGuide(source: GuideSource | undefined): Promise<GuideIndex | null> {
    if (!source) return null
    try {
      const [status, index] = await Promise.all([store.status(source), store.index(source)])
      return status.source === 'short-epg' ? null : index
    } catch (error) {
      logger.warn({ err: error }, 'guide: the stored guide is unavailable')
      return null
    }
  }

  async function guideOf(request: Request) {
    const source = await sources.before(request.cloud, request.live, request.deadline)
    return { source, index: await storedGuide(source) }
  }

  const epgIdIn = (index: GuideIndex | null, item: CatalogItem) =>
    index && item.epg_channel_id && index.has(item.epg_channel_id) ? item.epg_channel_id : null

  /**
   * The short EPG of the channels the stored guide lacks (none when `to` is already past). A channel
   * without an epg_channel_id is never asked for: panels key their guide by it, so its short EPG is
   * empty, and most channels of a real provider have none (a call each would cost every page).
   */
  function fallbackFor(
    request: Request,
    index: GuideIndex | null,
    items: CatalogItem[],
    to = Infinity,
  ) {
    const missing = items
      .filter((item) => item.epg_channel_id && epgIdIn(index, item) === null)
      .map((item) => item.id)
    if (missing.length === 0 || to <= seconds())
      return Promise.resolve(new Map<string, EpgEntry[]>())
    return fallback.programmes(request.cloud, request.scope, missing, request.deadline)
  }

  return {
    status: (viewer) =>
      withChannels(viewer, async (request) =>
        store.status(await sources.of(request.cloud, request.live)),
      ),

    now: (viewer, ids) =>
      withChannels(viewer, async (request) => {
        const at = seconds()
        const items = ids
          .map((id) => request.channels.item(id))
          .filter((item): item is CatalogItem => item !== undefined)
        const { index } = await guideOf(request)
        const fetched = await fallbackFor(request, index, items)
        return items.map((item) => {
          const epgId = epgIdIn(index, item)
          if (index && epgId) {
            const { now: on, next } = index.nowNext(epgId, at)
            return { id: item.id, now: on && programmeOf(on), next: next && programmeOf(next) }
          }
          return { id: item.id, ...nowNextOf(fetched.get(item.id) ?? [], at) }
        })
      }),

    windowJson: (viewer, { category, offset, limit, from, to }) =>
      withChannels(viewer, async (request) => {
        const page = request.channels.page(category ?? null, offset, limit)
        if (!page) throw new GuideError(404, t('catalog.itemNotFound'))
        const { index } = await guideOf(request)
        const fetched = await fallbackFor(request, index, page.items, to)
        const rows = page.items.map((item) => {
          const epgId = epgIdIn(index, item)
          const programmes: Programme[] =
            index && epgId
              ? index.range(epgId, from, to)
              : overlapping(fetched.get(item.id) ?? [], from, to)
          const listed = programmes.slice(0, PROGRAMMES_PER_CHANNEL_MAX).map(programmeOf)
          return `{"channel":${request.channels.json(item)},"programmes":${JSON.stringify(listed)}}`
        })
        const counts = `"total":${page.total},"offset":${offset},"limit":${limit}`
        return `{"rows":[${rows.join(',')}],${counts},"from":${from},"to":${to}}`
      }),

    schedule: (viewer, id, from, to) =>
      withChannels(viewer, async (request) => {
        const item = request.channels.item(id)
        if (!item)
          throw isHiddenByView(request.channels, id)
            ? new GuideError(403, t('parental.contentBlocked'))
            : new GuideError(404, t('catalog.itemNotFound'))
        const { source, index } = await guideOf(request)
        const epgId = epgIdIn(index, item)
        const programmes =
          source && epgId
            ? await store.details(source.scope, epgId, from, to)
            : overlapping((await fallbackFor(request, index, [item], to)).get(id) ?? [], from, to)
        return {
          id: item.id,
          programmes: programmes.slice(0, PROGRAMMES_PER_CHANNEL_MAX).map(programmeDetailOf),
        }
      }),

    async searchGuide(userId) {
      const leased = catalog.acquire(userId)
      try {
        const lease = await leased
        if (!lease) return null
        const live = await lease.catalog.index('live')
        return await storedGuide(await sources.before(lease.cloud, live, now() + budgetMs))
      } catch (error) {
        // Search answers without "on now" rather than not at all.
        logger.warn({ err: error }, 'guide: no guide for search')
        return null
      } finally {
        void leased.then((lease) => lease?.release()).catch(() => undefined)
      }
    },
  }
}
