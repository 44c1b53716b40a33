import { t } from '@myflix/shared'
import type { CatalogItem, CatalogStatus, ContentType } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { CloudCredentials } from '../clouds/clouds.types'
import { isProviderError } from '../provider/provider-error'
import type { XtreamClient } from '../provider/xtream.client'
import { buildTypeIndex } from './catalog-index'
import type { ItemSerialiser, TypeIndex, TypeSnapshot } from './catalog-index'
import { CONTENT_TYPES, ingestCatalog } from './catalog-ingest'
import type { IngestPhase } from './catalog-ingest'
import type { CatalogRepository } from './catalog.repository'
import { describeCatalog, type Progress } from './catalog-status'
import { readStoredSnapshot, storeSnapshot } from './stored-snapshot'
import { createVodDetails, type VodDetails } from './vod-details'

export interface CloudCatalogDeps {
  cloud: CloudCredentials
  client: XtreamClient
  repository: CatalogRepository
  logger: Logger
  serialise: ItemSerialiser
  /** Identifies this process in the lease table. */
  owner: string
  maxAgeMs: number
  leaseSeconds: number
  /** How often a process that does not hold the lease looks for the other's snapshots. */
  pollMs: number
  /** Called after a list is served (the catalogue grew), so the cache can check its budget. */
  onServe?: () => void
  now?: () => number
}

/** Thrown when a list is wanted but there is none and the last ingest failed. */
export class CatalogUnavailableError extends Error {
  override readonly name = 'CatalogUnavailableError'
}

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve, settled: false }
}

const RECHECK_MS = 30_000
const FAILED_RETRY_MS = 5 * 60_000

/**
 * One cloud's catalogue in this process: the lists being served, the ingest that replaces them
 * (one at a time, across instances through a lease row) and what /carregamento-nuvem shows.
 */
export class CloudCatalog {
  readonly cloudId: string
  private readonly indexes = new Map<ContentType, TypeIndex>()
  private readonly ready = new Map(CONTENT_TYPES.map((type) => [type, deferred()]))
  private readonly progress = new Map<ContentType, Progress>()
  private ingest: Promise<void> | null = null
  private error: string | null = null
  private lastAttempt = 0
  private lastRecheck = 0
  private closed = false
  private readonly now: () => number
  private readonly details: VodDetails

  constructor(private readonly deps: CloudCatalogDeps) {
    this.cloudId = deps.cloud.id
    this.now = deps.now ?? Date.now
    this.details = createVodDetails({ ...deps, cloudId: this.cloudId })
    for (const type of CONTENT_TYPES) this.setPhase(type, 'waiting')
  }

  /** Loads the stored snapshots, then fetches what is missing or older than maxAge. */
  async open(): Promise<void> {
    this.ingest = this.loadStored().then(
      async () => {
        this.ingest = null
        // Dropped from the cache before anyone read it: nobody is waiting for a download.
        if (this.closed) this.settleAll()
        else if (this.needsFetch()) await this.refresh()
        else this.settleAll()
      },
      (error: unknown) => {
        this.ingest = null
        this.deps.logger.error({ err: error, cloudId: this.cloudId }, 'catalogue: load failed')
        return this.closed ? this.settleAll() : this.refresh()
      },
    )
    await this.ingest
  }

  /** The list of `type`, waiting for it while it is first loaded. */
  async index(type: ContentType): Promise<TypeIndex> {
    this.touch()
    const found = this.indexes.get(type)
    if (found) return found
    await this.ready.get(type)?.promise
    const index = this.indexes.get(type)
    if (index) return index
    if (this.error) throw new CatalogUnavailableError(this.error)
    return buildTypeIndex(
      { type, fetchedAt: new Date(0), categories: [], items: [] },
      this.deps.serialise,
    )
  }

  /** Starts an ingest, or joins the one under way. */
  refresh(): Promise<void> {
    if (this.ingest) return this.ingest
    this.lastAttempt = this.now()
    this.ingest = this.runIngest().finally(() => {
      this.ingest = null
      this.settleAll()
    })
    return this.ingest
  }

  /** Like refresh, unless every list is served from a snapshot younger than `maxAgeMs`. */
  refreshIfOlderThan(maxAgeMs: number): Promise<void> {
    if (this.ingest) return this.ingest
    const served = CONTENT_TYPES.map((type) => this.indexes.get(type))
    const fresh = served.every(
      (index) => index !== undefined && this.now() - index.fetchedAt.getTime() < maxAgeMs,
    )
    return fresh ? Promise.resolve() : this.refresh()
  }

  /** Estimated bytes held: the lists served and the details kept (what the cache budgets). */
  get bytes(): number {
    let bytes = this.details.bytes
    for (const index of this.indexes.values()) bytes += index.bytes
    return bytes
  }

  status(): CatalogStatus {
    return describeCatalog(this.indexes, this.progress, this.ingest !== null, this.error)
  }

  /** The item's JSON; movies enriched once with get_vod_info (vod-details.ts). */
  detailsJson(index: TypeIndex, item: CatalogItem): Promise<string> {
    return this.details.json(index, item)
  }

  /**
   * Stops upkeep and loading; the lists already served stay readable. Whoever still waits for a
   * first list gets an empty one (the cache only closes a catalogue nobody reads, or a deleted one).
   */
  close(): void {
    this.closed = true
    this.settleAll()
  }

