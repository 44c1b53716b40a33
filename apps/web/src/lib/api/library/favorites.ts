import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { CatalogItem, Favorite, FavoriteType } from '@myflix/shared'
import { fetchEndpoint } from '../endpoint'
import {
  addFavoriteEndpoint,
  importFavoritesEndpoint,
  keepFavoritesCopy,
  removeFavoriteEndpoint,
} from './endpoints'
import { favoritesQueryOptions, libraryKeys } from './keys'
import { LEGACY_FAVORITES_KEY } from './legacy-favorites-key'
import { useLibraryUser } from './library-state'
import { notifyLibraryFailure } from './refusal-toast'

export const isFavoriteType = (type: string): type is FavoriteType =>
  type === 'movie' || type === 'series'

const sameTitle = (a: Pick<Favorite, 'id' | 'type'>, b: Pick<Favorite, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type

/** Spec §3: the same id and type replaces the earlier entry; newest first. */
export function withFavorite(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  return [favorite, ...list.filter((entry) => !sameTitle(entry, favorite))].sort((a, b) =>
    b.addedAt.localeCompare(a.addedAt),
  )
}

export const withoutFavorite = (list: readonly Favorite[], key: Pick<Favorite, 'id' | 'type'>) =>
  list.filter((entry) => !sameTitle(entry, key))

let importing: Promise<void> | null = null

/**
 * Moves this device's old favourites into the signed-in user's library, once: the key goes when
 * the server took them, and stays (for the next start) when it could not be reached.
 */
export function importLegacyFavorites(client: QueryClient): Promise<void> {
  importing ??= (async () => {
    // Its reader checks each entry with the contract's schema: loaded only when there is
    // something to read.
    if (localStorage.getItem(LEGACY_FAVORITES_KEY) === null) return
    const { readLegacyFavorites } = await import('./legacy-favorites')
    const legacy = readLegacyFavorites()
    if (legacy === null) return
    if (legacy.length > 0) {
      try {
        const merged = await fetchEndpoint(importFavoritesEndpoint, legacy)
        client.setQueryData(libraryKeys.favorites(), merged)
        void keepFavoritesCopy(merged)
      } catch {
        return
      }
    }
    localStorage.removeItem(LEGACY_FAVORITES_KEY)
  })().finally(() => {
    importing = null
  })
  return importing
}

/**
 * Whether (id, type) is one of the user's favourites, re-rendering when that changes; undefined
 * while the favourites are not known yet (false once they cannot be read).
 */
export function useIsFavorite(id: string, type: string): boolean | undefined {
  const { data, isError } = useQuery({
    ...favoritesQueryOptions(),
    enabled: useLibraryUser() !== null,
    select: (list) => list.some((favorite) => favorite.id === id && favorite.type === type),
  })
  return data ?? (isError ? false : undefined)
}

/**
 * The heart: adds the title, or removes it when it is one. The list changes at once; a refusal
 * puts it back and says so in a toast.
 */
export function useToggleFavorite() {
  const client = useQueryClient()
  const key = libraryKeys.favorites()
  return useMutation({
    mutationFn: async ({ item, favorite }: { item: CatalogItem; favorite: boolean }) => {
      if (!isFavoriteType(item.type)) return undefined
      const title = { id: item.id, type: item.type }
      if (favorite) return fetchEndpoint(removeFavoriteEndpoint, title)
      const added: Favorite = { ...title, content: item, addedAt: new Date().toISOString() }
      return fetchEndpoint(addFavoriteEndpoint, added)
    },
    onMutate: async ({ item, favorite }) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<Favorite[]>(key)
      if (before && isFavoriteType(item.type)) {
        const title = { id: item.id, type: item.type }
        client.setQueryData<Favorite[]>(
          key,
          favorite
            ? withoutFavorite(before, title)
            : withFavorite(before, { ...title, content: item, addedAt: new Date().toISOString() }),
        )
      }
      return { before }
    },
    onSuccess: (list) => {
      if (!list) return
      client.setQueryData(key, list)
      void keepFavoritesCopy(list)
    },
    onError: (error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before)
      void client.invalidateQueries({ queryKey: key })
      notifyLibraryFailure('library.favoriteFailed', error)
    },
  })
}
