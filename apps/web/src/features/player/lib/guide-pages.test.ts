import { describe, expect, it } from 'vitest'
import { GUIDE_PAGE_SIZE, pageOf } from '@/lib/guide-pages'
import { pagesAround } from './guide-pages'

describe('pagesAround', () => {
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
})
