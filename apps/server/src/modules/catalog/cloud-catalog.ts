import { t } from '@myflix/shared'
import type { CatalogItem, CatalogStatus, ContentType } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import type { CloudCredentials } from '../clouds/clouds.types'
import { isProviderError } from '../provider/provider-error'
import type { XtreamClient } from '../provider/xtream.client'
import { buildTypeIndex } from './catalog-index'
import type { TypeIndex, TypeSnapshot } from './catalog-index'
import type { ItemSerialiser } from './served-json'
import { CONTENT_TYPES, ingestCatalog } from './catalog-ingest'
import type { IngestPhase } from './catalog-ingest'
import type { CatalogRepository } from './catalog.repository'
import { describeCatalog, type Progress } from './catalog-status'
import { CloudLists, deferred } from './cloud-lists'
import type { SharedLists } from './shared-lists'
import { readStoredSnapshot, storeSnapshot } from './stored-snapshot'
import { createVodDetails, type VodDetails } from './vod-details'

export interface CloudCatalogDeps {
  cloud: CloudCredentials
  client: XtreamClient
  repository: CatalogRepository
  logger: Logger
  /** Builds the item JSON for every user of the panel (so it holds nothing of this cloud). */
  serialise: ItemSerialiser
  /** The panel's image scope: lists are shared among the clouds of one panel only. */
  panel: string
  /** The lists in memory, shared with the other clouds whose lists are the same. */
  lists: SharedLists
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

const RECHECK_MS = 30_000
const FAILED_RETRY_MS = 5 * 60_000

/**
 * One cloud's catalogue in this process: the lists being served, the ingest that replaces them
 * (one at a time, across instances through a lease row) and what /carregamento-nuvem shows. A list
 * is shared with the other clouds of the panel whose list is the same (shared-lists.ts) once it is
 * stored or loaded; when it was fetched stays this cloud's own (no answer tells of another user).
 */
export class CloudCatalog {
  readonly cloudId: string
  private readonly serving: CloudLists
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
    this.serving = new CloudLists(deps.lists, this, deps.onServe)
    for (const type of CONTENT_TYPES) this.setPhase(type, 'waiting')
  }

  /** Loads the stored snapshots, then fetches what is missing or older than maxAge. */
  async open(): Promise<void> {
    this.ingest = this.loadStored().then(
      async () => {
        this.ingest = null
        // Dropped from the cache before anyone read it: nobody is waiting for a download.
        if (this.closed) this.serving.settleAll()
        else if (this.needsFetch()) await this.refresh()
        else this.serving.settleAll()
      },
      (error: unknown) => {
        this.ingest = null
        this.deps.logger.error({ err: error, cloudId: this.cloudId }, 'catalogue: load failed')
        return this.closed ? this.serving.settleAll() : this.refresh()
      },
    )
    await this.ingest
  }

