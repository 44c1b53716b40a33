import { t } from '@myflix/shared'
import { FavoritesPage } from '@/features/favorites/components/favorites-page'
import { useDocumentTitle } from '@/hooks/use-document-title'

export function FavoritesRoute() {
  useDocumentTitle(t('screens.favorites'))
  return <FavoritesPage />
}
