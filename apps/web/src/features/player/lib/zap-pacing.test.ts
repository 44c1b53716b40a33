import { describe, expect, it } from 'vitest'
import { PLAYER_LIMITS } from './player-limits'
import { startDelayMs, ZAP_COALESCE_MS } from './zap-pacing'

describe('startDelayMs', () => {
  it("keeps the spec's 500 ms before a stream nobody zapped to", () => {
    expect(startDelayMs(null)).toBe(PLAYER_LIMITS.startDelayMs)
  })

  it('starts a zap from a playing channel at once', () => {
    expect(startDelayMs({ previousPlaying: true })).toBe(0)
  })

  it('holds a zap made before the channel before it started, to coalesce a run of presses', () => {
    expect(startDelayMs({ previousPlaying: false })).toBe(ZAP_COALESCE_MS)
    expect(ZAP_COALESCE_MS).toBeLessThan(PLAYER_LIMITS.startDelayMs)
  })
})
