import { useCallback } from 'react'
import { t } from '@myflix/shared'
import { notify } from '@/components/ui/toast'
import { useAppStore } from '@/stores/app-store'
import { useRefreshCatalog } from '../api/refresh-catalog'

/** Spec §2 'Atualizar Conteúdo' with the §8 toasts and their durations. */
export function useUpdateContent() {
  const hasCloud = useAppStore((state) => state.nuvem !== null)
  const refresh = useRefreshCatalog()
  const { mutateAsync } = refresh

  const run = useCallback(async () => {
    if (!hasCloud) {
      notify({ title: t('profile.noCloudToUpdate'), variant: 'error' })
      return
    }
    notify({ title: t('profile.updating'), duration: 2000 })
    try {
      await mutateAsync()
      notify({ title: t('profile.updated'), variant: 'success', duration: 3000 })
    } catch {
      notify({ title: t('profile.updateFailed'), variant: 'error', duration: 4000 })
    }
  }, [hasCloud, mutateAsync])

  return { run, pending: refresh.isPending }
}
