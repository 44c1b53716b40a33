import { randomUUID } from 'node:crypto'
import type { ProgrammeDetail } from '@myflix/shared'
import type { AppDatabase } from '../../db/schema'
import type { Logger } from '../../lib/logger'
import type { ProviderFactory } from '../provider/provider-factory'
import { XMLTV_DEFAULTS } from '../provider/xtream.options'
import { decodeChunkData, decodeChunkDescriptions } from './guide-chunks'
import { GuideIndexBuilder } from './guide-index'
import type { CompactGuideIndex } from './guide-index'
import { ingestGuide } from './guide-ingest'
import type { GuideIngestLimits } from './guide-ingest'
import { describeGuide, failureOf } from './guide-status'
import { createGuideRepository } from './guide.repository'
import type { GuideRepository, GuideSourceRow } from './guide.repository'
import type { GuideSource, GuideStore } from './guide.types'

export interface GuideStoreOptions extends Partial<GuideIngestLimits> {
  /** A guide older than this is fetched again on use, the old one served meanwhile. Default 6 h. */
  refreshAgeMs?: number
  /** After a failed ingest, the next try waits this long. Default 30 min. */
  retryAfterFailureMs?: number
  /** The ingest lease, renewed every third of it while the ingest runs. Default 120 s. */
  leaseSeconds?: number
  /** How often a scope's row is read again on use (another instance's newer guide). Default 15 s. */
  recheckMs?: number
  /** The indexes kept in memory; the least recently used go first, the last used always stays. */
  memoryBudgetBytes?: number
  /** Clock in milliseconds (tests). */
  now?: () => number
}

const HOUR_MS = 60 * 60 * 1000
const PAGE_CHUNKS = 256

interface ScopeState {
  scope: string
  row: GuideSourceRow | null
  /** When the row was last read; 0: never, or the index was evicted and must be loaded again. */
  checkedAt: number
  checking: Promise<void> | null
  index: CompactGuideIndex | null
  ingest: { done: Promise<void>; abort: AbortController } | null
}

