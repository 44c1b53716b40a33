import { describe, expect, it } from 'vitest'
import { createTranscodeSlots } from './transcode-slots'

describe('transcode slots', () => {
  it('hold video transcodes to the server limit and the user limit', () => {
    const slots = createTranscodeSlots({ videoMax: 2, videoPerUser: 1, streamsMax: 10 })
    const ana = slots.acquire('ana', true)
    expect(ana.ok).toBe(true)
    expect(slots.acquire('ana', true)).toEqual({ ok: false, reason: 'user-busy' })
    expect(slots.refusal('ana', true)).toBe('user-busy')
    expect(slots.acquire('bia', true).ok).toBe(true)
    expect(slots.acquire('carla', true)).toEqual({ ok: false, reason: 'busy' })
    // Remux and audio take no video slot.
    expect(slots.acquire('carla', false).ok).toBe(true)
    expect(slots.held()).toEqual({ streams: 3, video: 2 })
    if (ana.ok) {
      ana.release()
      ana.release()
    }
    expect(slots.held()).toEqual({ streams: 2, video: 1 })
    expect(slots.refusal('carla', true)).toBeNull()
    expect(slots.refusal('ana', true)).toBeNull()
  })

  it('hold every stream to the general cap', () => {
    const slots = createTranscodeSlots({ videoMax: 5, videoPerUser: 5, streamsMax: 2 })
    expect(slots.acquire('ana', false).ok).toBe(true)
    expect(slots.acquire('ana', true).ok).toBe(true)
    expect(slots.acquire('bia', false)).toEqual({ ok: false, reason: 'busy' })
    expect(slots.refusal('bia', true)).toBe('busy')
  })

  it('refuse every video transcode when the limit is 0', () => {
    const slots = createTranscodeSlots({ videoMax: 0, videoPerUser: 1, streamsMax: 2 })
    expect(slots.acquire('ana', true)).toEqual({ ok: false, reason: 'busy' })
    expect(slots.acquire('ana', false).ok).toBe(true)
  })
})
