import { t } from '@myflix/shared'
import { HomePage } from '@/features/catalog/components/home-page'
import { ContinueWatchingRow } from '@/features/library/components/continue-watching-row'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function HomeRoute() {
  useDocumentTitle(t('screens.home'))
  return <HomePage continueRow={<ContinueWatchingRow />} />
}
