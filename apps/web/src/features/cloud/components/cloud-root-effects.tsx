import { useAutoRefreshOnReload } from '../hooks/use-auto-refresh-on-reload'
import { useSessionFlagHygiene } from '../hooks/use-session-flag-hygiene'

/** Mounted once at the root: session-flag hygiene and the automatic refresh after a reload (§4). */
export function CloudRootEffects({ signedIn }: { signedIn: boolean }) {
  useSessionFlagHygiene()
  useAutoRefreshOnReload(signedIn)
  return null
}
