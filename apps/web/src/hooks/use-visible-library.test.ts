import { describe, expect, it } from 'vitest'
import type { CatalogItem, Favorite } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import { visibleLibrary } from './use-visible-library'

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

describe('visibleLibrary', () => {
  it('leaves adult titles out while adult content is hidden', () => {
    expect(ids(visibleLibrary(list, false))).toEqual(['1', '5'])
  })

  it('shows every title once adult content may be seen', () => {
    expect(ids(visibleLibrary(list, true))).toEqual(['1', '2', '3', '4', '5'])
  })

  it('never changes the stored list', () => {
    const before = JSON.stringify(list)
    visibleLibrary(list, false)
    expect(JSON.stringify(list)).toBe(before)
  })
})
