import { dropOldest } from '../../lib/ttl-cache'
import type { CloudCredentials, CloudsService } from '../clouds/clouds.types'

// A player asks every few seconds: ownership is reused briefly (dropped when the cloud changes).
const OWNED_TTL_MS = 30 * 1000
const OWNED_MAX_ENTRIES = 1000

/** Which cloud is the user's, asked of the clouds service at most once per 30 s per question. */
export function createOwnedClouds(
  clouds: Pick<CloudsService, 'getActive' | 'getOwned' | 'onChange'>,
) {
  const owned = new Map<string, { value: Promise<CloudCredentials | null>; expires: number }>()
  clouds.onChange(({ userId, cloudId }) => {
    for (const key of owned.keys())
      if (key.endsWith(`\n${cloudId}`) || key === `${userId}\n`) owned.delete(key)
  })

  /** The cloud if it is the user's (the active one when `cloudId` is ''). */
  return function ownedCloud(userId: string, cloudId: string): Promise<CloudCredentials | null> {
    const key = `${userId}\n${cloudId}`
    const hit = owned.get(key)
    if (hit && hit.expires > Date.now()) return hit.value
    const value = cloudId ? clouds.getOwned(userId, cloudId) : clouds.getActive(userId)
    value.catch(() => owned.delete(key))
    owned.delete(key)
    owned.set(key, { value, expires: Date.now() + OWNED_TTL_MS })
    dropOldest(owned, OWNED_MAX_ENTRIES)
    return value
  }
}
