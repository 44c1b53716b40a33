// Local keys named by spec §3: the cloud credentials and the persisted app store.
const CREDENTIAL_KEYS = ['nuvemNome', 'xtreamURL', 'xtreamUser', 'xtreamPass'] as const
const PERSISTED_STORE_KEY = 'myflix-storage'

/**
 * Wipes what belongs to the signed-in user on this device (spec §4 Logout): stored credentials, the
 * persisted store and session storage. Favourites ('myflix-favorites') stay: they are device-local.
 */
export function clearLocalData(): void {
  for (const key of CREDENTIAL_KEYS) localStorage.removeItem(key)
  localStorage.removeItem(PERSISTED_STORE_KEY)
  sessionStorage.clear()
}
