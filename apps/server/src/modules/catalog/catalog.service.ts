import { randomUUID } from 'node:crypto'
import type { Config } from '../../config/env'
import type { AppDatabase } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import type { CloudCredentials, CloudsService } from '../clouds/clouds.types'
import type { ProviderFactory } from '../provider/provider-factory'
import { panelImageScope, proxiedImageUrl } from '../media/image-url'
import type { TypeIndex } from './catalog-index'
import { createCatalogRepository } from './catalog.repository'
import { CloudCatalog } from './cloud-catalog'
import { serialiseWith, type ItemSerialiser } from './served-json'
import { SharedLists } from './shared-lists'

export interface CatalogServiceOptions {
  /** A snapshot older than this is refetched on use, the old one served meanwhile. Default 24 h. */
  maxAgeMs?: number
  leaseSeconds?: number
  pollMs?: number
  /** How long the user → active cloud answer is reused (changes in this process clear it). */
  activeCloudTtlMs?: number
}

export interface CatalogServiceDeps {
  /** `catalogCacheMb`: the memory budget of the catalogues kept between requests. */
  config: Pick<Config, 'catalogCacheMb'>
  db: AppDatabase
  logger: Logger
  clouds: CloudsService
  providers: ProviderFactory
  secret: string
  options?: CatalogServiceOptions
}

/** A request's hold on a catalogue: it stays readable, even if evicted, until released. */
export interface CatalogLease {
  readonly catalog: CloudCatalog
  /** The active cloud it is the catalogue of (password opened: server-side only). */
  readonly cloud: CloudCredentials
  /** Once the request is done with the catalogue; later calls do nothing. */
  release(): void
}

export interface CatalogService {
  /**
   * The catalogue of the user's active cloud (opened and loading if needed), held until the lease is
   * released; null: no active cloud.
   */
  acquire(userId: string): Promise<CatalogLease | null>
  /**
   * Catalogues in memory (cached or still read after eviction), their readers, estimated bytes (a
   * list several clouds share counted once) and the lists shared.
   */
  stats(): { clouds: number; readers: number; bytes: number; lists: number }
  /** Drops every cloud from memory (the stored snapshots stay). */
  close(): void
  /** Waits for ingests under way to end (on shutdown, after their provider calls were cut). */
  idle(): Promise<void>
}

const DAY_MS = 24 * 60 * 60 * 1000

interface Entry {
  catalog: CloudCatalog
  readers: number
  /** False once evicted: closed and forgotten when its last reader is done. */
  cached: boolean
}

/**
 * The one place that maps a provider image to what the browser loads: our signed media-proxy URL,
 * so no provider address (or its credentials) reaches the client and mixed content is avoided.
 * `scope`: the panel (panelImageScope) for shared catalogue JSON, else the cloud.
 */
export function toClientImage(secret: string, scope: string, url: string | null): string | null {
  return proxiedImageUrl(secret, scope, url)
}

/**
 * The JSON the browser gets for an item: images through our media proxy, scoped to the panel, so
 * one JSON serves every user of it (the proxy checks the caller's cloud is on that panel).
 */
export function itemSerialiser(secret: string, panel: string): ItemSerialiser {
  return serialiseWith((url) => toClientImage(secret, panel, url))
}

/** Bytes of the catalogues, each list counted once however many of them serve it. */
function bytesOf(catalogs: Iterable<CloudCatalog>): number {
  const seen = new Set<TypeIndex>()
  let bytes = 0
  for (const catalog of catalogs) {
    bytes += catalog.ownBytes
    for (const index of catalog.served()) {
      if (seen.has(index)) continue
      seen.add(index)
      bytes += index.bytes
    }
  }
  return bytes
}

