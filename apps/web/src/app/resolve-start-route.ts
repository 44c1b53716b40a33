import { paths } from '@/config/paths'
import { getClouds } from '@/features/cloud/api/get-clouds'
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
import { useAppStore, type NuvemSummary } from '@/stores/app-store'

export type StartRouteDeps = Partial<LoadCloudsDeps> & {
  /** The nuvem this browser remembers (the persisted store). */
  storedNuvem?: () => NuvemSummary | null
  setNuvem?: (nuvem: NuvemSummary | null) => void
}

/**
 * Where the splash sends a user once auth is known (spec §2 "/"): not signed in → /login; an active
 * cloud (from the server, else the one this browser remembers) → processing; none → add a cloud.
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
  const { id, cloud_name: name, xtream_url: url, xtream_user: cloudUser } = active
  setNuvem({ id, name, url, user: cloudUser })
  writeStoredCloud({ name, url, user: cloudUser })
  return paths.cloudLoading.getHref()
}
