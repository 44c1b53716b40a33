import { t } from '@myflix/shared'
import { SearchPage } from '@/features/search/components/search-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function SearchRoute() {
  useDocumentTitle(t('screens.search'))
  return <SearchPage />
}
