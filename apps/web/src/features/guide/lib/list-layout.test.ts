import { describe, expect, it } from 'vitest'
import { channelSectionHeight } from './list-layout'

describe('channelSectionHeight', () => {
  it('adds the header, min(count, limit) rows with their gaps, and the padding', () => {
    expect(channelSectionHeight(6, 24, 1, 88)).toBe(56 + 6 * 88 + 5 * 8 + 32)
    expect(channelSectionHeight(300, 10, 1, 88)).toBe(56 + 10 * 88 + 9 * 8 + 32)
  })

  it('halves the rows in two columns, rounding up', () => {
    expect(channelSectionHeight(5, 24, 2, 88)).toBe(56 + 3 * 88 + 2 * 8 + 32)
  })

  it('is the header and padding alone for an empty category', () => {
    expect(channelSectionHeight(0, 24, 1, 88)).toBe(56 + 32)
  })

  it("grows the header, gaps and padding with the root ('Modo TV' at 1920 px: 24 px)", () => {
    expect(channelSectionHeight(6, 24, 1, 88, 1.5)).toBe(84 + 6 * 88 + 5 * 12 + 48)
  })
})
