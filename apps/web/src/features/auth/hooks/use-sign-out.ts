import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { authClient } from '@/lib/auth-client'
import { clearAllCaches } from '@/lib/cache'
import { clearLocalData } from '@/lib/local-data'

/**
 * Spec §4 logout: clear this device's data (the cached catalogue pages too: they are this user's
 * cloud), end the session, go to /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(async () => {
    try {
      clearLocalData()
      queryClient.clear()
      // Soft: a cache that cannot be emptied is logged and must not keep the user signed in.
      await clearAllCaches()
      const { error } = await authClient.signOut()
      if (error) throw new Error(error.message ?? error.statusText)
      notify({ title: t('auth.logout.success'), variant: 'success' })
      await navigate(paths.login.getHref(), { replace: true })
    } catch {
      notify({ title: t('auth.logout.error'), variant: 'error' })
    }
  }, [navigate, queryClient])
}
