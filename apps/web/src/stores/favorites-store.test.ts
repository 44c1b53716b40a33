import { beforeEach, describe, expect, it } from 'vitest'
import type { CatalogItem } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import {
  addFavorite,
  FAVORITES_STORAGE_KEY,
  readStoredFavorites,
  removeFavorite,
  useFavoritesStore,
  type Favorite,
} from './favorites-store'

const item = (id: string, type: CatalogItem['type'] = 'movie') => testItem(id, { type })

const fav = (id: string, addedAt: string, type: Favorite['type'] = 'movie'): Favorite => ({
  id,
  type,
  content: item(id, type),
  addedAt,
})

describe('favourite rules', () => {
  it('keeps the newest first', () => {
    let list = addFavorite([], fav('1', '2026-01-01T00:00:00.000Z'))
    list = addFavorite(list, fav('2', '2026-01-03T00:00:00.000Z'))
    list = addFavorite(list, fav('3', '2026-01-02T00:00:00.000Z'))
    expect(list.map((f) => f.id)).toEqual(['2', '3', '1'])
  })

  it('replaces the same id and type, but not the same id of another type', () => {
    let list = addFavorite([], fav('7', '2026-01-01T00:00:00.000Z'))
    list = addFavorite(list, fav('7', '2026-01-01T00:00:00.000Z', 'series'))
    list = addFavorite(list, fav('7', '2026-02-01T00:00:00.000Z'))
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({ id: '7', type: 'movie', addedAt: '2026-02-01T00:00:00.000Z' })
    expect(removeFavorite(list, { id: '7', type: 'movie' })).toEqual([list[1]])
  })

  it('drops stored entries that are not favourites', () => {
    localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify([
        fav('1', '2026-01-01T00:00:00.000Z'),
        { id: 2 },
        { ...fav('3', 'x'), type: 'live' },
      ]),
    )
    expect(readStoredFavorites().map((f) => f.id)).toEqual(['1'])
    localStorage.setItem(FAVORITES_STORAGE_KEY, '{not json')
    expect(readStoredFavorites()).toEqual([])
  })
})

describe('favourites store', () => {
  beforeEach(() => {
    localStorage.clear()
    useFavoritesStore.getState().reload()
  })

  it('toggles a title on and off and persists it as { id, type, content, addedAt }, newest first', () => {
    const { toggle } = useFavoritesStore.getState()
    expect(toggle(item('10'), new Date('2026-03-01T00:00:00Z'))).toBe(true)
    expect(toggle(item('20', 'series'), new Date('2026-03-02T00:00:00Z'))).toBe(true)
    expect(JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null')).toEqual([
      {
        id: '20',
        type: 'series',
        content: item('20', 'series'),
        addedAt: '2026-03-02T00:00:00.000Z',
      },
      { id: '10', type: 'movie', content: item('10'), addedAt: '2026-03-01T00:00:00.000Z' },
    ])

    expect(toggle(item('10'))).toBe(false)
    expect(readStoredFavorites().map((f) => [f.type, f.id])).toEqual([['series', '20']])
    expect(useFavoritesStore.getState().favorites.map((f) => f.id)).toEqual(['20'])
  })

  it('refuses live channels', () => {
    expect(useFavoritesStore.getState().toggle(item('5', 'live'))).toBe(false)
    expect(localStorage.getItem(FAVORITES_STORAGE_KEY)).toBeNull()
  })
})
