import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { paths } from '@/config/paths'
import { clearLibraryOnDevice, prepareLibrarySignOut } from '@/lib/api/library'
import { authClient } from '@/lib/auth/auth-client'
import { clearAllCaches } from '@/lib/cache'
import { clearLocalData } from '@/lib/local-data'
import { requireNetwork } from '@/lib/network'
import { isOnline } from '@/lib/reachability'

/**
 * Spec §4 logout: end the session, clear this device's data (the cached catalogue pages too: they
 * are this user's cloud), go to /login. The session ends first: when the server cannot end it the
 * user stays signed in, so their data stays too. Offline nothing is tried ('Sem conexão…'), and a
 * request that could not reach the server says the same; a refusal says 'Erro ao sair'. Positions
 * still waiting on the device go out first (they need the session); then nothing of the user's
 * library stays: its cached reads and whatever could not be sent.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useCallback(async () => {
    if (!requireNetwork()) return
    const libraryUser = await prepareLibrarySignOut()
    try {
      const { error } = await authClient.signOut()
      if (error) throw new Error(error.message ?? error.statusText)
    } catch {
      // A request the browser rejected marks the server unreachable (lib/reachability).
      notify({
        title: isOnline() ? t('auth.logout.error') : t('pwa.needsNetwork'),
        variant: 'error',
      })
      return
    }
    try {
      clearLocalData()
      await clearLibraryOnDevice(queryClient, libraryUser)
      queryClient.clear()
      // Soft: a cache that cannot be emptied is logged and must not keep the user signed in.
      await clearAllCaches()
      notify({ title: t('auth.logout.success'), variant: 'success' })
      await navigate(paths.login.getHref(), { replace: true })
    } catch {
      notify({ title: t('auth.logout.error'), variant: 'error' })
    }
  }, [navigate, queryClient])
}
