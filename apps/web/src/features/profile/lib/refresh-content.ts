import type { CatalogStatus } from '@myflix/shared'

export type RefreshDeps = {
  startRefresh: (signal?: AbortSignal) => Promise<CatalogStatus>
  readStatus: (signal?: AbortSignal) => Promise<CatalogStatus>
  /** Waits between status reads. */
  sleep?: (ms: number) => Promise<void>
  pollMs?: number
  timeoutMs?: number
  now?: () => number
  /** Called once the server has accepted the refresh. */
  onStarted?: () => void
}

export class RefreshFailedError extends Error {
  override readonly name = 'RefreshFailedError'
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Spec §4 "Update content refreshes cloud data in place": asks the server to reload the active
 * cloud, then follows /status until a NEW snapshot is served. A failed load (the old snapshot stays
 * served, with an error) or a load that never ends rejects.
 */
export async function refreshContent(
  deps: RefreshDeps,
  signal?: AbortSignal,
): Promise<CatalogStatus> {
  const sleep = deps.sleep ?? wait
  const now = deps.now ?? Date.now
  const deadline = now() + (deps.timeoutMs ?? 5 * 60_000)
  const before = await deps.readStatus(signal)
  let status = await deps.startRefresh(signal)
  deps.onStarted?.()
  for (;;) {
    if (status.state === 'failed') throw new RefreshFailedError(status.error ?? 'failed')
    if (status.state === 'ready') {
      if (status.error) throw new RefreshFailedError(status.error)
      if (status.fetchedAt !== null && status.fetchedAt !== before.fetchedAt) return status
    }
    if (now() > deadline) throw new RefreshFailedError('timeout')
    await sleep(deps.pollMs ?? 1000)
    signal?.throwIfAborted()
    status = await deps.readStatus(signal)
  }
}
