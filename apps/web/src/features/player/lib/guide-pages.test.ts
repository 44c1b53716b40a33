import { describe, expect, it } from 'vitest'
import { GUIDE_NOW_IDS_MAX } from '@myflix/shared'
import { GUIDE_PAGE_SIZE, pageIds, pageOf, pagesAround, pagesSpanning } from './guide-pages'

const ids = Array.from({ length: 120 }, (_, i) => String(i + 1))

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

  it("gives the channel's page first, then its neighbours' pages, wrapping around the list", () => {
    expect(pagesAround(120, 10)).toEqual([0])
    expect(pagesAround(120, GUIDE_PAGE_SIZE - 1)).toEqual([0, 1])
    expect(pagesAround(120, GUIDE_PAGE_SIZE)).toEqual([1, 0])
    expect(pagesAround(120, 0)).toEqual([0, pageOf(119)])
    expect(pagesAround(120, 119)).toEqual([pageOf(119), 0])
    expect(pagesAround(1, 0)).toEqual([0])
    expect(pagesAround(0, 0)).toEqual([])
    expect(pagesAround(10, -1)).toEqual([])
  })

  it('spans the pages of a range of rows', () => {
    expect(pagesSpanning(3, 12)).toEqual([0])
    expect(pagesSpanning(GUIDE_PAGE_SIZE - 2, GUIDE_PAGE_SIZE * 2 + 1)).toEqual([0, 1, 2])
    expect(pagesSpanning(-1, 4)).toEqual([])
    expect(pagesSpanning(5, 4)).toEqual([])
  })
})
