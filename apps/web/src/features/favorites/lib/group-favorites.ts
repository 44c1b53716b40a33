import { t, type Favorite } from '@myflix/shared'

export interface FavoriteGroup {
  name: string
  favorites: Favorite[]
}

const categoryName = (favorite: Favorite) => {
  const name = (favorite.content as { category_name?: unknown }).category_name
  return typeof name === 'string' && name.trim() ? name.trim() : t('titles.favorites.otherCategory')
}

/**
 * Spec §2 Favoritos: grouped by category name ('Outros' when there is none). Groups follow their
 * newest favourite and keep the list's newest-first order inside.
 */
export function groupFavorites(favorites: readonly Favorite[]): FavoriteGroup[] {
  const groups = new Map<string, Favorite[]>()
  for (const favorite of favorites) {
    const name = categoryName(favorite)
    const group = groups.get(name)
    if (group) group.push(favorite)
    else groups.set(name, [favorite])
  }
  return [...groups].map(([name, list]) => ({ name, favorites: list }))
}
