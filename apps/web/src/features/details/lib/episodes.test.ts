import { describe, expect, it } from 'vitest'
import type { Episode } from '@myflix/shared'
import {
  durationMinutes,
  episodeCode,
  episodeTag,
  episodeWindow,
  seasonEpisodes,
  seasonNumbers,
} from './episodes'

const episode = (season: number, num: number): Episode => ({
  id: `${season}-${num}`,
  season,
  episode_num: num,
  title: '',
  container_extension: 'mp4',
  duration: null,
  plot: null,
  movie_image: null,
})

describe('episode rules', () => {
  it('lists seasons that have episodes, in order, and a season in episode order', () => {
    const map = { '10': [episode(10, 1)], '2': [episode(2, 3), episode(2, 1)], '3': [] }
    expect(seasonNumbers(map)).toEqual([2, 10])
    expect(seasonEpisodes(map, 2).map((e) => e.episode_num)).toEqual([1, 3])
    expect(seasonEpisodes(map, 7)).toEqual([])
  })

  it('lists the specials of season 0 last, so the picker opens on the first real season', () => {
    const map = { '0': [episode(0, 1)], '2': [episode(2, 1)], '1': [episode(1, 1)] }
    expect(seasonNumbers(map)).toEqual([1, 2, 0])
    expect(seasonNumbers({ '0': [episode(0, 1)] })).toEqual([0])
  })

  it('tags T{season}E{stored index + 1}', () => {
    expect(episodeTag(1, 0)).toBe('T1E1')
    expect(episodeTag(3, 9)).toBe('T3E10')
  })

  it('titles an episode "name - SxxEyy"', () => {
    expect(episodeCode('Ruas de Fogo', episode(2, 3))).toBe('Ruas de Fogo - S02E03')
    expect(episodeCode('', episode(12, 104))).toBe('Series - S12E104')
  })

  it('rounds durations to minutes with a default', () => {
    expect(durationMinutes(2_940, 120)).toBe(49)
    expect(durationMinutes(null, 49)).toBe(49)
    expect(durationMinutes(0, 120)).toBe(120)
    expect(durationMinutes(20, 49)).toBe(1)
  })

  it('shows 10 episodes per page and counts the rest', () => {
    expect(episodeWindow(23, 1)).toEqual({ shown: 10, remaining: 13 })
    expect(episodeWindow(23, 3)).toEqual({ shown: 23, remaining: 0 })
    expect(episodeWindow(0, 1)).toEqual({ shown: 0, remaining: 0 })
  })
})