export function createGuideStore(deps: {
  db: AppDatabase
  logger: Logger
  providers: ProviderFactory
  options?: GuideStoreOptions
}): GuideStore {
  const { logger, providers } = deps
  const options = deps.options ?? {}
  const clock = options.now ?? Date.now
  const refreshAgeMs = options.refreshAgeMs ?? 6 * HOUR_MS
  const retryAfterFailureMs = options.retryAfterFailureMs ?? HOUR_MS / 2
  const leaseSeconds = options.leaseSeconds ?? 120
  const recheckMs = options.recheckMs ?? 15_000
  const budget = options.memoryBudgetBytes ?? 192 * 1024 * 1024
  const limits: GuideIngestLimits = {
    maxCompressedBytes: options.maxCompressedBytes ?? XMLTV_DEFAULTS.maxCompressedBytes,
    maxBytes: options.maxBytes ?? XMLTV_DEFAULTS.maxBytes,
    totalTimeoutMs: options.totalTimeoutMs ?? XMLTV_DEFAULTS.totalTimeoutMs,
    maxProgrammes: options.maxProgrammes ?? 3_000_000,
    maxTitleChars: options.maxTitleChars ?? 32 * 1024 * 1024,
    flushProgrammes: options.flushProgrammes ?? 20_000,
    flushChars: options.flushChars ?? 8 * 1024 * 1024,
  }
  const repository = createGuideRepository(deps.db)
  const owner = randomUUID()
  // Map order is the LRU order: a use moves the scope to the end.
  const states = new Map<string, ScopeState>()
  let closed = false

  function stateOf(scope: string): ScopeState {
    const found = states.get(scope)
    const state = found ?? {
      scope,
      row: null,
      checkedAt: 0,
      checking: null,
      index: null,
      ingest: null,
    }
    states.delete(scope)
    states.set(scope, state)
    return state
  }

  /** Drops the least recently used indexes until the rest fit the budget. */
  function trim(): void {
    const held = [...states.values()].filter((state) => state.index)
    let bytes = held.reduce((sum, state) => sum + (state.index?.bytes ?? 0), 0)
    for (const state of held.slice(0, -1)) {
      if (bytes <= budget) return
      bytes -= state.index?.bytes ?? 0
      state.index = null
      state.checkedAt = 0
      if (!state.ingest) states.delete(state.scope)
    }
  }

  function due(row: GuideSourceRow | null): boolean {
    if (!row || row.attemptedAt === null) return true
    const nowSeconds = clock() / 1000
    if (row.error !== null) return (nowSeconds - row.attemptedAt) * 1000 >= retryAfterFailureMs
    return (nowSeconds - (row.updatedAt ?? 0)) * 1000 >= refreshAgeMs
  }

  async function check(state: ScopeState, source: GuideSource): Promise<void> {
    const row = await repository.source(state.scope)
    await adopt(state, row)
    state.checkedAt = clock()
    if (due(row) && !state.ingest && !closed) startIngest(state, source)
  }

  /**
   * Takes a row read from storage as the status. A version this store does not hold yet is loaded
   * first (load sets the row once it is served): the status never says 'ready' for a guide the
   * index cannot answer yet, e.g. between a publish's UPDATE and the ingest taking its index.
   */
  async function adopt(state: ScopeState, row: GuideSourceRow | null): Promise<void> {
    if (row && row.version > 0 && row.version !== state.index?.version && !closed)
      await load(state, row.version)
    else state.row = row
  }

  /** Builds the index of a stored version; follows a newer version published meanwhile. */
  async function load(state: ScopeState, first: number): Promise<void> {
    let version = first
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const builder = new GuideIndexBuilder()
      await readVersion(repository, state.scope, version, builder)
      const row = await repository.source(state.scope)
      if (!row || closed) return
      // The old version is deleted only after the new one is served: still served, read whole.
      if (row.version === version) {
        state.row = row
        if (state.index?.version !== version) {
          state.index = builder.finish(row.updatedAt ?? 0, version)
          trim()
        }
        return
      }
      version = row.version
    }
  }

  function startIngest(state: ScopeState, source: GuideSource): void {
    const abort = new AbortController()
    const done = runIngest(state, source, abort.signal)
      .catch((error: unknown) =>
        logger.error({ err: error, scope: state.scope }, 'guide: ingest crashed'),
      )
      .finally(() => {
        state.ingest = null
      })
    state.ingest = { done, abort }
  }

  async function runIngest(state: ScopeState, source: GuideSource, signal: AbortSignal) {
    const { scope } = state
    const version = await repository.takeLease(scope, owner, leaseSeconds)
    // Another instance is fetching it: its lease is in the row (the status says `loading`), and a
    // later check loads what it stores.
    if (version === null) {
      await adopt(state, await repository.source(scope))
      return
    }
    const renew = setInterval(
      () => void repository.renewLease(scope, owner, leaseSeconds).catch(() => undefined),
      (leaseSeconds * 1000) / 3,
    )
    try {
      // The decision to fetch came from a row read earlier: another store may have published (or
      // failed) and let the lease go since. Its answer stands until it is due again.
      const current = await repository.source(scope)
      if (!due(current)) return await adopt(state, current)
      const { baseUrl, username, password } = source.credentials
      const client = providers.forCloud({ baseUrl, username, password })
      try {
        const index = await ingestGuide({
          client,
          repository,
          scope,
          version,
          timezone: source.timezone,
          archiveDays: source.archiveDays,
          limits,
          signal,
          now: Math.floor(clock() / 1000),
        })
        const counts = { channels: index.channels, programmes: index.programmes }
        const guide = { updatedAt: index.updatedAt, ...counts }
        if (!closed && (await repository.publish(scope, owner, version, guide))) {
          state.index = index
          trim()
          logger.info({ scope, ...counts }, 'guide: stored')
        } else await repository.dropVersion(scope, version)
      } finally {
        await client.close()
      }
    } catch (error) {
      if (signal.aborted) await repository.dropVersion(scope, version).catch(() => undefined)
      else {
        const failure = failureOf(error)
        logger.warn({ err: error, scope, failure }, 'guide: ingest failed')
        const at = Math.floor(clock() / 1000)
        await repository.fail(scope, owner, version, { at, error: failure })
      }
    } finally {
      clearInterval(renew)
      await repository.releaseLease(scope, owner).catch(() => undefined)
      await repository
        .source(scope)
        .then((row) => adopt(state, row))
        .catch(() => undefined)
    }
  }

  /** The scope's state, its row read again if it is older than recheckMs (awaited the first time). */
  async function ensure(source: GuideSource): Promise<ScopeState> {
    const state = stateOf(source.scope)
    if (!state.checking && !closed && clock() - state.checkedAt >= recheckMs)
      state.checking = check(state, source)
        .catch((error: unknown) =>
          logger.warn({ err: error, scope: source.scope }, 'guide: check failed'),
        )
        .finally(() => {
          state.checking = null
        })
    if (state.checkedAt === 0) await state.checking
    return state
  }

  return {
    async status(source) {
      const state = await ensure(source)
      return describeGuide(state.row, state.ingest !== null)
    },
    async index(source) {
      return (await ensure(source)).index
    },
    async details(scope, epgId, from, to) {
      const programmes: ProgrammeDetail[] = []
      for (const chunk of await repository.channelChunks(scope, epgId)) {
        const [data, descriptions] = await Promise.all([
          decodeChunkData(chunk.data),
          decodeChunkDescriptions(chunk.descriptions),
        ])
        data.starts.forEach((start, n) => {
          const end = data.ends[n] ?? start
          if (start < to && end > from)
            programmes.push({
              start,
              end,
              title: data.titles[n] ?? '',
              description: descriptions[n] ?? '',
            })
        })
      }
      // Stable: of several with the same start the first stored is kept, as in the index.
      programmes.sort((a, b) => a.start - b.start)
      return programmes.filter(
        (programme, n) => n === 0 || programme.start !== programmes[n - 1]?.start,
      )
    },
    async close() {
      closed = true
      const running = [...states.values()]
      for (const state of running) state.ingest?.abort.abort()
      await Promise.all(running.map((state) => Promise.all([state.ingest?.done, state.checking])))
      states.clear()
    },
  }
}

/** Feeds every chunk of a version to the builder, a page at a time. */
async function readVersion(
  repository: GuideRepository,
  scope: string,
  version: number,
  builder: GuideIndexBuilder,
): Promise<void> {
  let after: { epgId: string; seq: number } | null = null
  for (;;) {
    const page = await repository.indexPage(scope, version, after, PAGE_CHUNKS)
    const decoded = await Promise.all(page.map((chunk) => decodeChunkData(chunk.data)))
    page.forEach((chunk, n) => {
      const data = decoded[n]
      data?.starts.forEach((start, p) =>
        builder.add(chunk.epgId, start, data.ends[p] ?? start, data.titles[p] ?? ''),
      )
    })
    const last = page[page.length - 1]
    if (!last || page.length < PAGE_CHUNKS) return
    after = { epgId: last.epgId, seq: last.seq }
  }
}
