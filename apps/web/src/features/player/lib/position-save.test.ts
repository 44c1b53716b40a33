import { describe, expect, it } from 'vitest'
import { savePositionRequestSchema, type EpisodeRef } from '@myflix/shared'
import { testItem } from '@/testing/catalog-item'
import type { PlayerRequest } from '@/stores/player-store'
import { buildSaveRequest, samePoint } from './position-save'

const now = new Date('2025-05-01T12:00:00.000Z')
const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }
const show = testItem('90', { type: 'series', name: 'Série' })
const episode: EpisodeRef = { id: '901', season: 1, episode_num: 3, title: 'Três', ext: 'mp4' }
const following: EpisodeRef = { id: '902', season: 2, episode_num: 1, title: 'Um', ext: 'mkv' }

describe('buildSaveRequest', () => {
  it('saves a movie with its card and no series fields', () => {
    expect(buildSaveRequest(movie, { position: 61.5, duration: 5400 }, following, now)).toEqual({
      kind: 'movie',
      id: '7',
      series_id: null,
      episode: null,
      programme: null,
      position: 61.5,
      duration: 5400,
      at: '2025-05-01T12:00:00.000Z',
      content: movie.content,
      next: null,
    })
  })

  it('saves an episode with its series, itself and the one after', () => {
    const request: PlayerRequest = {
      type: 'episode',
      id: '901',
      seriesId: '90',
      title: 'Série - S01E03',
      content: show,
      episode,
    }
    expect(buildSaveRequest(request, { position: 10, duration: 20 }, following, now)).toMatchObject(
      {
        kind: 'episode',
        id: '901',
        series_id: '90',
        episode,
        next: following,
        content: show,
      },
    )
  })

  it('keeps nothing for a channel, a title without its card, or an unknown length', () => {
    const point = { position: 10, duration: 20 }
    expect(
      buildSaveRequest(
        { type: 'live', id: '1', title: 'Canal', content: testItem('1') },
        point,
        null,
        now,
      ),
    ).toBeNull()
    expect(buildSaveRequest({ ...movie, content: undefined }, point, null, now)).toBeNull()
    expect(buildSaveRequest(movie, { position: 10, duration: Infinity }, null, now)).toBeNull()
    expect(buildSaveRequest(movie, { position: 10, duration: Number.NaN }, null, now)).toBeNull()
  })

  it('keeps the position within the media', () => {
    expect(buildSaveRequest(movie, { position: 25, duration: 20 }, null, now)?.position).toBe(20)
    expect(buildSaveRequest(movie, { position: -1, duration: 20 }, null, now)?.position).toBe(0)
  })
})

describe('buildSaveRequest for a catch-up programme', () => {
  const channel = testItem('55', { type: 'live', name: 'Canal 55', tv_archive_days: 3 })
  const programme = { start: 1_746_090_000, end: 1_746_093_600, title: 'Jogo de ontem' }
  const catchup: PlayerRequest = {
    type: 'live',
    id: '55',
    title: 'Canal 55',
    content: channel,
    catchup: programme,
  }

  it('saves it like a movie under the channel’s card, named by its channel and start', () => {
    const save = buildSaveRequest(catchup, { position: 600, duration: 3_600 }, null, now)
    expect(save).toEqual({
      kind: 'catchup',
      id: `55@${programme.start}`,
      series_id: null,
      episode: null,
      programme: { channel_id: '55', ...programme },
      position: 600,
      duration: 3_600,
      at: '2025-05-01T12:00:00.000Z',
      content: channel,
      next: null,
    })
    // The contract's own check: the id names the programme.
    expect(savePositionRequestSchema.safeParse(save).success).toBe(true)
  })

  it('measures in the programme, whatever length the point says, and needs the card', () => {
    expect(
      buildSaveRequest(catchup, { position: 4_000, duration: Infinity }, null, now),
    ).toMatchObject({ position: 3_600, duration: 3_600 })
    expect(
      buildSaveRequest({ ...catchup, content: undefined }, { position: 1, duration: 1 }, null, now),
    ).toBeNull()
    const endless = { ...catchup, catchup: { ...programme, end: programme.start + 200_000 } }
    expect(buildSaveRequest(endless, { position: 1, duration: 1 }, null, now)).toBeNull()
  })
})

describe('samePoint', () => {
  it('treats positions under a second apart as the same save', () => {
    expect(samePoint(null, { position: 1, duration: 2 })).toBe(false)
    expect(samePoint({ position: 1, duration: 20 }, { position: 1.5, duration: 20 })).toBe(true)
    expect(samePoint({ position: 1, duration: 20 }, { position: 2, duration: 20 })).toBe(false)
  })
})
