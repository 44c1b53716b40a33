import { describe, expect, it } from 'vitest'
import type { PlayRequest, PlayResponse } from '@myflix/shared'
import { createPlayAhead } from './play-ahead'

const channel = (id: string): PlayRequest => ({ type: 'live', id })
const answerOf = (id: string): PlayResponse => ({
  candidates: [{ url: `/api/media/s/${id}`, ext: 'm3u8' }],
  expiresIn: 3_600,
})

function harness() {
  let clock = 0
  const asked: string[] = []
  const pending = new Map<string, { resolve: () => void; reject: () => void }>()
  const ahead = createPlayAhead({
    key: (request) => `${request.type}:${request.id}`,
    now: () => clock,
    fetch: (request) => {
      asked.push(request.id)
      return new Promise((resolve, reject) => {
        pending.set(request.id, {
          resolve: () => resolve(answerOf(request.id)),
          reject: () => reject(new Error('offline')),
        })
      })
    },
  })
  const settle = async (id: string, ok = true) => {
    const call = pending.get(id)!
    if (ok) call.resolve()
    else call.reject()
    await Promise.resolve()
    await Promise.resolve()
  }
  return { ahead, asked, settle, advance: (ms: number) => (clock += ms) }
}

describe('createPlayAhead', () => {
  it('asks for each neighbour once and hands its answer over when it arrived', async () => {
    const { ahead, asked, settle } = harness()
    ahead.prepare([channel('1'), channel('3')])
    ahead.prepare([channel('1'), channel('3')])
    expect(asked).toEqual(['1', '3'])
    expect(ahead.take(channel('1'))).toBeUndefined()
    await settle('1')
    expect(ahead.take(channel('1'))).toEqual({ answer: answerOf('1'), at: 0 })
    expect(ahead.take(channel('2'))).toBeUndefined()
  })

  it('stops handing an answer over at half its lifetime, and asks again then', async () => {
    const { ahead, asked, settle, advance } = harness()
    ahead.prepare([channel('1')])
    await settle('1')
    advance(1_800_000 - 1)
    expect(ahead.take(channel('1'))).toBeDefined()
    advance(1)
    expect(ahead.take(channel('1'))).toBeUndefined()
    ahead.prepare([channel('1')])
    expect(asked).toEqual(['1', '1'])
  })

  it('forgets the channels no longer next to the playing one, and the failed asks', async () => {
    const { ahead, asked, settle } = harness()
    ahead.prepare([channel('1'), channel('3')])
    await settle('3', false)
    expect(ahead.take(channel('3'))).toBeUndefined()
    ahead.prepare([channel('3'), channel('5')])
    expect(asked).toEqual(['1', '3', '3', '5'])
    // Channel 1 was left while it was being asked for: its late answer is not kept.
    await settle('1')
    expect(ahead.take(channel('1'))).toBeUndefined()
  })
})
