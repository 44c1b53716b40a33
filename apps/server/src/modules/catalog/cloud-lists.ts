import type { ContentType } from '@myflix/shared'
import type { TypeIndex } from './catalog-index'
import { CONTENT_TYPES } from './catalog-ingest'
import type { SharedLists } from './shared-lists'

export function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve, settled: false }
}

/**
 * The lists one cloud serves, one per type: each with the time this cloud fetched it, its
 * shared-list key once it is stored or loaded (shared-lists.ts), and a gate the first requests wait
 * on. Serving a list lets go of the shared one it replaces. What to serve, and when, is
 * cloud-catalog.ts's.
 */
export class CloudLists {
  private readonly indexes = new Map<ContentType, TypeIndex>()
  private readonly fetched = new Map<ContentType, Date>()
  private readonly keys = new Map<ContentType, string>()
  private readonly ready = new Map(CONTENT_TYPES.map((type) => [type, deferred()]))

  constructor(
    private readonly shared: SharedLists,
    /** Who holds the shared lists (the cloud's catalogue). */
    private readonly holder: object,
    /** Called after a list is served (the catalogue grew), so the cache can check its budget. */
    private readonly onServe?: () => void,
  ) {}

  get(type: ContentType): TypeIndex | undefined {
    return this.indexes.get(type)
  }

  /** When this cloud fetched the list it serves for `type`. */
  fetchedAt(type: ContentType): Date | undefined {
    return this.fetched.get(type)
  }

  /** Settles once a list of `type` is served, or once every wait is given up (`settleAll`). */
  async firstServed(type: ContentType): Promise<void> {
    await this.ready.get(type)?.promise
  }

  all(): TypeIndex[] {
    return [...this.indexes.values()]
  }

  /** Each list's size and this cloud's fetch time of it, for the status. */
  sizes(): Map<ContentType, { size: number; fetchedAt: Date }> {
    return new Map(
      [...this.indexes].map(([type, index]) => [
        type,
        { size: index.size, fetchedAt: this.fetched.get(type) ?? index.fetchedAt },
      ]),
    )
  }

  /** Serves `index` for `type`; `key`: its shared-list key, null until it is stored. */
  set(type: ContentType, index: TypeIndex, fetchedAt: Date, key: string | null): void {
    const before = this.keys.get(type)
    if (before !== undefined && before !== key) this.shared.release(before, this.holder)
    if (key === null) this.keys.delete(type)
    else this.keys.set(type, key)
    this.indexes.set(type, index)
    this.fetched.set(type, fetchedAt)
    const gate = this.ready.get(type)
    if (gate && !gate.settled) {
      gate.settled = true
      gate.resolve()
    }
    this.onServe?.()
  }

  /** Whoever waits for a first list stops waiting (and is answered an empty one or the error). */
  settleAll(): void {
    for (const gate of this.ready.values()) {
      gate.settled = true
      gate.resolve()
    }
  }

  /** Lets go of the shared lists; those served stay readable to whoever holds them. */
  releaseAll(): void {
    for (const key of this.keys.values()) this.shared.release(key, this.holder)
    this.keys.clear()
  }
}
