import { t } from '@myflix/shared'
import { BrowsePage } from '@/features/catalog/components/browse-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function SeriesRoute() {
  useDocumentTitle(t('screens.series'))
  return <BrowsePage type="series" />
}
