import { describe, expect, it } from 'vitest'
import { testItem } from '@/testing/catalog-item'
import type { PlayerRequest } from '@/stores/player-store'
import { episodeLine, nextEpisodeRequest, toEpisodeRef } from './episode-label'

describe('episode labels', () => {
  it('names an episode "T1E3 · name"', () => {
    expect(episodeLine({ id: '1', season: 1, episode_num: 3, title: 'O Retorno', ext: null })).toBe(
      'T1E3 · O Retorno',
    )
  })

  it('drops the "Show - S01E03 - " a panel puts before the name', () => {
    const ref = { id: '1', season: 1, episode_num: 3, ext: null }
    expect(episodeLine({ ...ref, title: 'O Inverno - S01E03 - Sob Pressão' })).toBe(
      'T1E3 · Sob Pressão',
    )
    expect(episodeLine({ ...ref, title: 'S1E3: Sob Pressão' })).toBe('T1E3 · Sob Pressão')
    expect(episodeLine({ ...ref, title: 'S01E03' })).toBe('T1E3 · S01E03')
    expect(episodeLine({ ...ref, title: 'Outro - S01E04 - Nome' })).toBe(
      'T1E3 · Outro - S01E04 - Nome',
    )
  })

  it('turns a catalogue episode into the library reference', () => {
    const ref = toEpisodeRef({
      id: '5',
      season: 2,
      episode_num: 1,
      title: 'Piloto',
      container_extension: ' MKV ',
      duration: null,
      plot: null,
      movie_image: null,
    })
    expect(ref).toEqual({ id: '5', season: 2, episode_num: 1, title: 'Piloto', ext: 'mkv' })
  })

  it('plays the next episode of the same show from its start', () => {
    const request: PlayerRequest = {
      type: 'episode',
      id: '4',
      ext: 'mp4',
      seriesId: '90',
      title: 'Série - S01E14',
      startAt: 300,
      content: testItem('90', { type: 'series', name: 'Série' }),
    }
    const next = { id: '5', season: 2, episode_num: 1, title: 'Piloto', ext: 'mkv' }
    expect(nextEpisodeRequest(request, next)).toMatchObject({
      type: 'episode',
      id: '5',
      ext: 'mkv',
      seriesId: '90',
      episode: next,
      startAt: null,
      title: 'Série - S02E01',
    })
  })
})
