import { describe, expect, it } from 'vitest'
import {
  episodeCode,
  formatClock,
  nextEpisode,
  progressState,
  resumePoint,
  upNextLeadSeconds,
} from './progress-rules'

const ep = (id: string, season: number, episode_num: number) => ({ id, season, episode_num })

describe('progressState', () => {
  it('counts a long title started from 5 % and watched from 90 %', () => {
    expect(progressState(10, 600)).toBe('new')
    expect(progressState(30, 600)).toBe('started')
    expect(progressState(539, 600)).toBe('started')
    expect(progressState(540, 600)).toBe('watched')
  })

  it('never starts a title under 5 minutes, but marks it watched at its end', () => {
    expect(progressState(100, 299)).toBe('new')
    expect(progressState(280, 299)).toBe('watched')
  })

  it('knows nothing of an unknown duration', () => {
    expect(progressState(100, 0)).toBe('new')
    expect(progressState(Number.NaN, 600)).toBe('new')
  })
})

describe('resumePoint', () => {
  it('resumes a started title and nothing else', () => {
    expect(resumePoint({ position: 120, duration: 600 })).toBe(120)
    expect(resumePoint({ position: 5, duration: 600 })).toBeNull()
    expect(resumePoint({ position: 590, duration: 600 })).toBeNull()
    expect(resumePoint(null)).toBeNull()
  })

  it('resumes a film seen once and now half-way again, as the continue row lists it', () => {
    const rewatch = { position: 300, duration: 600, watched: true }
    expect(resumePoint(rewatch)).toBe(300)
  })
})

describe('nextEpisode', () => {
  const episodes = {
    '2': [ep('21', 2, 1)],
    '1': [ep('12', 1, 2), ep('11', 1, 1)],
    '0': [ep('s', 0, 1)],
  }

  it('goes on in the season, then into the next one, then the specials', () => {
    expect(nextEpisode(episodes, '11')?.id).toBe('12')
    expect(nextEpisode(episodes, '12')?.id).toBe('21')
    expect(nextEpisode(episodes, '21')?.id).toBe('s')
    expect(nextEpisode(episodes, 's')).toBeNull()
    expect(nextEpisode(episodes, 'unknown')).toBeNull()
  })
})

describe('labels', () => {
  it('writes clocks and episode codes', () => {
    expect(formatClock(75)).toBe('01:15')
    expect(formatClock(3725)).toBe('1:02:05')
    expect(episodeCode(2, 4)).toBe('T2E4')
  })

  it('leads up next by 30 s, or a quarter of a short episode', () => {
    expect(upNextLeadSeconds(1200)).toBe(30)
    expect(upNextLeadSeconds(20)).toBe(5)
  })
})
