import { t, type AccountInfo, type CatalogStatus } from '@myflix/shared'

/** How often /carregamento-nuvem asks for progress while the server loads the lists. */
export const STATUS_POLL_MS = 600

export type ProcessCloudDeps = {
  startRefresh: (signal: AbortSignal) => Promise<CatalogStatus>
  readStatus: (signal: AbortSignal) => Promise<CatalogStatus>
  fetchUserInfo: (signal: AbortSignal) => Promise<AccountInfo>
  onStatus?: (status: CatalogStatus) => void
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason as Error)
    })
  })

/**
 * Spec §4 Process cloud, server side: start a fresh load of the active cloud, follow its progress
 * until it settles, then fetch the cloud's user data. A failed load throws with the server's pt-BR
 * reason (e.g. 'API call failed with status: 500' when the provider's first call fails).
 */
export async function processCloud(
  deps: ProcessCloudDeps,
  signal: AbortSignal,
): Promise<AccountInfo> {
  const sleep = deps.sleep ?? wait
  let status = await deps.startRefresh(signal)
  deps.onStatus?.(status)
  while (status.state === 'loading') {
    await sleep(STATUS_POLL_MS, signal)
    status = await deps.readStatus(signal)
    deps.onStatus?.(status)
  }
  if (status.state !== 'ready' || status.error) {
    throw new Error(status.error ?? t('cloud.loadFailure.description'))
  }
  return deps.fetchUserInfo(signal)
}

export type ProgressRow = {
  type: CatalogStatus['progress'][number]['type']
  label: string
  phase: string
  items: number
  active: boolean
}

/** What the loading screen lists: each list, its phase and how many items so far. */
export function describeProgress(status: CatalogStatus | null): ProgressRow[] {
  if (!status) return []
  return status.progress.map(({ type, phase, items }) => ({
    type,
    label: t(`cloud.loading.lists.${type}`),
    phase: t(`cloud.loading.phases.${phase}`),
    items: Math.max(items, phase === 'done' ? (status.counts[type] ?? 0) : 0),
    active: phase === 'categories' || phase === 'items',
  }))
}
