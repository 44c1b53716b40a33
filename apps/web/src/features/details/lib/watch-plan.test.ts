import { describe, expect, it } from 'vitest'
import type { CatalogItem, Episode } from '@myflix/shared'
import { episodePlan, followsPick, watchPlan } from './watch-plan'

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
    expect(watchPlan(item('movie'), undefined, undefined)).toEqual({
      request: { type: 'movie', id: '42', ext: 'mkv' },
      title: 'Ruas de Fogo',
      poster: 'https://img.example/42.jpg',
    })
  })

  it('plays a channel with its logo as the poster', () => {
    expect(watchPlan(item('live'), undefined, undefined)).toEqual({
      request: { type: 'live', id: '42' },
      title: 'Ruas de Fogo',
      poster: 'https://img.example/42.jpg',
    })
  })

  it('plays an episode under its code, with its still (else the show poster)', () => {
    expect(episodePlan(item('series'), episode())).toEqual({
      request: { type: 'episode', id: '7001', ext: 'mp4', seriesId: '42' },
      title: 'Ruas de Fogo - S02E03',
      poster: 'https://img.example/ep.jpg',
      episode: episode(),
    })
    expect(episodePlan(item('series'), episode({ movie_image: null })).poster).toBe(
      'https://img.example/42.jpg',
    )
  })

  it('plays the first episode of the first season, not the specials nor the selected one', () => {
    const byseason = {
      '0': [episode({ id: 's1', season: 0, episode_num: 1 })],
      '2': [episode({ id: '21', season: 2, episode_num: 1 })],
      '1': [
        episode({ id: '12', season: 1, episode_num: 2 }),
        episode({ id: '11', season: 1, episode_num: 1, movie_image: null }),
      ],
    }
    const selected = byseason['2'][0]
    expect(watchPlan(item('series'), byseason, selected)).toEqual({
      request: { type: 'episode', id: '11', ext: 'mp4', seriesId: '42' },
      title: 'Ruas de Fogo - S01E01',
      poster: 'https://img.example/42.jpg',
      episode: byseason['1'][1],
    })
  })

  it('plays the specials only when the show has nothing else', () => {
    const specials = { '0': [episode({ id: 's1', season: 0, episode_num: 1 })] }
    expect(watchPlan(item('series'), specials, undefined)?.title).toBe('Ruas de Fogo - S00E01')
  })

  it('falls back to the selected episode when no season has one', () => {
    const selected = episode()
    expect(watchPlan(item('series'), { '1': [] }, selected)?.request).toEqual({
      type: 'episode',
      id: '7001',
      ext: 'mp4',
      seriesId: '42',
    })
    expect(watchPlan(item('series'), { '1': [] }, undefined)).toBeNull()
  })

  it('does nothing for a series whose episodes have not arrived', () => {
    expect(watchPlan(item('series'), undefined, episode())).toBeNull()
  })
})

describe('followsPick (spec §4: a new pick plays while the player is open)', () => {
  it('follows a new pick into the open player', () => {
    expect(followsPick('11', '12', '11')).toBe(true)
  })

  it('leaves the player alone when nothing was picked, or nothing plays', () => {
    // 'Assistir Agora' played S01E01 while the page shows S02E01: no pick, nothing replaced.
    expect(followsPick('21', '21', '11')).toBe(false)
    // The episodes just arrived (a ?play=1 link already playing): the first selection is no pick.
    expect(followsPick(undefined, '11', '12')).toBe(false)
    expect(followsPick('11', '12', null)).toBe(false)
    expect(followsPick('11', '12', '12')).toBe(false)
    expect(followsPick('11', undefined, '11')).toBe(false)
  })
})
