import { useCallback } from 'react'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { isNotFound } from '@/lib/api/transport'
import { requireNetwork } from '@/lib/network'
import { useRefreshCatalog } from './use-refresh-catalog'

/** Spec §2 'Atualizar Conteúdo' with the §8 toasts and their durations. */
export function useUpdateContent() {
  const refresh = useRefreshCatalog()
  const { mutateAsync } = refresh

  const run = useCallback(async () => {
    if (!requireNetwork()) return
    try {
      await mutateAsync(() => notify({ title: t('profile.updating'), duration: 2000 }))
      notify({ title: t('profile.updated'), variant: 'success', duration: 3000 })
    } catch (error) {
      // The server answers 404 when the user has no active cloud to refresh.
      if (isNotFound(error)) notify({ title: t('profile.noCloudToUpdate'), variant: 'error' })
      else notify({ title: t('profile.updateFailed'), variant: 'error', duration: 4000 })
    }
  }, [mutateAsync])

  return { run, pending: refresh.isPending }
}
