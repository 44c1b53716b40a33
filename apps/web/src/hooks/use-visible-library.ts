import { useMemo } from 'react'
import { isAdultItem, type CatalogItem } from '@myflix/shared'
import { useContinueWatching, useFavorites, useRecentChannels } from '@/lib/api/library'
import { useAppStore } from '@/stores/app-store'

/**
 * What may be shown of a library list: adult titles stay stored (the server keeps them) and are
 * only left out, by each row's card, while parental control holds.
 */
export function visibleLibrary<T extends { content: CatalogItem }>(
  items: readonly T[],
  adultVisible: boolean,
): T[] {
  return adultVisible ? [...items] : items.filter((item) => !isAdultItem(item.content))
}

function useVisible<T extends { content: CatalogItem }>(items: readonly T[] | undefined) {
  const adultVisible = useAppStore((state) => state.adultContentVisible)
  return useMemo(() => visibleLibrary(items ?? [], adultVisible), [items, adultVisible])
}

/** The user's favourites this session may see, newest first, and the query behind them. */
export function useVisibleFavorites() {
  const query = useFavorites()
  return { ...query, visible: useVisible(query.data) }
}

/** 'Continuar Assistindo' as this session may see it, newest first. */
export function useVisibleContinue() {
  const query = useContinueWatching()
  return { ...query, visible: useVisible(query.data) }
}

/** 'Assistidos recentemente' as this session may see it, newest first. */
export function useVisibleRecentChannels() {
  const query = useRecentChannels()
  return { ...query, visible: useVisible(query.data) }
}
