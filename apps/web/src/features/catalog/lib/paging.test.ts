import { describe, expect, it } from 'vitest'
import { nextPageOffset, pageHasMore } from '@/lib/api/catalog/paging'
import { canLoadMore, onSentinel, prefetchIndex } from './paging'

const page = (count: number, offset = 0, total = 1000) => ({
  items: Array.from({ length: count }, () => ({}) as never),
  offset,
  total,
  limit: 50,
})

describe('paging rules (spec §4)', () => {
  it('has more only after a page of at least 20 items', () => {
    expect(pageHasMore(page(19))).toBe(false)
    expect(pageHasMore(page(20))).toBe(true)
    expect(pageHasMore(page(50))).toBe(true)
    expect(pageHasMore(page(0))).toBe(false)
  })

  it('stops at the total even when a page is full', () => {
    expect(pageHasMore(page(50, 950, 1000))).toBe(false)
    expect(pageHasMore(page(50, 900, 1000))).toBe(true)
  })

  it('gives the next offset after the items received, or undefined at the end', () => {
    expect(nextPageOffset(page(50, 100))).toBe(150)
    expect(nextPageOffset(page(30, 100))).toBe(130)
    expect(nextPageOffset(page(10, 100))).toBeUndefined()
  })

  it('places the prefetch sentinel at 70 % of the loaded list', () => {
    expect(prefetchIndex(100)).toBe(70)
    expect(prefetchIndex(50)).toBe(35)
    expect(prefetchIndex(1)).toBe(0)
    expect(prefetchIndex(0)).toBe(-1)
  })

  it('allows one fetch at a time, none after an error and none past the end', () => {
    const idle = { hasMore: true, isFetching: false, isError: false }
    expect(canLoadMore(idle)).toBe(true)
    expect(onSentinel(idle)).toBe('fetch')
    expect(onSentinel({ ...idle, isFetching: true })).toBe('ignore')
    expect(onSentinel({ ...idle, isError: true })).toBe('ignore')
    expect(onSentinel({ ...idle, hasMore: false })).toBe('ignore')
  })
})
