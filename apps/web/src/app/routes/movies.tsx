import { t } from '@myflix/shared'
import { BrowsePage } from '@/features/catalog/components/browse-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function MoviesRoute() {
  useDocumentTitle(t('screens.movies'))
  return <BrowsePage type="movie" />
}
