/** The local-storage keys spec §3 names for the cloud credentials. */
export const STORED_CLOUD_KEYS = {
  name: 'nuvemNome',
  url: 'xtreamURL',
  user: 'xtreamUser',
  password: 'xtreamPass',
} as const

/**
 * Stored under xtreamPass instead of the password: the server keeps the password (sealed), the
 * browser only needs to know one was saved (spec §5 "URL, user, password all present").
 */
export const PASSWORD_ON_SERVER = 'saved-on-server'

export type StoredCloud = { name: string; url: string; user: string }

/** Mirrors the active cloud to local storage (spec §4 Loading clouds / Process cloud). */
export function writeStoredCloud(cloud: StoredCloud, storage: Storage = localStorage): void {
  storage.setItem(STORED_CLOUD_KEYS.name, cloud.name)
  storage.setItem(STORED_CLOUD_KEYS.url, cloud.url)
  storage.setItem(STORED_CLOUD_KEYS.user, cloud.user)
  storage.setItem(STORED_CLOUD_KEYS.password, PASSWORD_ON_SERVER)
}

/** The stored cloud when URL, user and the password marker are all present (spec §5). */
export function readStoredCloud(storage: Storage = localStorage): StoredCloud | null {
  const url = storage.getItem(STORED_CLOUD_KEYS.url)
  const user = storage.getItem(STORED_CLOUD_KEYS.user)
  const password = storage.getItem(STORED_CLOUD_KEYS.password)
  if (!url || !user || !password) return null
  return { name: storage.getItem(STORED_CLOUD_KEYS.name) || url, url, user }
}

/** Spec §4 Loading clouds: "if none, nuvemNome removed". */
export function forgetStoredCloudName(storage: Storage = localStorage): void {
  storage.removeItem(STORED_CLOUD_KEYS.name)
}
