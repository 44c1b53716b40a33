import { authClient } from '@/lib/auth-client'

/** The one way screens read auth state: the session user, and whether the first read is still running. */
export function useAuth() {
  const { data, isPending } = authClient.useSession()
  return { user: data?.user ?? null, session: data?.session ?? null, isPending }
}
