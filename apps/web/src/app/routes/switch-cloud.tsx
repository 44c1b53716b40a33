import { t } from '@myflix/shared'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { CloudSummary } from '@myflix/shared'
import { paths } from '@/config/paths'
import { CloudsPage } from '@/features/switch-cloud/components/clouds-page'
import { STORED_CLOUD_KEYS, writeStoredCloud } from '@/features/cloud/lib/stored-cloud'
import { invalidateContentQueries } from '@/lib/content-queries'
import { nuvemOf, useAppStore } from '@/stores/app-store'
import { useDocumentTitle } from '@/hooks/use-document-title'

/** /trocar-nuvem: the clouds screen, wired to the cloud flow's local mirror and processing. */
export function SwitchCloudRoute() {
  useDocumentTitle(t('screens.switchCloud'))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const setNuvem = useAppStore((state) => state.setNuvem)

  const onActivated = (cloud: CloudSummary) => {
    const nuvem = nuvemOf(cloud)
    setNuvem(nuvem)
    writeStoredCloud(nuvem)
    // Spec §4: switching clouds re-processes the catalogue (/carregamento-nuvem → /home).
    void navigate(paths.cloudLoading.getHref())
  }
  const onActiveDeleted = () => {
    setNuvem(null)
    for (const key of Object.values(STORED_CLOUD_KEYS)) localStorage.removeItem(key)
    void invalidateContentQueries(queryClient)
  }
  return <CloudsPage onActivated={onActivated} onActiveDeleted={onActiveDeleted} />
}
