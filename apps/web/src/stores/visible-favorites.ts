import { useMemo } from 'react'
import { isAdultItem, type Category } from '@myflix/shared'
import { useAppStore } from './app-store'
import { useFavoritesStore, type Favorite } from './favorites-store'

// A favourite keeps the title as the server sent it: its category name and the server's adult flag
// (set when any of its categories is adult) decide, with no category list to look anything up in.
const NO_CATEGORIES: ReadonlyMap<string, Category> = new Map()

/** What may be shown: adult favourites stay stored and are only left out while control holds. */
export function visibleFavorites(favorites: readonly Favorite[], adultVisible: boolean) {
  if (adultVisible) return [...favorites]
  return favorites.filter((favorite) => !isAdultItem(favorite.content, NO_CATEGORIES))
}

/** The favourites this session may see, newest first, following both stores. */
export function useVisibleFavorites(): Favorite[] {
  const favorites = useFavoritesStore((state) => state.favorites)
  const adultVisible = useAppStore((state) => state.adultContentVisible)
  return useMemo(() => visibleFavorites(favorites, adultVisible), [favorites, adultVisible])
}
