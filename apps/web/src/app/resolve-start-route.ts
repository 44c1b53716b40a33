import { paths } from '@/config/paths'
import {
  loadCloudsWithRetry,
  pickActiveCloud,
  type LoadCloudsDeps,
} from '@/features/cloud/lib/load-clouds'
import {
  forgetStoredCloudName,
  readStoredCloud,
  writeStoredCloud,
} from '@/features/cloud/lib/stored-cloud'
import { getClouds } from '@/lib/api/clouds'
import { pageCache, type PageCache } from '@/lib/cache/page-cache'
import { isOnline } from '@/lib/reachability'
import { nuvemOf, useAppStore, type Nuvem } from '@/stores/app-store'

export type StartRouteDeps = Partial<LoadCloudsDeps> & {
  /** The nuvem this browser remembers (the persisted store). */
  storedNuvem?: () => Nuvem | null
  setNuvem?: (nuvem: Nuvem | null) => void
  online?: () => boolean
  /** Spec §9 store B 'cloud-credentials': the active cloud without its password, for 30 days. */
  cloudSummary?: Pick<PageCache, 'saveCloudSummary' | 'readCloudSummary'>
}

/**
 * Offline there is nothing to process and no cloud can be added: open the home on what this device
 * has kept, with the nuvem the store remembers, else the one kept in store B.
 */
async function offlineStart(
  storedNuvem: () => Nuvem | null,
  setNuvem: (nuvem: Nuvem | null) => void,
  cloudSummary: Pick<PageCache, 'readCloudSummary'>,
): Promise<string> {
  const kept = storedNuvem() ? null : await cloudSummary.readCloudSummary()
  if (kept) setNuvem(nuvemOf(kept))
  return paths.home.getHref()
}

/**
 * Where the splash sends a user once auth is known (spec §2 "/"): not signed in → /login; an active
 * cloud (from the server, else the one this browser remembers) → processing; none → add a cloud;
 * offline → the home, on what the device has kept.
 * Spec §4 Loading clouds: the active cloud is mirrored to local storage, and nuvemNome dropped when
 * there is none. A failure with nothing remembered is thrown for the splash to show.
 */
export async function resolveStartRoute(
  user: { id: string } | null,
  deps: StartRouteDeps = {},
): Promise<string> {
  if (!user) return paths.login.getHref()
  const setNuvem = deps.setNuvem ?? useAppStore.getState().setNuvem
  const storedNuvem = deps.storedNuvem ?? (() => useAppStore.getState().nuvem)
  const cloudSummary = deps.cloudSummary ?? pageCache
  if (!(deps.online ?? isOnline)()) {
    return offlineStart(storedNuvem, setNuvem, cloudSummary)
  }
  let active
  try {
    const { clouds } = await loadCloudsWithRetry({
      fetchClouds: deps.fetchClouds ?? (() => getClouds()),
      readStoredCloud: deps.readStoredCloud ?? (() => readStoredCloud()),
      scheduleReload:
        deps.scheduleReload ?? ((ms) => setTimeout(() => window.location.reload(), ms)),
      sleep: deps.sleep,
      now: deps.now,
    })
    active = pickActiveCloud(clouds)
  } catch (error) {
    if (storedNuvem()) return paths.cloudLoading.getHref()
    throw error
  }
  if (!active) {
    forgetStoredCloudName()
    setNuvem(null)
    return paths.addInitialCloud.getHref()
  }
  const nuvem = nuvemOf(active)
  setNuvem(nuvem)
  writeStoredCloud(nuvem)
  await cloudSummary.saveCloudSummary(active)
  return paths.cloudLoading.getHref()
}
