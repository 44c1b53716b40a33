import type { CatalogItem, Category } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { movieIn } from '../../../test/support/catalog-items'
import { buildTypeIndex } from './catalog-index'
import { adultFreeIndex, isAdultCatalogItem, isHiddenByView } from './adult-filter'

const movie = movieIn

const CATEGORIES: Category[] = [
  { id: '1', name: 'Ação' },
  { id: '2', name: 'Adultos +18' },
  { id: '3', name: 'Drama' },
]

function sample() {
  return buildTypeIndex(
    {
      type: 'movie',
      fetchedAt: new Date('2026-01-01T00:00:00Z'),
      categories: CATEGORIES,
      items: [
        movie('10', 'Filme Ação', ['1'], 100),
        movie('11', 'Filme Noite', ['2'], 500),
        movie('12', 'Filme Drama', ['3'], 300),
        // Listed under a safe category first and an adult one too.
        movie('13', 'Filme Duplo', ['1', '2'], 400),
        { ...movie('14', 'Filme Marcado', ['3'], 200), is_adult: true },
        movie('15', 'Filme Noite Dois', ['2'], 50),
      ],
    },
    (item) => JSON.stringify({ id: item.id }),
  )
}
const ids = (items: CatalogItem[] | undefined | null) => (items ?? []).map((item) => item.id)

describe('isAdultCatalogItem', () => {
  const byId = new Map(CATEGORIES.map((c) => [c.id, c]))

  it("uses the item's own category name first", () => {
    const own = { ...movie('1', 'x', ['1'], 0), category_name: 'XXX Noite' }
    expect(isAdultCatalogItem(own, byId)).toBe(true)
    const safeOwn = { ...movie('1', 'x', ['9'], 0), category_name: 'Comédia' }
    expect(isAdultCatalogItem(safeOwn, byId)).toBe(false)
  })

  it('falls back to the name found through category_id', () => {
    expect(isAdultCatalogItem(movie('1', 'x', ['2'], 0), byId)).toBe(true)
    expect(isAdultCatalogItem(movie('1', 'x', ['3'], 0), byId)).toBe(false)
    expect(isAdultCatalogItem(movie('1', 'x', ['99'], 0), byId)).toBe(false)
  })

  it('hides an item listed under an adult category among others, or flagged by the provider', () => {
    expect(isAdultCatalogItem(movie('1', 'x', ['1', '2'], 0), byId)).toBe(true)
    expect(isAdultCatalogItem({ ...movie('1', 'x', ['1'], 0), is_adult: true }, byId)).toBe(true)
  })
})

describe('adultFreeIndex', () => {
  it('drops adult categories and recounts the others', () => {
    const view = adultFreeIndex(sample())
    expect(view.categories).toEqual([
      { id: '1', name: 'Ação', count: 1 },
      { id: '3', name: 'Drama', count: 1 },
    ])
    expect(view.size).toBe(2)
  })

  it('answers an adult category page and adult ids as not found', () => {
    const view = adultFreeIndex(sample())
    expect(view.page('2', 0, 10)).toBeNull()
    expect(ids(view.page('1', 0, 10)?.items)).toEqual(['10'])
    expect(view.page('1', 0, 10)?.total).toBe(1)
    expect(ids(view.page(null, 0, 10)?.items)).toEqual(['10', '12'])
    for (const id of ['11', '13', '14', '15']) expect(view.item(id)).toBeUndefined()
    expect(view.item('12')?.name).toBe('Filme Drama')
    expect(view.related('11', 10)).toBeNull()
  })

  it('filters recent, related and search, still filling the limit', () => {
    const full = sample()
    const view = adultFreeIndex(full)
    expect(ids(full.recent(2))).toEqual(['11', '13'])
    expect(ids(view.recent(2))).toEqual(['12', '10'])
    expect(ids(full.search('filme', 2)).some((id) => ['11', '13', '14', '15'].includes(id))).toBe(
      true,
    )
    expect(ids(view.search('filme', 2)).sort()).toEqual(['10', '12'])
    expect(ids(view.search('noite', 10))).toEqual([])
    expect(ids(view.related('10', 10))).toEqual([])
  })

  it('tells a title it hides from one the catalogue does not hold', () => {
    const full = sample()
    const view = adultFreeIndex(full)
    expect(isHiddenByView(view, '11')).toBe(true)
    expect(isHiddenByView(view, '13')).toBe(true)
    expect(isHiddenByView(view, '12')).toBe(false)
    expect(isHiddenByView(view, '99')).toBe(false)
    expect(isHiddenByView(full, '11')).toBe(false)
  })

  it('marks every item listed under an adult category, so copies kept elsewhere know it', () => {
    const index = sample()
    expect(['10', '11', '12', '13', '14', '15'].map((id) => index.item(id)?.is_adult)).toEqual([
      undefined,
      true,
      undefined,
      true,
      true,
      true,
    ])
  })

  it('is built once per served index', () => {
    const index = sample()
    expect(adultFreeIndex(index)).toBe(adultFreeIndex(index))
    expect(adultFreeIndex(sample())).not.toBe(adultFreeIndex(index))
  })

  it('pages a list read in several steps, every 7th title hidden', () => {
    const items = Array.from({ length: 12_003 }, (_, i) =>
      movie(String(i + 1), `Filme ${i}`, i % 7 === 0 ? ['1', '2'] : ['1'], i),
    )
    const index = buildTypeIndex(
      { type: 'movie', fetchedAt: new Date('2026-01-01T00:00:00Z'), categories: CATEGORIES, items },
      (item) => JSON.stringify({ id: item.id }),
    )
    const view = adultFreeIndex(index)
    const shown = items.filter((_, i) => i % 7 !== 0).map((item) => item.id)
    expect(view.size).toBe(shown.length)
    expect(view.page('1', 0, 0)?.total).toBe(shown.length)
    expect(ids(view.page('1', 5140, 3)?.items)).toEqual(shown.slice(5140, 5143))
    expect(ids(view.page(null, shown.length - 2, 5)?.items)).toEqual(shown.slice(-2))
    expect(view.item('8')).toBeUndefined()
    expect(view.item('9')?.id).toBe('9')
  })
})
