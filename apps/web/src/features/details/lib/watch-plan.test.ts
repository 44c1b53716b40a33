import { describe, expect, it } from 'vitest'
import type { CatalogItem, Episode } from '@myflix/shared'
import { watchPlan } from './watch-plan'

const item = (type: CatalogItem['type'], extra: Partial<CatalogItem> = {}): CatalogItem => ({
  id: '42',
  type,
  name: 'Ruas de Fogo',
  image: 'https://img.example/42.jpg',
  plot: '',
  rating: '7.0',
  year: '2020',
  genre: null,
  stream_id: '42',
  container_extension: type === 'movie' ? 'mkv' : null,
  category_id: '3',
  category_ids: ['3'],
  category_name: 'Drama',
  added: null,
  ...extra,
})

const episode = (extra: Partial<Episode> = {}): Episode => ({
  id: '7001',
  episode_num: 3,
  season: 2,
  title: 'Episódio 3',
  container_extension: 'mp4',
  duration: null,
  plot: null,
  movie_image: 'https://img.example/ep.jpg',
  ...extra,
})

describe('watchPlan (spec §4 Watch)', () => {
  it('plays a movie with its container and poster', () => {
    expect(watchPlan(item('movie'), undefined)).toEqual({
      request: { type: 'movie', id: '42', ext: 'mkv' },
      title: 'Ruas de Fogo',
      poster: 'https://img.example/42.jpg',
    })
  })

  it('plays a channel with its logo as the poster', () => {
    expect(watchPlan(item('live'), undefined)).toEqual({
      request: { type: 'live', id: '42' },
      title: 'Ruas de Fogo',
      poster: 'https://img.example/42.jpg',
    })
  })

  it('plays the selected episode under its code, with its still (else the show poster)', () => {
    expect(watchPlan(item('series'), episode())).toEqual({
      request: { type: 'episode', id: '7001', ext: 'mp4' },
      title: 'Ruas de Fogo - S02E03',
      poster: 'https://img.example/ep.jpg',
    })
    expect(watchPlan(item('series'), episode({ movie_image: null }))?.poster).toBe(
      'https://img.example/42.jpg',
    )
  })

  it('does nothing for a series whose episodes have not arrived', () => {
    expect(watchPlan(item('series'), undefined)).toBeNull()
  })
})
