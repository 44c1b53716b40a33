import { describe, expect, it } from 'vitest'
import { phoneSectionHeight, sectionEstimate } from './section-size'

describe('phone section height', () => {
  it('adds the header, one row of cards and the paddings', () => {
    // 56 header + (112 × 1.5 poster + 59 caption) + 8 row padding + 32 section padding
    expect(phoneSectionHeight('movie', false)).toBe(323)
    expect(phoneSectionHeight('series', true)).toBe(56 + 216 + 59 + 8 + 32)
    // Channels: square logos and no year line.
    expect(phoneSectionHeight('live', false)).toBe(56 + 112 + 43 + 8 + 32)
  })

  it('is the estimate on phones; desktops start from a guess', () => {
    expect(sectionEstimate('movie', true, false)).toBe(323)
    expect(sectionEstimate('movie', false, false)).toBeGreaterThan(1000)
  })
})
