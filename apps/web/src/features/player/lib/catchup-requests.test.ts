import { describe, expect, it } from 'vitest'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { archiveDays, liveRequest, restartableProgramme, restartRequest } from './catchup-requests'

const now = 1_764_100_800
const news = { start: now - 600, end: now + 1_200, title: 'Jornal' }
const match = { start: now + 1_200, end: now + 7_200, title: 'Futebol' }
const channel = testItem('5', { type: 'live', name: 'TV 5', tv_archive_days: 2 })
const live: PlayerRequest = { type: 'live', id: '5', title: 'TV 5', content: channel }

describe('the archive of the playing channel', () => {
  it('reads the card’s days, none for a card without them or a title', () => {
    expect(archiveDays(live)).toBe(2)
    expect(archiveDays({ ...live, content: testItem('5', { type: 'live' }) })).toBe(0)
    expect(archiveDays({ ...live, content: undefined })).toBe(0)
    expect(archiveDays({ type: 'movie', id: '5', title: 'x', content: channel })).toBe(0)
  })

  it('restarts the programme on now, not one to come, and only with archive', () => {
    const entry = { id: '5', now: news, next: match }
    expect(restartableProgramme(2, entry, now)).toEqual(news)
    expect(restartableProgramme(0, entry, now)).toBeNull()
    expect(restartableProgramme(2, undefined, now)).toBeNull()
    expect(restartableProgramme(2, { id: '5', now: null, next: match }, now)).toBeNull()
    // The news ended meanwhile: the match that followed is on now.
    expect(restartableProgramme(2, entry, now + 1_500)).toEqual(match)
  })
})

describe('requests in and out of the archive', () => {
  it('plays the programme from its beginning on the same channel, list and card', () => {
    const zapping: PlayerRequest = { ...live, channels: [{ id: '5', title: 'TV 5' }], startAt: 9 }
    expect(restartRequest(zapping, news)).toEqual({
      type: 'live',
      id: '5',
      title: 'TV 5',
      content: channel,
      channels: zapping.channels,
      catchup: news,
    })
  })

  it('goes back to live without the programme or its resume point', () => {
    const replaying: PlayerRequest = { ...live, catchup: news, startAt: news.start + 60 }
    const back = liveRequest(replaying)
    expect(back).toEqual(live)
    expect('catchup' in back || 'startAt' in back).toBe(false)
  })
})
