import { describe, expect, it } from 'vitest'
import { desktopSectionHeight, phoneSectionHeight, sectionEstimate } from './section-size'

describe('phone section height', () => {
  it('adds the header, one row of cards and the paddings', () => {
    // 56 header + (112 × 1.5 poster + 59 caption) + 8 row padding + 32 section padding
    expect(phoneSectionHeight(false)).toBe(323)
    expect(phoneSectionHeight(true)).toBe(56 + 216 + 59 + 8 + 32)
  })

  it('is the estimate on phones; desktops start from a guess', () => {
    expect(sectionEstimate(true, false)).toBe(323)
    expect(sectionEstimate(false, false)).toBeGreaterThan(1000)
  })
})

describe('desktop section height', () => {
  it('lays out min(count, 24) cards in as many 152 px+ columns as fit, with 12 px gaps', () => {
    // 1000 px: 6 columns of (1000 − 5 × 12) / 6 ≈ 156.7 px; posters 235 + 59 caption.
    const card = ((1000 - 5 * 12) / 6) * 1.5 + 59
    expect(desktopSectionHeight(30, 1000)).toBeCloseTo(56 + 4 * card + 3 * 12 + 32)
    expect(desktopSectionHeight(7, 1000)).toBeCloseTo(56 + 2 * card + 12 + 32)
    expect(desktopSectionHeight(0, 1000)).toBe(56 + 32)
  })
})
