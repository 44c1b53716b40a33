import { t } from '@myflix/shared'
import { ConnectionFailurePanel } from '@/features/cloud/components/connection-failure'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function CloudFailureRoute() {
  useDocumentTitle(t('screens.cloudFailure'))
  return <ConnectionFailurePanel />
}
