import { create } from 'zustand'
import type { CatalogItem } from '@myflix/shared'

/**
 * Spec §3 Favorite, persisted on this device under 'myflix-favorites'.
 *
 * Storage format (owned here): a plain JSON array of
 * `{ id, type, content, addedAt }`, newest first, where `content` is the title as the catalogue API
 * returned it (a `CatalogItem`) and `addedAt` an ISO timestamp. No zustand `persist` envelope
 * (`{ state, version }`), so any reader can parse it without knowing the store.
 */
export const FAVORITES_STORAGE_KEY = 'myflix-favorites'

export type FavoriteType = 'movie' | 'series'

export interface Favorite {
  id: string
  type: FavoriteType
  content: CatalogItem
  addedAt: string
}

export const isFavoriteType = (type: string): type is FavoriteType =>
  type === 'movie' || type === 'series'

const sameTitle = (a: Pick<Favorite, 'id' | 'type'>, b: Pick<Favorite, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type

/** Newest first; ties keep their order. */
export const sortFavorites = (list: readonly Favorite[]): Favorite[] =>
  [...list].sort((a, b) => b.addedAt.localeCompare(a.addedAt))

/** Spec §3: the same id and type replaces the earlier entry. */
export function addFavorite(list: readonly Favorite[], favorite: Favorite): Favorite[] {
  return sortFavorites([favorite, ...list.filter((entry) => !sameTitle(entry, favorite))])
}

export function removeFavorite(
  list: readonly Favorite[],
  key: Pick<Favorite, 'id' | 'type'>,
): Favorite[] {
  return list.filter((entry) => !sameTitle(entry, key))
}

/** Reads what is stored, dropping anything that is not a favourite (older builds, hand edits). */
export function readStoredFavorites(storage: Storage = localStorage): Favorite[] {
  let stored: unknown
  try {
    stored = JSON.parse(storage.getItem(FAVORITES_STORAGE_KEY) ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  const valid = stored.filter(
    (entry): entry is Favorite =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.id === 'string' &&
      typeof entry.type === 'string' &&
      isFavoriteType(entry.type) &&
      typeof entry.addedAt === 'string' &&
      typeof entry.content === 'object' &&
      entry.content !== null,
  )
  return sortFavorites(valid)
}

interface FavoritesState {
  favorites: Favorite[]
  /** Adds the title, or removes it when it is already a favourite; returns whether it is one now. */
  toggle: (item: CatalogItem, now?: Date) => boolean
  remove: (key: Pick<Favorite, 'id' | 'type'>) => void
  /** Takes what another tab stored. */
  reload: () => void
}

export const useFavoritesStore = create<FavoritesState>()((set, get) => {
  const save = (favorites: Favorite[]) => {
    localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(favorites))
    set({ favorites })
  }
  return {
    favorites: readStoredFavorites(),
    toggle: (item, now = new Date()) => {
      if (!isFavoriteType(item.type)) return false
      const key = { id: item.id, type: item.type }
      const current = get().favorites
      if (current.some((entry) => sameTitle(entry, key))) {
        save(removeFavorite(current, key))
        return false
      }
      save(addFavorite(current, { ...key, content: item, addedAt: now.toISOString() }))
      return true
    },
    remove: (key) => save(removeFavorite(get().favorites, key)),
    reload: () => set({ favorites: readStoredFavorites() }),
  }
})

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) {
      useFavoritesStore.getState().reload()
    }
  })
}

/** Whether (id, type) is a favourite, re-rendering when that changes. */
export const useIsFavorite = (id: string, type: string) =>
  useFavoritesStore((state) => state.favorites.some((f) => f.id === id && f.type === type))
