import { t } from '@myflix/shared'
import { LoadFailurePanel } from '@/features/cloud/components/load-failure'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function LoadFailureRoute() {
  useDocumentTitle(t('screens.loadFailure'))
  return <LoadFailurePanel />
}
