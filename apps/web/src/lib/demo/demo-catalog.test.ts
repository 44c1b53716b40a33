import { describe, expect, it } from 'vitest'
import { catalogItemSchema, isAdultCategoryName, isAdultItem } from '@myflix/shared'
import { demoCatalog, demoChannels, demoMovies, demoSeries } from './demo-catalog'

const countBy = (ids: string[]) =>
  ids.reduce<Record<string, number>>((acc, id) => ({ ...acc, [id]: (acc[id] ?? 0) + 1 }), {})

describe('demo catalogues (spec §1)', () => {
  it('has 45 movies in the 9 named categories with ids 1-9', () => {
    expect(demoMovies).toHaveLength(45)
    expect(demoCatalog.movie.categories.map(({ id, name }) => [id, name])).toEqual([
      ['1', 'Ação'],
      ['2', 'Drama'],
      ['3', 'Ficção Científica'],
      ['4', 'Crime'],
      ['5', 'Romance'],
      ['6', 'Fantasia'],
      ['7', 'Comédia'],
      ['8', 'Terror'],
      ['9', 'Aventura'],
    ])
    expect(Object.keys(countBy(demoMovies.map((m) => m.category_id)))).toHaveLength(9)
  })

  it('has 45 series in 8 categories with ids 10-17', () => {
    expect(demoSeries).toHaveLength(45)
    expect(demoCatalog.series.categories.map(({ id }) => id)).toEqual([
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
    ])
    const counts = countBy(demoSeries.map((s) => s.category_id))
    expect(Object.keys(counts).sort()).toEqual(['10', '11', '12', '13', '14', '15', '16', '17'])
  })

  it('has 51 channels in the 9 named categories with ids 18-26, all from Brasil', () => {
    expect(demoChannels).toHaveLength(51)
    expect(demoCatalog.live.categories.map(({ id, name }) => [id, name])).toEqual([
      ['18', 'Abertos'],
      ['19', 'Esportes'],
      ['20', 'Infantil'],
      ['21', 'Documentários'],
      ['22', 'Filmes'],
      ['23', 'Música'],
      ['24', 'Entretenimento'],
      ['25', 'Notícias'],
      ['26', 'Culinária'],
    ])
    expect(demoChannels.every((c) => c.country === 'Brasil')).toBe(true)
  })

  it('keeps category counts equal to the items each category holds', () => {
    for (const type of ['movie', 'series', 'live'] as const) {
      const { categories, items } = demoCatalog[type]
      const counts = countBy(items.map((item) => item.category_id as string))
      expect(categories.map(({ id, count }) => [id, count])).toEqual(
        categories.map(({ id }) => [id, counts[id]]),
      )
      expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(items.length)
    }
  })

  it('gives unique ids and items that match the normalised contract', () => {
    for (const type of ['movie', 'series', 'live'] as const) {
      const items = demoCatalog[type].items
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length)
      for (const item of items) expect(catalogItemSchema.parse(item)).toEqual(item)
    }
  })

  it('holds nothing the spec §5 adult rule would hide, so parental control has nothing to filter', () => {
    for (const type of ['movie', 'series', 'live'] as const) {
      const { categories, items } = demoCatalog[type]
      const byId = new Map(categories.map((category) => [category.id, category]))
      expect(categories.filter((category) => isAdultCategoryName(category.name))).toEqual([])
      expect(items.filter((item) => isAdultItem(item, byId))).toEqual([])
    }
  })

  it('uses local posters only (no network)', () => {
    const images = Object.values(demoCatalog).flatMap(({ items }) => items.map((i) => i.image))
    expect(images.every((src) => src?.startsWith('data:image/svg+xml,'))).toBe(true)
  })
})
