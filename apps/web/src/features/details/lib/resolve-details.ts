import type { CatalogItem, CatalogStatus, ContentType } from '@myflix/shared'

/** Spec §9 data-ready time-out, and how often the catalogue status is asked meanwhile. */
export const DATA_READY = { timeoutMs: 10_000, pollMs: 1_000 } as const

export interface ResolveDeps {
  /** null: no active cloud (no credentials), so there is nothing to wait for. */
  status: (signal: AbortSignal) => Promise<CatalogStatus | null>
  /** Resolves null when the catalogue does not hold that id. */
  title: (type: ContentType, id: string, signal: AbortSignal) => Promise<CatalogItem | null>
  first: (type: ContentType, signal: AbortSignal) => Promise<CatalogItem | null>
  /** A title of the built-in demo catalogue (what the lists show before a cloud's real ones). */
  demo: (type: ContentType, id: string) => Promise<CatalogItem | null>
  sleep: (ms: number, signal: AbortSignal) => Promise<void>
  now: () => number
}

export interface ResolvedDetails {
  item: CatalogItem | null
  /** The id was unknown: `item` is the first title of its kind (spec §4). */
  fallback: boolean
  /** `item` comes from the built-in demo catalogue: it has no stream to play. */
  demo: boolean
  /** The user has an active cloud (false: the demo is all there is). */
  hasCloud: boolean
}

/** Spec §4 "data ready": credentials present and data of that type served, or the list finished. */
export function isDataReady(status: CatalogStatus | null, type: ContentType): boolean {
  if (!status) return true
  return status.state === 'ready' || status.state === 'failed' || (status.counts[type] ?? 0) > 0
}

/**
 * Spec §4 details: wait until the data is ready (at most 10 s), then look the title up; when the id
 * is not in the catalogue but in the built-in demo (a demo card opened before the cloud's lists
 * arrived, or without a cloud), show the demo title; otherwise fall back to the first title of that
 * kind and say so. With no type (/details/{id}) the kinds are tried in order movie, series, live.
 */
export async function resolveDetails(
  types: readonly ContentType[],
  id: string,
  deps: ResolveDeps,
  signal: AbortSignal,
): Promise<ResolvedDetails> {
  const [firstType] = types
  const nothing = (hasCloud: boolean): ResolvedDetails => ({
    item: null,
    fallback: false,
    demo: false,
    hasCloud,
  })
  if (!firstType) return nothing(false)
  const deadline = deps.now() + DATA_READY.timeoutMs
  let hasCloud = true
  for (;;) {
    let status: CatalogStatus | null
    try {
      status = await deps.status(signal)
    } catch (error) {
      // An unanswered status must not hide a title the catalogue may well hold: look it up anyway.
      if (signal.aborted) throw error
      break
    }
    if (!status) {
      hasCloud = false
      break
    }
    if (isDataReady(status, firstType) || deps.now() >= deadline) break
    await deps.sleep(Math.min(DATA_READY.pollMs, Math.max(0, deadline - deps.now())), signal)
  }
  if (hasCloud) {
    for (const type of types) {
      const item = await deps.title(type, id, signal)
      if (item) return { item, fallback: false, demo: false, hasCloud }
    }
  }
  for (const type of types) {
    const item = await deps.demo(type, id)
    if (item) return { item, fallback: false, demo: true, hasCloud }
  }
  if (!hasCloud) return nothing(false)
  const first = await deps.first(firstType, signal)
  return first ? { item: first, fallback: true, demo: false, hasCloud } : nothing(true)
}

/** An abortable wait. */
export const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
