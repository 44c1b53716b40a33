import { APP_STORE_KEY, useAppStore } from '@/stores/app-store'
import { DATA_LOADED_KEY } from '@/stores/real-data-loaded'
import { forgetParental } from './parental-memory'

// Local keys named by spec §3: the cloud credentials (xtreamPass holds only a marker).
const CREDENTIAL_KEYS = ['nuvemNome', 'xtreamURL', 'xtreamUser', 'xtreamPass'] as const

/**
 * Spec §4 "Clear all data": no nuvem, every flag false, session storage and the data-loaded key
 * wiped. The lists fall back to the demo catalogues once the caller clears the query cache.
 */
export function clearAllData(): void {
  useAppStore.getState().clearAllData()
  sessionStorage.clear()
  localStorage.removeItem(DATA_LOADED_KEY)
}

/**
 * Wipes what belongs to the signed-in user on this device (spec §4 Logout): stored credentials, all
 * data, the persisted store and the remembered parental state. The device's old favourites
 * ('myflix-favorites', from before they followed the user) stay until a library imports them.
 */
export function clearLocalData(): void {
  for (const key of CREDENTIAL_KEYS) localStorage.removeItem(key)
  clearAllData()
  localStorage.removeItem(APP_STORE_KEY)
  forgetParental()
}