export function createCatalogService(deps: CatalogServiceDeps): CatalogService {
  const { logger, clouds, providers, secret } = deps
  const options = deps.options ?? {}
  const budget = deps.config.catalogCacheMb * 1024 * 1024
  const activeTtl = options.activeCloudTtlMs ?? 10_000
  const repository = createCatalogRepository(deps.db)
  const owner = randomUUID()
  // Every catalogue in memory; Map order is the LRU order (a use moves it to the end). Evicted ones
  // stay while read, so a request for them meanwhile takes them back instead of loading a copy.
  const entries = new Map<string, Entry>()
  const lists = new SharedLists()
  // The lookup itself is cached, so concurrent requests after an expiry share one query.
  const active = new Map<string, { cloud: Promise<CloudCredentials | null>; at: number }>()

  function forget(cloudId: string, entry: Entry): void {
    entry.catalog.close()
    if (entries.get(cloudId) === entry) entries.delete(cloudId)
  }

  function evict(cloudId: string, entry: Entry): void {
    entry.cached = false
    if (entry.readers === 0) forget(cloudId, entry)
  }

  /**
   * Evicts the least recently used until the cached catalogues fit; the last used always stays.
   * Counted again after each eviction (read at each check: cached JSON grows as it is read): a
   * list another cached cloud shares frees nothing.
   */
  function trim(): void {
    const cached = [...entries].filter(([, entry]) => entry.cached)
    while (cached.length > 1 && bytesOf(cached.map(([, entry]) => entry.catalog)) > budget) {
      const [cloudId, entry] = cached.shift() as [string, Entry]
      evict(cloudId, entry)
    }
  }

  function open(cloud: CloudCredentials): Entry {
    const found = entries.get(cloud.id)
    if (found) {
      entries.delete(cloud.id)
      entries.set(cloud.id, found)
      if (!found.cached) {
        found.cached = true
        trim()
      }
      return found
    }
    const panel = panelImageScope(secret, cloud.baseUrl)
    const catalog = new CloudCatalog({
      cloud,
      client: providers.forCloud(cloud),
      repository,
      logger,
      serialise: itemSerialiser(secret, panel),
      panel,
      lists,
      owner,
      maxAgeMs: options.maxAgeMs ?? DAY_MS,
      leaseSeconds: options.leaseSeconds ?? 120,
      pollMs: options.pollMs ?? 1000,
      onServe: trim,
    })
    const entry: Entry = { catalog, readers: 0, cached: true }
    entries.set(cloud.id, entry)
    trim()
    catalog
      .open()
      .catch((error: unknown) =>
        logger.error({ err: error, cloudId: cloud.id }, 'catalogue: open failed'),
      )
    return entry
  }

  function lease(cloud: CloudCredentials, entry: Entry): CatalogLease {
    entry.readers += 1
    let held = true
    return {
      catalog: entry.catalog,
      cloud,
      release() {
        if (!held) return
        held = false
        entry.readers -= 1
        if (!entry.cached && entry.readers === 0) forget(cloud.id, entry)
      },
    }
  }

  function activeCloud(userId: string): Promise<CloudCredentials | null> {
    const hit = active.get(userId)
    if (hit && Date.now() - hit.at < activeTtl) return hit.cloud
    const cloud = clouds.getActive(userId)
    active.set(userId, { cloud, at: Date.now() })
    cloud.catch(() => active.delete(userId))
    return cloud
  }

  clouds.onChange(({ userId, cloudId, change }) => {
    active.delete(userId)
    if (change === 'deleted') {
      const entry = entries.get(cloudId)
      if (entry) forget(cloudId, entry)
      // Its stored lists go unless another cloud still points at them.
      void repository
        .collect()
        .catch((error: unknown) => logger.warn({ err: error, cloudId }, 'catalogue: collect'))
      return
    }
    // A saved or activated cloud starts loading at once, before the browser asks for a page.
    void clouds
      .getOwned(userId, cloudId)
      .then((cloud) => cloud?.id === cloudId && open(cloud))
      .catch((error: unknown) => logger.warn({ err: error, cloudId }, 'catalogue: prefetch'))
  })

  return {
    async acquire(userId) {
      const cloud = await activeCloud(userId)
      return cloud ? lease(cloud, open(cloud)) : null
    },
    stats() {
      const all = [...entries.values()]
      return {
        clouds: all.length,
        readers: all.reduce((sum, entry) => sum + entry.readers, 0),
        bytes: bytesOf(all.map((entry) => entry.catalog)),
        lists: lists.stats().lists,
      }
    },
    close() {
      for (const [cloudId, entry] of [...entries]) forget(cloudId, entry)
    },
    async idle() {
      await Promise.all([...entries.values()].map((entry) => entry.catalog.idle()))
    },
  }
}
