import { describe, expect, it, vi } from 'vitest'
import { createTranscodeSlots } from './transcode-slots'

describe('transcode slots', () => {
  it('hold video transcodes to the server limit; a user at their own limit replaces their oldest', () => {
    const slots = createTranscodeSlots({ videoMax: 2, videoPerUser: 1, streamsMax: 10 })
    const endFirst = vi.fn()
    const ana = slots.acquire('ana', true, endFirst)
    expect(ana.ok).toBe(true)
    expect(slots.refusal('ana', true)).toBeNull()
    // A seek: the new stream takes the old one's place, which is ended.
    const seek = slots.acquire('ana', true)
    expect(seek.ok).toBe(true)
    expect(endFirst).toHaveBeenCalledTimes(1)
    expect(slots.held()).toEqual({ streams: 1, video: 1 })
    expect(slots.acquire('bia', true).ok).toBe(true)
    expect(slots.refusal('carla', true)).toBe('busy')
    expect(slots.acquire('carla', true)).toEqual({ ok: false, reason: 'busy' })
    // Remux and audio take no video slot.
    expect(slots.acquire('carla', false).ok).toBe(true)
    expect(slots.held()).toEqual({ streams: 3, video: 2 })
    // The replaced stream's own end gives nothing back twice.
    if (ana.ok) ana.release()
    expect(slots.held()).toEqual({ streams: 3, video: 2 })
    if (seek.ok) {
      seek.release()
      seek.release()
    }
    expect(slots.held()).toEqual({ streams: 2, video: 1 })
    expect(slots.refusal('carla', true)).toBeNull()
  })

  it('hold every stream to the general cap', () => {
    const slots = createTranscodeSlots({ videoMax: 5, videoPerUser: 5, streamsMax: 2 })
    expect(slots.acquire('ana', false).ok).toBe(true)
    expect(slots.acquire('ana', true).ok).toBe(true)
    expect(slots.acquire('bia', false)).toEqual({ ok: false, reason: 'busy' })
    expect(slots.refusal('bia', true)).toBe('busy')
  })

  it('refuse every video transcode when a limit is 0', () => {
    const server = createTranscodeSlots({ videoMax: 0, videoPerUser: 1, streamsMax: 2 })
    expect(server.acquire('ana', true)).toEqual({ ok: false, reason: 'busy' })
    expect(server.acquire('ana', false).ok).toBe(true)
    const user = createTranscodeSlots({ videoMax: 2, videoPerUser: 0, streamsMax: 2 })
    expect(user.acquire('ana', true)).toEqual({ ok: false, reason: 'user-busy' })
  })
})
