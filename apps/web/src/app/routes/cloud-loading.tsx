import { t } from '@myflix/shared'
import { CloudLoadingPanel } from '@/features/cloud/components/cloud-loading'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function CloudLoadingRoute() {
  useDocumentTitle(t('screens.cloudLoading'))
  return <CloudLoadingPanel />
}
