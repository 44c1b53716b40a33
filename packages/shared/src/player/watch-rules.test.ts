import { describe, expect, it } from 'vitest'
import {
  compareSeasons,
  contentChanged,
  decideWatch,
  firstEpisode,
  initialWatchState,
  watchClosed,
  watchStarted,
  type WatchEpisode,
} from './watch-rules'

const ep = (id: string, season: number, episode_num: number, ext = 'mp4'): WatchEpisode => ({
  id,
  season,
  episode_num,
  container_extension: ext,
})

describe('decideWatch', () => {
  it('plays a movie by its stream id with its own extension, lower-cased', () => {
    expect(
      decideWatch({ content: { type: 'movie', id: '42', container_extension: 'MKV' } }),
    ).toEqual({ kind: 'play', target: { type: 'movie', id: '42', ext: 'mkv' } })
  })

  it('plays a live channel', () => {
    expect(decideWatch({ content: { type: 'live', id: '7' } })).toEqual({
      kind: 'play',
      target: { type: 'live', id: '7' },
    })
  })

  it('does nothing while episodes load, even with a selected episode', () => {
    expect(
      decideWatch({
        content: { type: 'series', id: '1' },
        episodesLoading: true,
        selectedEpisode: ep('9', 2, 1),
      }),
    ).toEqual({ kind: 'wait' })
  })

  it('plays the first episode of the first season rather than the selected one', () => {
    const episodes = { '2': [ep('21', 2, 1)], '1': [ep('12', 1, 2), ep('11', 1, 1, 'mkv')] }
    expect(
      decideWatch({
        content: { type: 'series', id: '1' },
        episodes,
        selectedEpisode: ep('21', 2, 1),
      }),
    ).toEqual({ kind: 'play', target: { type: 'episode', id: '11', ext: 'mkv', seriesId: '1' } })
  })

  it('falls back to the selected episode when the list is empty, and to nothing without one', () => {
    const selected = ep('5', 1, 5)
    expect(
      decideWatch({
        content: { type: 'series', id: '1' },
        episodes: {},
        selectedEpisode: selected,
      }),
    ).toEqual({ kind: 'play', target: { type: 'episode', id: '5', ext: 'mp4', seriesId: '1' } })
    expect(decideWatch({ content: { type: 'series', id: '1' }, episodes: { '1': [] } })).toEqual({
      kind: 'none',
    })
  })
})

describe('compareSeasons', () => {
  it('orders 1, 2, 3… and season 0 last', () => {
    expect([0, 3, 1, 10, 2].sort(compareSeasons)).toEqual([1, 2, 3, 10, 0])
  })
})

describe('firstEpisode', () => {
  it('prefers season 1 over the specials of season 0', () => {
    expect(
      firstEpisode({ '0': [ep('s', 0, 1)], '3': [ep('c', 3, 1)], '1': [ep('a', 1, 1)] })?.id,
    ).toBe('a')
  })

  it('uses season 0 when the show has nothing else', () => {
    expect(firstEpisode({ '0': [ep('s2', 0, 2), ep('s1', 0, 1)] })?.id).toBe('s1')
  })
})

describe('watch state', () => {
  it('sets the target and the watched flag, and closing resets both', () => {
    const watching = watchStarted(contentChanged(initialWatchState, 'movie:1'), {
      type: 'movie',
      id: '1',
    })
    expect(watching).toMatchObject({ contentKey: 'movie:1', watched: true, target: { id: '1' } })
    expect(watchClosed(watching)).toEqual({ contentKey: 'movie:1', target: null, watched: false })
  })

  it('resets on another title but not on the same one', () => {
    const watching = watchStarted(contentChanged(initialWatchState, 'movie:1'), {
      type: 'movie',
      id: '1',
    })
    expect(contentChanged(watching, 'movie:1')).toBe(watching)
    expect(contentChanged(watching, 'series:1')).toEqual({
      contentKey: 'series:1',
      target: null,
      watched: false,
    })
  })
})
