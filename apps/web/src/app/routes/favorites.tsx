import { FavoritesPage } from '@/features/favorites/components/favorites-page'

export function FavoritesRoute() {
  return <FavoritesPage />
}
