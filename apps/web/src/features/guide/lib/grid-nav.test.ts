import { describe, expect, it } from 'vitest'
import { leavesGrid, moveInGrid, type GridCell } from './grid-nav'

const channel = (row: number): GridCell => ({ row, start: null, end: null })
const block = (row: number, start: number, end: number): GridCell => ({ row, start, end })

const cells: GridCell[] = [
  channel(0),
  block(0, 0, 100),
  block(0, 100, 200),
  channel(1),
  block(1, 0, 150),
  block(1, 150, 300),
  channel(2),
]

describe('moveInGrid', () => {
  it('follows time within a row, to the channel before the first programme', () => {
    expect(moveInGrid(cells, block(0, 0, 100), 'ArrowRight', 0)).toEqual(block(0, 100, 200))
    expect(moveInGrid(cells, block(0, 100, 200), 'ArrowRight', 100)).toBeNull()
    expect(moveInGrid(cells, block(0, 0, 100), 'ArrowLeft', 0)).toEqual(channel(0))
    expect(moveInGrid(cells, channel(0), 'ArrowRight', null)).toEqual(block(0, 0, 100))
    expect(moveInGrid(cells, channel(0), 'ArrowLeft', null)).toBeNull()
  })

  it('goes up and down to the programme on at the anchor time', () => {
    expect(moveInGrid(cells, block(0, 100, 200), 'ArrowDown', 120)).toEqual(block(1, 0, 150))
    expect(moveInGrid(cells, block(0, 100, 200), 'ArrowDown', 160)).toEqual(block(1, 150, 300))
    expect(moveInGrid(cells, block(1, 150, 300), 'ArrowUp', 250)).toEqual(block(0, 100, 200))
  })

  it('goes to the channel from a channel, or where the next row has no programmes', () => {
    expect(moveInGrid(cells, channel(0), 'ArrowDown', null)).toEqual(channel(1))
    expect(moveInGrid(cells, block(1, 0, 150), 'ArrowDown', 10)).toEqual(channel(2))
    expect(moveInGrid(cells, channel(0), 'ArrowUp', null)).toBeNull()
  })
})

describe('leavesGrid', () => {
  it('hands ← from a channel and ↑ from the first row to the page', () => {
    expect(leavesGrid(channel(3), 'ArrowLeft')).toBe(true)
    expect(leavesGrid(block(0, 0, 100), 'ArrowUp')).toBe(true)
    expect(leavesGrid(channel(0), 'ArrowUp')).toBe(true)
  })

  it('keeps every other move inside, even at an edge', () => {
    expect(leavesGrid(block(0, 0, 100), 'ArrowLeft')).toBe(false)
    expect(leavesGrid(block(1, 0, 100), 'ArrowUp')).toBe(false)
    expect(leavesGrid(channel(0), 'ArrowDown')).toBe(false)
    expect(leavesGrid(block(0, 100, 200), 'ArrowRight')).toBe(false)
  })
})
