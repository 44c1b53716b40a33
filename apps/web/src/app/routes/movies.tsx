import { BrowsePage } from '@/features/catalog/components/browse-page'

export function MoviesRoute() {
  return <BrowsePage type="movie" />
}
