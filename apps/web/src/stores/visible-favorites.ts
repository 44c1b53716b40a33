import { useMemo } from 'react'
import { isAdultItem } from '@myflix/shared'
import { useAppStore } from './app-store'
import { useFavoritesStore, type Favorite } from './favorites-store'

/** What may be shown: adult favourites stay stored and are only left out while control holds. */
export function visibleFavorites(favorites: readonly Favorite[], adultVisible: boolean) {
  if (adultVisible) return [...favorites]
  return favorites.filter((favorite) => !isAdultItem(favorite.content))
}

/** The favourites this session may see, newest first, following both stores. */
export function useVisibleFavorites(): Favorite[] {
  const favorites = useFavoritesStore((state) => state.favorites)
  const adultVisible = useAppStore((state) => state.adultContentVisible)
  return useMemo(() => visibleFavorites(favorites, adultVisible), [favorites, adultVisible])
}
