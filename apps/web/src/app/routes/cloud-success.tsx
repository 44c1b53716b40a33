import { t } from '@myflix/shared'
import { CloudSuccessPanel } from '@/features/cloud/components/cloud-success'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function CloudSuccessRoute() {
  useDocumentTitle(t('screens.cloudSuccess'))
  return <CloudSuccessPanel />
}
