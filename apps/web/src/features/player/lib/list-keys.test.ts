import { describe, expect, it } from 'vitest'
import { listKeyTarget } from './list-keys'

describe('listKeyTarget', () => {
  it('moves one row with ↑/↓ and stops at the ends', () => {
    expect(listKeyTarget('ArrowDown', 3, 10, 5)).toBe(4)
    expect(listKeyTarget('ArrowUp', 3, 10, 5)).toBe(2)
    expect(listKeyTarget('ArrowDown', 9, 10, 5)).toBe(9)
    expect(listKeyTarget('ArrowUp', 0, 10, 5)).toBe(0)
  })

  it('moves a screenful with the Page keys (at least one row), and to the ends with Home/End', () => {
    expect(listKeyTarget('PageDown', 3, 10, 5)).toBe(8)
    expect(listKeyTarget('PageDown', 8, 10, 5)).toBe(9)
    expect(listKeyTarget('PageUp', 3, 10, 5)).toBe(0)
    expect(listKeyTarget('PageDown', 3, 10, 0)).toBe(4)
    expect(listKeyTarget('Home', 7, 10, 5)).toBe(0)
    expect(listKeyTarget('End', 2, 10, 5)).toBe(9)
  })

  it('leaves other keys and an empty list alone', () => {
    expect(listKeyTarget('Enter', 3, 10, 5)).toBeNull()
    expect(listKeyTarget('a', 3, 10, 5)).toBeNull()
    expect(listKeyTarget('ArrowDown', 0, 0, 5)).toBeNull()
  })
})
