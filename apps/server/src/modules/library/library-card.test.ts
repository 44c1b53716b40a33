import type { LibraryContent } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { boundCard } from './library-card'

const card: LibraryContent = {
  id: '42',
  type: 'movie',
  name: 'Filme',
  image: '/api/media/img/abc',
  plot: 'Enredo.',
  rating: '7.5',
  year: '2020',
  genre: 'Ação',
  stream_id: '42',
  container_extension: 'mp4',
  category_id: '1',
  category_ids: ['1', '2'],
  category_name: 'Ação',
  added: 1_700_000_000,
  is_adult: false,
  backdrop: ['/api/media/img/b1', '/api/media/img/b2'],
}

describe('boundCard', () => {
  it('keeps an ordinary card as it is, but for the backdrops the web does not show', () => {
    expect(boundCard(card)).toEqual({ ...card, backdrop: ['/api/media/img/b1'] })
  })

  it('bounds every text and list a client controls', () => {
    const huge = 'x'.repeat(60_000)
    const bounded = boundCard({
      ...card,
      name: huge,
      plot: huge,
      cast: huge,
      director: huge,
      image: `/api/media/img/${huge}`,
      category_ids: Array.from({ length: 500 }, (_, i) => String(i)),
    })
    expect(bounded.name).toHaveLength(512)
    expect(bounded.plot).toHaveLength(1_024)
    expect(bounded.cast).toHaveLength(512)
    expect(bounded.director).toHaveLength(512)
    expect(bounded.image).toBeNull()
    expect(bounded.category_ids).toHaveLength(32)
    expect(JSON.stringify(bounded).length).toBeLessThan(8_000)
  })

  it('keeps the adult flag and category the web filters on', () => {
    const adult = boundCard({ ...card, is_adult: true, category_name: 'Adultos' })
    expect(adult).toMatchObject({ is_adult: true, category_name: 'Adultos' })
  })
})
