import { describe, expect, it } from 'vitest'
import { GUIDE_NOW_IDS_MAX } from '@myflix/shared'
import { GUIDE_PAGE_SIZE, pageIds, pageOf, pagesOfRows, pagesSpanning } from './guide-pages'

const ids = Array.from({ length: 120 }, (_, i) => String(i))

describe('guide pages', () => {
  it('asks for no more channels at once than the API takes', () => {
    expect(GUIDE_PAGE_SIZE).toBeLessThanOrEqual(GUIDE_NOW_IDS_MAX)
  })

  it('cuts the list into fixed pages', () => {
    expect(pageOf(0)).toBe(0)
    expect(pageOf(GUIDE_PAGE_SIZE - 1)).toBe(0)
    expect(pageOf(GUIDE_PAGE_SIZE)).toBe(1)
    expect(pageIds(ids, 0)).toEqual(ids.slice(0, GUIDE_PAGE_SIZE))
    expect(pageIds(ids, 2)).toEqual(ids.slice(2 * GUIDE_PAGE_SIZE, 3 * GUIDE_PAGE_SIZE))
    expect(pageIds(ids, 9)).toEqual([])
  })

  it('spans the pages of a range of rows', () => {
    expect(pagesSpanning(3, 12)).toEqual([0])
    expect(pagesSpanning(GUIDE_PAGE_SIZE - 2, GUIDE_PAGE_SIZE * 2 + 1)).toEqual([0, 1, 2])
    expect(pagesSpanning(-1, 4)).toEqual([0])
    expect(pagesSpanning(5, 4)).toEqual([])
    expect(pagesSpanning(-3, -1)).toEqual([])
  })

  it('spans pages of another size', () => {
    expect(pagesSpanning(0, 12, 50)).toEqual([0])
    expect(pagesSpanning(48, 103, 50)).toEqual([0, 1, 2])
    expect(pagesSpanning(48, 103, 25)).toEqual([1, 2, 3, 4])
  })
})

describe('pagesOfRows', () => {
  const pages = (first: number, last: number) =>
    pagesOfRows(ids, first, last).map((page) => [page[0], page.length])

  it('asks for the aligned pages holding the rows on screen', () => {
    expect(pages(0, 9)).toEqual([['0', 50]])
    expect(pages(45, 60)).toEqual([
      ['0', 50],
      ['50', 50],
    ])
    expect(pages(110, 200)).toEqual([['100', 20]])
  })

  it('gives the same page for any rows of it, so a scroll by a row asks for nothing new', () => {
    expect(pagesOfRows(ids, 3, 12)).toEqual(pagesOfRows(ids, 10, 20))
  })

  it('asks for nothing without rows', () => {
    expect(pagesOfRows([], 0, 10)).toEqual([])
    expect(pagesOfRows(ids, 5, 4)).toEqual([])
  })
})
