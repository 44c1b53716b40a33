import { describe, expect, it } from 'vitest'
import { scheduleScrollTop } from './schedule-scroll'

describe('scheduleScrollTop', () => {
  it('puts the row on now near the top, with one row above it', () => {
    expect(scheduleScrollTop(600, 60, 300, 1_440)).toBe(540)
  })

  it('stays at the top for an early row, and never scrolls past the end', () => {
    expect(scheduleScrollTop(30, 60, 300, 1_440)).toBe(0)
    expect(scheduleScrollTop(1_380, 60, 300, 1_440)).toBe(1_140)
    expect(scheduleScrollTop(100, 60, 300, 200)).toBe(0)
  })
})