  /** Resolves once no ingest is under way (it has released its lease), however it ended. */
  async idle(): Promise<void> {
    await this.ingest?.catch(() => undefined)
  }

  /** Lazy upkeep on use: a stale list is refetched; another instance's newer snapshot is loaded. */
  private touch(): void {
    const now = this.now()
    if (this.ingest || this.closed) return
    if (this.needsFetch() && now - this.lastAttempt > (this.error ? FAILED_RETRY_MS : 0)) {
      void this.refresh().catch(() => undefined)
      return
    }
    if (now - this.lastRecheck < RECHECK_MS) return
    this.lastRecheck = now
    void this.loadStored(true).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, cloudId: this.cloudId }, 'catalogue: recheck failed'),
    )
  }

  private needsFetch(): boolean {
    const limit = this.now() - this.deps.maxAgeMs
    return CONTENT_TYPES.some((type) => {
      const index = this.indexes.get(type)
      return !index || index.fetchedAt.getTime() < limit
    })
  }

  /** Loads every stored list newer than the one served (all of them on first open). */
  private async loadStored(onlyNewer = false): Promise<void> {
    const stored = await this.deps.repository.fetchedAt(this.cloudId)
    for (const type of CONTENT_TYPES) {
      const at = stored.get(type)
      const served = this.indexes.get(type)
      if (!at || (served && served.fetchedAt >= at)) continue
      if (onlyNewer && !served) continue
      const snapshot = this.closed
        ? null
        : await readStoredSnapshot(this.deps.repository, this.cloudId, type)
      if (!snapshot || this.closed) continue
      this.serve(snapshot)
      this.setPhase(type, 'done', this.indexes.get(type)?.size ?? 0)
    }
  }

  private async runIngest(): Promise<void> {
    const { repository, owner, leaseSeconds } = this.deps
    if (!(await repository.takeLease(this.cloudId, owner, leaseSeconds))) {
      await this.followOtherInstance()
      return
    }
    const renew = setInterval(
      () => void repository.takeLease(this.cloudId, owner, leaseSeconds).catch(() => undefined),
      (leaseSeconds * 1000) / 3,
    )
    // Written once every list is served: a 100k-item encode would otherwise delay the others. The
    // search indexes wait as well (a search scans the names meanwhile) and are built before the
    // writes.
    const fresh: TypeSnapshot[] = []
    const listsServed = deferred()
    try {
      const outcome = await ingestCatalog(
        this.deps.client,
        (type) => this.indexes.get(type)?.snapshot,
        {
          phase: (type, phase, items) => this.setPhase(type, phase, items),
          list: (snapshot) => {
            this.serve(snapshot, listsServed.promise)
            // Stored from the packed list, so the ingest's objects are not kept until the write.
            fresh.push(this.indexes.get(snapshot.type)?.snapshot ?? snapshot)
          },
        },
        this.deps.logger,
      )
      this.error = CONTENT_TYPES.map((type) => outcome[type].error).find(Boolean) ?? null
    } catch (error) {
      this.error = isProviderError(error) ? error.toUserMessage() : t('catalog.loadFailed')
      this.deps.logger.warn({ err: error, cloudId: this.cloudId }, 'catalogue: ingest failed')
      for (const type of CONTENT_TYPES) if (!this.indexes.has(type)) this.setPhase(type, 'failed')
    } finally {
      listsServed.resolve()
      // One at a time, so their memory peaks do not add up: the search indexes, then each write.
      for (const snapshot of fresh) await this.indexes.get(snapshot.type)?.searchReady
      for (const snapshot of fresh) await this.persist(snapshot)
      clearInterval(renew)
      await repository.releaseLease(this.cloudId, owner).catch(() => undefined)
    }
  }

  /** Another instance holds the lease: load its lists as they are stored, until it lets go. */
  private async followOtherInstance(): Promise<void> {
    const { repository, pollMs } = this.deps
    const started = this.now()
    for (;;) {
      await this.loadStored()
      const done = CONTENT_TYPES.every(
        (type) => (this.indexes.get(type)?.fetchedAt.getTime() ?? 0) >= started,
      )
      if (done || this.closed || !(await repository.leaseHeld(this.cloudId))) break
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
    await this.loadStored()
  }

  private serve(snapshot: TypeSnapshot, indexAfter?: Promise<unknown>): void {
    if (this.closed) return
    this.indexes.set(snapshot.type, buildTypeIndex(snapshot, this.deps.serialise, indexAfter))
    const gate = this.ready.get(snapshot.type)
    if (gate && !gate.settled) {
      gate.settled = true
      gate.resolve()
    }
    this.deps.onServe?.()
  }

  private async persist(snapshot: TypeSnapshot): Promise<void> {
    try {
      await storeSnapshot(this.deps.repository, this.cloudId, snapshot)
    } catch (error) {
      // The list is still served from memory; the next ingest writes it again.
      this.deps.logger.error({ err: error, cloudId: this.cloudId }, 'catalogue: save failed')
    }
  }

  private settleAll(): void {
    for (const gate of this.ready.values()) {
      gate.settled = true
      gate.resolve()
    }
  }

  private setPhase(type: ContentType, phase: IngestPhase, items = 0): void {
    this.progress.set(type, { phase, items, bytes: 0 })
  }
}
