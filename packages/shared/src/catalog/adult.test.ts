import { describe, expect, it } from 'vitest'
import { ADULT_WORDS, isAdultCategoryName, isAdultItem } from './adult'
import type { Category } from './catalog.schema'

describe('isAdultCategoryName', () => {
  it('lists exactly the 27 words of spec §5', () => {
    expect(ADULT_WORDS).toHaveLength(27)
  })

  it.each(ADULT_WORDS)('flags a name containing %s, in any case', (word) => {
    expect(isAdultCategoryName(`Canais ${word}`)).toBe(true)
    expect(isAdultCategoryName(`VOD | ${word.toUpperCase()} 24H`)).toBe(true)
  })

  it.each(['Ação', 'Filmes', 'Esportes', 'Notícias', 'Infantil', 'UK | SPORTS', '2018', ''])(
    'leaves %o alone',
    (name) => {
      expect(isAdultCategoryName(name)).toBe(false)
    },
  )

  it('matches accents sent decomposed, and accented capitals', () => {
    expect(isAdultCategoryName('Filmes Ero\u0301ticos')).toBe(true)
    expect(isAdultCategoryName('Filmes Eróticos')).toBe(true)
    expect(isAdultCategoryName('PORNÔ NACIONAL')).toBe(true)
    expect(isAdultCategoryName('Porno\u0302')).toBe(true)
    expect(isAdultCategoryName('EROTICO')).toBe(true)
  })

  it('is the literal substring test of the spec, so words inside others count', () => {
    expect(isAdultCategoryName('Hotel Transilvânia')).toBe(true)
    expect(isAdultCategoryName('Essex FC')).toBe(true)
  })

  it('treats a missing name as not adult', () => {
    expect(isAdultCategoryName(null)).toBe(false)
    expect(isAdultCategoryName(undefined)).toBe(false)
  })
})

describe('isAdultItem', () => {
  const categories = new Map<string, Category>([
    ['7', { id: '7', name: 'ADULTS ONLY' }],
    ['8', { id: '8', name: 'Comédia' }],
  ])

  it('uses the item’s own category name first', () => {
    expect(isAdultItem({ category_name: 'XXX', category_id: '8' }, categories)).toBe(true)
    expect(isAdultItem({ category_name: 'Comédia', category_id: '7' }, categories)).toBe(false)
  })

  it('falls back to the name found via category_id', () => {
    expect(isAdultItem({ category_name: null, category_id: '7' }, categories)).toBe(true)
    expect(isAdultItem({ category_name: '', category_id: '7' }, categories)).toBe(true)
    expect(isAdultItem({ category_id: '8' }, categories)).toBe(false)
    expect(isAdultItem({ category_id: '99' }, categories)).toBe(false)
    expect(isAdultItem({ category_id: null }, categories)).toBe(false)
  })

  it('believes the provider’s own adult flag', () => {
    expect(isAdultItem({ category_id: '8', is_adult: true }, categories)).toBe(true)
  })
})
