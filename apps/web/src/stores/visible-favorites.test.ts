import { describe, expect, it } from 'vitest'
import type { CatalogItem } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import type { Favorite } from './favorites-store'
import { visibleFavorites } from './visible-favorites'

function favorite(id: string, content: Partial<CatalogItem>): Favorite {
  return {
    id,
    type: 'movie',
    content: testItem(id, content),
    addedAt: `2026-01-0${id}T00:00:00.000Z`,
  }
}

const list = [
  favorite('1', {}),
  favorite('2', { category_name: 'Adultos +18' }),
  // Primary category safe, but the server flagged it (a second category is adult).
  favorite('3', { is_adult: true }),
  favorite('4', { category_name: 'Filmes Eróticos' }),
  favorite('5', { category_name: null }),
]
const ids = (favorites: Favorite[]) => favorites.map((entry) => entry.id)

describe('visibleFavorites', () => {
  it('leaves adult favourites out while adult content is hidden', () => {
    expect(ids(visibleFavorites(list, false))).toEqual(['1', '5'])
  })

  it('shows every favourite once adult content may be seen', () => {
    expect(ids(visibleFavorites(list, true))).toEqual(['1', '2', '3', '4', '5'])
  })

  it('never changes the stored list', () => {
    const before = JSON.stringify(list)
    visibleFavorites(list, false)
    expect(JSON.stringify(list)).toBe(before)
  })
})
