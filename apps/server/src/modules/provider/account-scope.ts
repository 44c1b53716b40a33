import { createHash } from 'node:crypto'
import { normaliseBaseUrl } from './xtream.url'

/** The library of a user without a cloud: the built-in demo catalogue's ids. */
export const DEMO_SCOPE = 'demo'

/**
 * Which provider account ids belong to (a library row's, a guide's): hex SHA-256 of the panel's
 * canonical address and the user name, 32 characters. Saving the same nuvem again (a new cloud
 * row) keeps the library and the guide; another panel or another account on it starts empty ones,
 * since their ids mean other titles. Nothing of the account is readable from the key.
 */
export function accountScope(account: { baseUrl: string; username: string } | null): string {
  if (!account) return DEMO_SCOPE
  return createHash('sha256')
    .update(`${canonicalUrl(account.baseUrl)}\n${account.username}`)
    .digest('hex')
    .slice(0, 32)
}

/** As the provider client reads it; a saved address it refuses is kept as typed (never fails). */
export function canonicalUrl(baseUrl: string): string {
  try {
    return normaliseBaseUrl(baseUrl)
  } catch {
    return baseUrl.trim()
  }
}
