import { describe, expect, it } from 'vitest'
import { directionOfKey, pickNeighbour, type Box, type Candidate } from './geometry'

function box(left: number, top: number, width = 100, height = 150): Box {
  return { left, top, right: left + width, bottom: top + height }
}

function named(entries: Record<string, Box>): Candidate<string>[] {
  return Object.entries(entries).map(([item, b]) => ({ item, box: b }))
}

describe('pickNeighbour', () => {
  // Two rows of three cards, 12 px apart, and a wide button above.
  const grid = named({
    a1: box(0, 200),
    a2: box(112, 200),
    a3: box(224, 200),
    b1: box(0, 362),
    b2: box(112, 362),
    b3: box(224, 362),
    button: box(150, 100, 200, 40),
  })

  it('moves along a row to the nearest card that way', () => {
    expect(pickNeighbour(box(0, 200), grid, 'right')).toBe('a2')
    expect(pickNeighbour(box(224, 200), grid, 'left')).toBe('a2')
  })

  it('moves down to the card under, not a nearer diagonal one', () => {
    expect(pickNeighbour(box(112, 200), grid, 'down')).toBe('b2')
  })

  it('prefers what shares a band across the direction over a nearer diagonal', () => {
    const candidates = named({ diagonal: box(120, 360), aligned: box(0, 600) })
    expect(pickNeighbour(box(0, 200), candidates, 'down')).toBe('aligned')
  })

  it('among overlapping candidates picks the best aligned at the same distance', () => {
    expect(pickNeighbour(box(224, 362), grid, 'up')).toBe('a3')
    expect(pickNeighbour(box(200, 200, 50, 150), grid, 'up')).toBe('button')
  })

  it('answers null when nothing lies that way', () => {
    expect(pickNeighbour(box(224, 200), grid, 'right')).toBeNull()
    expect(pickNeighbour(box(0, 362), grid, 'left')).toBeNull()
  })

  it('ignores candidates behind or overlapping the focused box', () => {
    const candidates = named({ inside: box(10, 210, 20, 20), behind: box(-200, 200) })
    expect(pickNeighbour(box(0, 200), candidates, 'right')).toBeNull()
  })

  it('falls back to the nearest diagonal when no candidate is aligned', () => {
    const candidates = named({ near: box(300, 400), far: box(300, 900) })
    expect(pickNeighbour(box(0, 100), candidates, 'down')).toBe('near')
  })
})

describe('directionOfKey', () => {
  it('maps the arrow keys and nothing else', () => {
    expect(directionOfKey('ArrowUp')).toBe('up')
    expect(directionOfKey('ArrowLeft')).toBe('left')
    expect(directionOfKey('Enter')).toBeNull()
  })
})
