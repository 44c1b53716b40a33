import { t, type CloudSummary } from '@myflix/shared'
import type { StoredCloud } from './stored-cloud'

/** Spec §4/§9 cloud-load retries, and the reload after falling back to the stored cloud. */
export const CLOUD_RETRY_DELAYS_MS = [500, 1500, 3000] as const
export const FALLBACK_RELOAD_MS = 3000

export type LoadCloudsDeps = {
  fetchClouds: () => Promise<CloudSummary[]>
  readStoredCloud: () => StoredCloud | null
  scheduleReload: (delayMs: number) => void
  sleep?: (ms: number) => Promise<void>
  now?: () => Date
}

export type LoadedClouds = { clouds: CloudSummary[]; source: 'server' | 'local' }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Spec §4: only an error whose text contains 503 or Offline is worth retrying. */
export function isRetryableCloudError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  const text = `${status ?? ''} ${error instanceof Error ? error.message : String(error)}`
  return /503|offline/i.test(text)
}

/**
 * Spec §4 Loading clouds: the server's list, retried on 503/Offline at 500, 1500 and 3000 ms; after
 * that the cloud stored on this device stands in (temporary id, active) and a reload is scheduled
 * in 3 s; without one the load fails with the spec's message. Other errors fail at once.
 */
export async function loadCloudsWithRetry(deps: LoadCloudsDeps): Promise<LoadedClouds> {
  const sleep = deps.sleep ?? wait
  for (let attempt = 0; ; attempt++) {
    try {
      return { clouds: await deps.fetchClouds(), source: 'server' }
    } catch (error) {
      if (!isRetryableCloudError(error)) throw error
      const delay = CLOUD_RETRY_DELAYS_MS[attempt]
      if (delay === undefined) break
      await sleep(delay)
    }
  }
  const stored = deps.readStoredCloud()
  if (!stored) throw new Error(t('clouds.loadFailed'))
  deps.scheduleReload(FALLBACK_RELOAD_MS)
  return { clouds: [temporaryCloud(stored, deps.now?.() ?? new Date())], source: 'local' }
}

/** Spec §4: the active cloud, else the first. */
export function pickActiveCloud(clouds: readonly CloudSummary[]): CloudSummary | null {
  return clouds.find((cloud) => cloud.is_active) ?? clouds[0] ?? null
}

function temporaryCloud(stored: StoredCloud, now: Date): CloudSummary {
  const stamp = now.toISOString()
  return {
    id: `local-${now.getTime()}`,
    cloud_name: stored.name,
    xtream_url: stored.url,
    xtream_user: stored.user,
    is_active: true,
    created_at: stamp,
    updated_at: stamp,
  }
}