  /** The list of `type`, waiting for it while it is first loaded. */
  async index(type: ContentType): Promise<TypeIndex> {
    this.touch()
    const found = this.serving.get(type)
    if (found) return found
    await this.serving.firstServed(type)
    const index = this.serving.get(type)
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
      this.serving.settleAll()
    })
    return this.ingest
  }

  /** Like refresh, unless every list is served from a snapshot younger than `maxAgeMs`. */
  refreshIfOlderThan(maxAgeMs: number): Promise<void> {
    if (this.ingest) return this.ingest
    const fresh = CONTENT_TYPES.every((type) => {
      const at = this.serving.fetchedAt(type)
      return at !== undefined && this.now() - at.getTime() < maxAgeMs
    })
    return fresh ? Promise.resolve() : this.refresh()
  }

  /** The lists served, maybe shared: the cache counts each once, however many clouds serve it. */
  served(): TypeIndex[] {
    return this.serving.all()
  }

  /** Estimated bytes of this cloud's own: the details kept. */
  get ownBytes(): number {
    return this.details.bytes
  }

  status(): CatalogStatus {
    return describeCatalog(this.serving.sizes(), this.progress, this.ingest !== null, this.error)
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
    this.serving.releaseAll()
    this.serving.settleAll()
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
    return CONTENT_TYPES.some((type) => (this.serving.fetchedAt(type)?.getTime() ?? 0) < limit)
  }

  /**
   * Loads every stored list newer than the one served (all of them on first open): the one in
   * memory when another cloud serves it already, else decoded.
   */
  private async loadStored(onlyNewer = false): Promise<void> {
    const { repository, lists, serialise } = this.deps
    const stored = await repository.stored(this.cloudId)
    for (const type of CONTENT_TYPES) {
      const at = stored.get(type)
      const served = this.serving.fetchedAt(type)
      if (!at || (served && served >= at.fetchedAt)) continue
      if (onlyNewer && !served) continue
      if (this.closed) continue
      const shared = lists.take(at.key, this)
      if (shared) this.serving.set(type, shared, at.fetchedAt, at.key)
      else {
        const read = await readStoredSnapshot(repository, this.cloudId, type)
        if (!read || this.closed) continue
        const index = lists.share(read.list.key, buildTypeIndex(read.snapshot, serialise), this)
        this.serving.set(type, index, read.list.fetchedAt, read.list.key)
      }
      this.setPhase(type, 'done', this.serving.get(type)?.size ?? 0)
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
        (type) => this.serving.get(type)?.snapshot,
        {
          phase: (type, phase, items) => this.setPhase(type, phase, items),
          list: (snapshot) => {
            this.serve(snapshot, listsServed.promise)
            // Stored from the packed list, so the ingest's objects are not kept until the write.
            fresh.push(this.serving.get(snapshot.type)?.snapshot ?? snapshot)
          },
        },
        this.deps.logger,
      )
      this.error = CONTENT_TYPES.map((type) => outcome[type].error).find(Boolean) ?? null
    } catch (error) {
      this.error = isProviderError(error) ? error.toUserMessage() : t('catalog.loadFailed')
      this.deps.logger.warn({ err: error, cloudId: this.cloudId }, 'catalogue: ingest failed')
      for (const type of CONTENT_TYPES) if (!this.serving.get(type)) this.setPhase(type, 'failed')
    } finally {
      listsServed.resolve()
      // One at a time, so their memory peaks do not add up: the search indexes, then each write.
      for (const snapshot of fresh) await this.serving.get(snapshot.type)?.searchReady
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
        (type) => (this.serving.fetchedAt(type)?.getTime() ?? 0) >= started,
      )
      if (done || this.closed || !(await repository.leaseHeld(this.cloudId))) break
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
    await this.loadStored()
  }

  /** A list just fetched: served from its own index until it is stored (its key then known). */
  private serve(snapshot: TypeSnapshot, indexAfter?: Promise<unknown>): void {
    if (this.closed) return
    const index = buildTypeIndex(snapshot, this.deps.serialise, indexAfter)
    this.serving.set(snapshot.type, index, snapshot.fetchedAt, null)
  }

  /**
   * Stores the list (once per key across clouds), then serves the list in memory under its key
   * when another cloud of the panel serves the same: this cloud's own copy is dropped.
   */
  private async persist(snapshot: TypeSnapshot): Promise<void> {
    const { repository, lists, panel } = this.deps
    try {
      const key = await storeSnapshot(repository, this.cloudId, panel, snapshot)
      const index = this.serving.get(snapshot.type)
      // Still the list this ingest served (its fetch time is that Date), not a newer one.
      const served = this.serving.fetchedAt(snapshot.type)
      if (this.closed || !index || served !== snapshot.fetchedAt) return
      this.serving.set(snapshot.type, lists.share(key, index, this), snapshot.fetchedAt, key)
    } catch (error) {
      // The list is still served from memory; the next ingest writes it again.
      this.deps.logger.error({ err: error, cloudId: this.cloudId }, 'catalogue: save failed')
    }
  }

  private setPhase(type: ContentType, phase: IngestPhase, items = 0): void {
    this.progress.set(type, { phase, items, bytes: 0 })
  }
}
