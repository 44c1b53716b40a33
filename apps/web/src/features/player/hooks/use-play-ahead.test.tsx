import { renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlayRequest } from '@myflix/shared'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'
import { playRequestOf } from '../lib/play-request'
import { playAheadAnswer, usePlayAhead } from './use-play-ahead'

const asked = vi.hoisted(() => [] as Array<{ id: string; format: string | undefined }>)
vi.mock('@/lib/api/media', () => ({
  postPlay: (request: PlayRequest) => {
    asked.push({ id: request.id, format: request.format })
    return Promise.resolve({
      candidates: [{ url: `/api/media/s/${request.id}`, ext: 'm3u8' }],
      expiresIn: 28_800,
    })
  },
}))

const channels: PlayerChannel[] = ['1', '2', '3', '4'].map((id) => ({ id, title: `TV ${id}` }))
const live = (id: string): PlayerRequest => ({ type: 'live', id, title: `TV ${id}`, channels })
const zapTo = (id: string, format?: 'hls' | 'ts') =>
  playRequestOf({ type: 'live', id }, format, ['por'])

function mount(request: PlayerRequest, format?: 'hls' | 'ts') {
  const video = document.createElement('video')
  const ref = { current: video }
  const hook = renderHook(({ playing }) => usePlayAhead(ref, playing, channels, format, ['por']), {
    initialProps: { playing: request },
  })
  return { video, hook }
}

beforeEach(() => {
  asked.length = 0
})

describe('usePlayAhead', () => {
  it("asks /play for ↑'s and ↓'s channels once the channel plays, and hands their answers to a zap", async () => {
    const { video } = mount(live('1'))
    expect(asked).toEqual([])
    video.dispatchEvent(new Event('playing'))
    // ↑ from the first channel wraps around to the last, as the zap does.
    expect(asked).toEqual([
      { id: '4', format: undefined },
      { id: '2', format: undefined },
    ])
    await waitFor(() => expect(playAheadAnswer(zapTo('2'))).toBeDefined())
    expect(playAheadAnswer(zapTo('2'))?.answer.candidates[0]?.url).toBe('/api/media/s/2')
    // Not for another format than the one forced, nor for a channel two steps away.
    expect(playAheadAnswer(zapTo('2', 'ts'))).toBeUndefined()
    expect(playAheadAnswer(zapTo('3'))).toBeUndefined()
  })

  it('asks in the forced format, and nothing for a catch-up programme', () => {
    const first = mount(live('2'), 'ts')
    first.video.dispatchEvent(new Event('playing'))
    expect(asked).toEqual([
      { id: '1', format: 'ts' },
      { id: '3', format: 'ts' },
    ])
    asked.length = 0
    const programme = { start: 0, end: 1800, title: 'Jornal' }
    const replay = mount({ ...live('3'), catchup: programme })
    replay.video.dispatchEvent(new Event('playing'))
    expect(asked).toEqual([])
  })
})
