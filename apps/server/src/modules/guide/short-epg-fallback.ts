import type { EpgEntry } from '@myflix/shared'
import type { Logger } from '../../lib/logger'
import { dropOldest } from '../../lib/ttl-cache'
import type { CloudCredentials } from '../clouds/clouds.types'
import { isProviderError } from '../provider/provider-error'
import type { ProviderFactory } from '../provider/provider-factory'

// The guide of channels the stored guide does not cover (no XMLTV yet, or none at all): the
// panel's get_short_epg, one call per channel, for the channels a request shows only. Each answer
// is cached per account and channel, a failed channel rests for a while, a request makes only a
// few calls at a time and never waits past its deadline: what is still under way then fills the
// cache for the next request (IPTVnator's now/next queue works the same way, research EPG notes).

export interface ShortEpgOptions {
  /** How long a channel's answer is reused. Default 5 minutes. */
  ttlMs?: number
  /** How long a channel whose call failed is not asked again. Default 60 s. */
  cooldownMs?: number
  /** Provider calls one request makes at a time. Default 4. */
  concurrency?: number
  /** One call's own time limit (it may outlive the request that started it). Default 5 s. */
  callTimeoutMs?: number
  /** Programmes asked of the panel per channel (its default is 4). Default 24. */
  limit?: number
  /** Estimated bytes of answers kept (the oldest go first). Default 16 MB. */
  maxBytes?: number
}

export interface ShortEpgFallback {
  /**
   * The programmes of each channel named (stream ids), by start, from the cache or the panel, as
   * far as `deadline` (epoch ms) allows. A channel left out is unknown for now: its call failed
   * lately, or is still running.
   */
  programmes(
    cloud: CloudCredentials,
    scope: string,
    streamIds: readonly string[],
    deadline: number,
  ): Promise<Map<string, EpgEntry[]>>
}

interface Kept {
  entries: EpgEntry[]
  expires: number
  bytes: number
}

/** A failed channel is remembered at most this many times over (the oldest forgotten first). */
const COOLING_MAX = 10_000
const ENTRY_BYTES = 160

export function createShortEpgFallback(deps: {
  providers: Pick<ProviderFactory, 'forCloud'>
  logger: Logger
  options?: ShortEpgOptions
  /** Epoch ms. */
  now?: () => number
}): ShortEpgFallback {
  const { providers, logger } = deps
  const now = deps.now ?? Date.now
  const options = deps.options ?? {}
  const ttlMs = options.ttlMs ?? 5 * 60_000
  const cooldownMs = options.cooldownMs ?? 60_000
  const concurrency = options.concurrency ?? 4
  const callTimeoutMs = options.callTimeoutMs ?? 5_000
  const limit = options.limit ?? 24
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024
  // One try: a request cannot wait for retries, and the channel is asked again after its rest.
  const tuning = {
    retries: 0,
    headersTimeoutMs: callTimeoutMs,
    totalTimeoutMs: callTimeoutMs,
    maxBytes: 4 * 1024 * 1024,
  }

  // Map order is the LRU order: a hit moves its key to the end.
  const kept = new Map<string, Kept>()
  let keptBytes = 0
  const cooling = new Map<string, number>()
  const pending = new Map<string, Promise<EpgEntry[] | null>>()

  function cached(key: string): EpgEntry[] | undefined {
    const hit = kept.get(key)
    if (!hit) return undefined
    kept.delete(key)
    if (hit.expires <= now()) {
      keptBytes -= hit.bytes
      return undefined
    }
    kept.set(key, hit)
    return hit.entries
  }

  function keep(key: string, entries: EpgEntry[]): void {
    let bytes = ENTRY_BYTES
    for (const entry of entries)
      bytes += ENTRY_BYTES + 2 * (entry.id.length + entry.title.length + entry.description.length)
    const old = kept.get(key)
    if (old) keptBytes -= old.bytes
    kept.delete(key)
    kept.set(key, { entries, expires: now() + ttlMs, bytes })
    keptBytes += bytes
    for (const [oldest, entry] of kept) {
      if (keptBytes <= maxBytes) break
      kept.delete(oldest)
      keptBytes -= entry.bytes
    }
  }

  async function call(cloud: CloudCredentials, key: string, streamId: string) {
    try {
      const client = providers.forCloud(cloud, tuning)
      try {
        const entries = (await client.shortEpg(streamId, { limit })).slice(0, limit)
        keep(key, entries)
        return entries
      } finally {
        await client.close()
      }
    } catch (error) {
      cooling.set(key, now() + cooldownMs)
      dropOldest(cooling, COOLING_MAX)
      const kind = isProviderError(error) ? error.kind : 'unexpected'
      logger.debug({ cloudId: cloud.id, streamId, kind }, 'guide: short EPG failed')
      return null
    }
  }

  /** The call for this channel, shared with any request already waiting for it. */
  function fetchOnce(cloud: CloudCredentials, key: string, streamId: string) {
    let running = pending.get(key)
    if (!running) {
      running = call(cloud, key, streamId).finally(() => pending.delete(key))
      pending.set(key, running)
    }
    return running
  }

  const isCooling = (key: string) => {
    const until = cooling.get(key)
    if (until === undefined) return false
    if (until > now()) return true
    cooling.delete(key)
    return false
  }

  return {
    async programmes(cloud, scope, streamIds, deadline) {
      const found = new Map<string, EpgEntry[]>()
      const queue: string[] = []
      for (const id of streamIds) {
        const hit = cached(`${scope}\n${id}`)
        if (hit) found.set(id, hit)
        else if (!isCooling(`${scope}\n${id}`)) queue.push(id)
      }
      if (queue.length === 0) return found
      let next = 0
      const worker = async () => {
        while (next < queue.length && now() < deadline) {
          const id = queue[next++] as string
          const entries = await fetchOnce(cloud, `${scope}\n${id}`, id)
          if (entries) found.set(id, entries)
        }
      }
      const workers = Array.from({ length: Math.min(concurrency, queue.length) }, worker)
      await untilDeadline(Promise.all(workers), deadline - now())
      // A copy: calls that end after the deadline fill the cache, not this answer.
      return new Map(found)
    },
  }
}

/** Waits for `work`, or `ms` at most. */
async function untilDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  if (ms <= 0) return
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => {
    // setTimeout fires at once for anything past 2^31 - 1 ms.
    timer = setTimeout(resolve, Math.min(ms, 2 ** 31 - 1))
    timer.unref()
  })
  try {
    await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}
