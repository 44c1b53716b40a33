import { describe, expect, it } from 'vitest'
import { isTransientStatus, retryDelay } from './session-retry'

describe('the session read retry', () => {
  it('counts busy and failing answers as "not now", never an answer about the session', () => {
    expect([408, 429, 500, 502, 503, 504].every(isTransientStatus)).toBe(true)
    expect([200, 400, 401, 403, 404].some(isTransientStatus)).toBe(false)
  })

  it('waits as the server asks, capped at 10 s, else 1 s, 2 s, 4 s', () => {
    expect(retryDelay(0, '3')).toBe(3000)
    expect(retryDelay(2, '0')).toBe(0)
    expect(retryDelay(0, '3600')).toBe(10_000)
    expect([0, 1, 2].map((attempt) => retryDelay(attempt, null))).toEqual([1000, 2000, 4000])
    expect(retryDelay(1, 'soon')).toBe(2000)
    expect(retryDelay(1, ' ')).toBe(2000)
  })
})
