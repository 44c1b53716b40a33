import { describe, expect, it } from 'vitest'
import { canSeeAdult } from './access'

describe('canSeeAdult', () => {
  const now = Date.parse('2026-01-01T12:00:00Z')
  const state = (enabled: boolean, unlockedUntil: string | null) => ({
    enabled,
    hasPin: true,
    unlockedUntil,
  })

  it('sees adult content with control off', () => {
    expect(canSeeAdult(state(false, null), now)).toBe(true)
  })

  it('hides it with control on, until an unlock that has not run out', () => {
    expect(canSeeAdult(state(true, null), now)).toBe(false)
    expect(canSeeAdult(state(true, '2026-01-01T12:30:00Z'), now)).toBe(true)
    expect(canSeeAdult(state(true, '2026-01-01T11:59:59Z'), now)).toBe(false)
    expect(canSeeAdult(state(true, 'not a date'), now)).toBe(false)
  })
})
