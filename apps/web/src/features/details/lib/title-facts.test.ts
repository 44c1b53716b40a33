import { describe, expect, it } from 'vitest'
import type { CatalogItem } from '@myflix/shared'
import { hasOwnPlot, titleFacts } from './title-facts'

const base = {
  id: '1',
  type: 'movie',
  name: 'Filme',
  image: null,
  plot: '',
  rating: '0.0',
  year: null,
  genre: null,
  stream_id: '1',
  container_extension: 'mp4',
  category_id: null,
  category_ids: [],
  category_name: null,
  added: null,
} satisfies CatalogItem

describe('title facts', () => {
  it('defaults a movie to 8.0 and 120min', () => {
    expect(titleFacts(base)).toMatchObject({
      rating: '8.0',
      stars: 4,
      minutes: 120,
      badge: 'FILME',
    })
  })

  it('reads the rating, the year from the release date and the duration', () => {
    const facts = titleFacts({
      ...base,
      rating: '6.3',
      release_date: '2019-05-02',
      duration: 5_430,
    })
    expect(facts).toMatchObject({ rating: '6.3', year: '2019', minutes: 91 })
    expect(facts.stars).toBeCloseTo(3.15)
  })

  it('gives series their badge and no movie duration', () => {
    expect(titleFacts({ ...base, type: 'series', year: '2021', rating: 'abc' })).toMatchObject({
      badge: 'SÉRIE',
      minutes: null,
      year: '2021',
      rating: '8.0',
    })
  })
})

describe('hasOwnPlot', () => {
  it("tells a synopsis from none and from the spec's default the server fills in", () => {
    expect(hasOwnPlot({ plot: 'Um canal de notícias.' })).toBe(true)
    expect(hasOwnPlot({ plot: '' })).toBe(false)
    expect(hasOwnPlot({ plot: '  ' })).toBe(false)
    expect(hasOwnPlot({ plot: 'Sinopse não disponível' })).toBe(false)
  })
})
