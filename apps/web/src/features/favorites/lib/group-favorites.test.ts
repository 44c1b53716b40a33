import { describe, expect, it } from 'vitest'
import type { CatalogItem, Favorite } from '@myflix/shared'
import { groupFavorites } from './group-favorites'

const fav = (id: string, category: string | null): Favorite => ({
  id,
  type: 'movie',
  addedAt: '2026-01-01T00:00:00.000Z',
  content: { id, type: 'movie', name: id, category_name: category } as CatalogItem,
})

describe('favourites grouping', () => {
  it('groups by category name in newest-first order, with Outros for none', () => {
    const groups = groupFavorites([
      fav('a', 'Drama'),
      fav('b', null),
      fav('c', 'Ação'),
      fav('d', 'Drama'),
      fav('e', '  '),
    ])
    expect(groups.map((g) => [g.name, g.favorites.map((f) => f.id)])).toEqual([
      ['Drama', ['a', 'd']],
      ['Outros', ['b', 'e']],
      ['Ação', ['c']],
    ])
  })

  it('is empty without favourites', () => {
    expect(groupFavorites([])).toEqual([])
  })
})
