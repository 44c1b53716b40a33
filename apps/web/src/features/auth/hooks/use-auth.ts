import { authClient } from '@/lib/auth/auth-client'
import { readLastUser, resolveAuth } from '../lib/last-user'

/**
 * The one way screens read auth state: the session user, whether the first read is still running,
 * and `offline` when the server could not be asked and the user is the one this device remembers.
 */
export function useAuth() {
  const { data, error, isPending } = authClient.useSession()
  return resolveAuth({ data, error, isPending }, readLastUser)
}
