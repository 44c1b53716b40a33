import { describe, expect, it } from 'vitest'
import { createCircuitBreaker } from './circuit-breaker'

describe('circuit breaker', () => {
  it('opens on the 5th consecutive failure and closes itself after 10 s', () => {
    let clock = 1_000
    const breaker = createCircuitBreaker({ now: () => clock })
    for (let i = 0; i < 4; i++) breaker.recordFailure()
    expect(breaker.canAttempt()).toBe(true)
    breaker.recordFailure()
    expect(breaker.canAttempt()).toBe(false)
    expect(breaker.openUntil()).toBe(11_000)
    clock = 10_999
    expect(breaker.canAttempt()).toBe(false)
    clock = 11_000
    expect(breaker.canAttempt()).toBe(true)
    // Closed afresh: one more failure does not reopen it.
    breaker.recordFailure()
    expect(breaker.canAttempt()).toBe(true)
  })

  it('a success forgets earlier failures; a reset closes it at once', () => {
    const breaker = createCircuitBreaker({ now: () => 0 })
    for (let i = 0; i < 4; i++) breaker.recordFailure()
    breaker.recordSuccess()
    breaker.recordFailure()
    expect(breaker.canAttempt()).toBe(true)
    for (let i = 0; i < 4; i++) breaker.recordFailure()
    expect(breaker.canAttempt()).toBe(false)
    breaker.reset()
    expect(breaker.canAttempt()).toBe(true)
  })

  it('survives a reload through the given storage', () => {
    const saved = new Map<string, string>()
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
    }
    let clock = 0
    const first = createCircuitBreaker({ now: () => clock, storage })
    for (let i = 0; i < 5; i++) first.recordFailure()
    const reloaded = createCircuitBreaker({ now: () => clock, storage })
    expect(reloaded.canAttempt()).toBe(false)
    clock = 10_000
    expect(reloaded.canAttempt()).toBe(true)
    expect(createCircuitBreaker({ now: () => clock, storage }).canAttempt()).toBe(true)
  })

  it('ignores a corrupt stored value', () => {
    const storage = { getItem: () => '{not json', setItem: () => {} }
    expect(createCircuitBreaker({ storage }).canAttempt()).toBe(true)
  })
})
