import { t } from '@myflix/shared'
import { CloudFormPanel } from '@/features/cloud/components/cloud-form'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function CloudFormRoute() {
  useDocumentTitle(t('screens.cloudForm'))
  return <CloudFormPanel />
}
