import { describe, expect, it } from 'vitest'
import { catalogItemSchema, episodeSchema } from './catalog.schema'

const item = {
  id: '1',
  type: 'movie',
  name: 'Filme',
  image: null,
  plot: 'Sinopse não disponível',
  rating: '0.0',
  year: null,
  genre: null,
  stream_id: '1',
  container_extension: 'mp4',
  category_id: null,
  category_ids: [],
  category_name: null,
  added: null,
}

describe('catalog contracts', () => {
  it('accepts a minimal item', () => {
    expect(catalogItemSchema.safeParse(item).success).toBe(true)
  })

  it('rejects an unknown type and an empty id', () => {
    expect(catalogItemSchema.safeParse({ ...item, type: 'radio' }).success).toBe(false)
    expect(catalogItemSchema.safeParse({ ...item, id: '' }).success).toBe(false)
  })

  it('has no field for a stream address', () => {
    const parsed = catalogItemSchema.parse({ ...item, streamUrl: 'http://h/movie/u/p/1.mp4' })
    expect(parsed).not.toHaveProperty('streamUrl')
  })

  it('defaults an episode container to mp4', () => {
    const episode = episodeSchema.parse({
      id: '9',
      episode_num: 1,
      season: 1,
      title: 'Piloto',
      duration: null,
      plot: null,
      movie_image: null,
    })
    expect(episode.container_extension).toBe('mp4')
  })
})
