import { randomUUID } from 'node:crypto'
import type { CatalogItem } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import type { CloudCredentials, CloudsService } from '../clouds/clouds.types'
import type { ProviderFactory } from '../clouds/provider-factory'
import { proxiedImageUrl } from '../media/image-url'
import type { ItemSerialiser } from './catalog-index'
import { createCatalogRepository } from './catalog.repository'
import { CloudCatalog } from './cloud-catalog'

export interface CatalogServiceOptions {
  /** Clouds whose lists stay in memory (least recently used dropped first). Default 8. */
  maxClouds?: number
  /** A snapshot older than this is refetched on use, the old one served meanwhile. Default 24 h. */
  maxAgeMs?: number
  leaseSeconds?: number
  pollMs?: number
  /** How long the user → active cloud answer is reused (changes in this process clear it). */
  activeCloudTtlMs?: number
}

export interface CatalogServiceDeps {
  db: AppDatabase
  logger: Logger
  clouds: CloudsService
  providers: ProviderFactory
  secret: string
  options?: CatalogServiceOptions
}

export interface CatalogService {
  /** The catalogue of the user's active cloud (opened and loading if needed); null: no active cloud. */
  forUser(userId: string): Promise<CloudCatalog | null>
  /** Drops every cloud from memory (the stored snapshots stay). */
  close(): void
  /** Waits for ingests under way to end (on shutdown, after their provider calls were cut). */
  idle(): Promise<void>
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The one place that maps a provider image to what the browser loads: our signed media-proxy URL,
 * so no provider address (or its credentials) reaches the client and mixed content is avoided.
 */
export function toClientImage(secret: string, cloudId: string, url: string | null): string | null {
  return proxiedImageUrl(secret, cloudId, url)
}

function itemSerialiser(secret: string, cloudId: string): ItemSerialiser {
  return (item: CatalogItem) =>
    JSON.stringify({
      ...item,
      image: toClientImage(secret, cloudId, item.image),
      ...(item.backdrop && {
        backdrop: item.backdrop
          .map((url) => toClientImage(secret, cloudId, url))
          .filter((url): url is string => url !== null),
      }),
    })
}

export function createCatalogService(deps: CatalogServiceDeps): CatalogService {
  const { logger, clouds, providers, secret } = deps
  const options = deps.options ?? {}
  const maxClouds = options.maxClouds ?? 8
  const activeTtl = options.activeCloudTtlMs ?? 10_000
  const repository = createCatalogRepository(deps.db)
  const owner = randomUUID()
  // Map order is the LRU order: a hit is moved to the end.
  const catalogs = new Map<string, CloudCatalog>()
  // The lookup itself is cached, so concurrent requests after an expiry share one query.
  const active = new Map<string, { cloud: Promise<CloudCredentials | null>; at: number }>()

  function drop(cloudId: string): void {
    catalogs.get(cloudId)?.close()
    catalogs.delete(cloudId)
  }

  function open(cloud: CloudCredentials): CloudCatalog {
    const found = catalogs.get(cloud.id)
    if (found) {
      catalogs.delete(cloud.id)
      catalogs.set(cloud.id, found)
      return found
    }
    const catalog = new CloudCatalog({
      cloud,
      client: providers.forCloud(cloud),
      repository,
      logger,
      serialise: itemSerialiser(secret, cloud.id),
      owner,
      maxAgeMs: options.maxAgeMs ?? DAY_MS,
      leaseSeconds: options.leaseSeconds ?? 120,
      pollMs: options.pollMs ?? 1000,
    })
    catalogs.set(cloud.id, catalog)
    while (catalogs.size > maxClouds) drop(catalogs.keys().next().value as string)
    catalog
      .open()
      .catch((error: unknown) =>
        logger.error({ err: error, cloudId: cloud.id }, 'catalogue: open failed'),
      )
    return catalog
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
      drop(cloudId)
      return
    }
    // A saved or activated cloud starts loading at once, before the browser asks for a page.
    void clouds
      .getOwned(userId, cloudId)
      .then((cloud) => cloud?.id === cloudId && open(cloud))
      .catch((error: unknown) => logger.warn({ err: error, cloudId }, 'catalogue: prefetch'))
  })

  return {
    async forUser(userId) {
      const cloud = await activeCloud(userId)
      return cloud ? open(cloud) : null
    },
    close() {
      for (const cloudId of [...catalogs.keys()]) drop(cloudId)
    },
    async idle() {
      await Promise.all([...catalogs.values()].map((catalog) => catalog.idle()))
    },
  }
}
