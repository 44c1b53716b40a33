import { describe, expect, it } from 'vitest'
import type { ChannelNowNext, Programme } from '@myflix/shared'
import {
  IDLE_REFETCH_MS,
  MAX_REFETCH_MS,
  MIN_REFETCH_MS,
  nextRefetchDelay,
  nowBatches,
  onAirAt,
  progressAt,
} from './now-next'

const show = (start: number, end: number, title = `P${start}`): Programme => ({ start, end, title })
const entry = (now: Programme | null, next: Programme | null, id = '1'): ChannelNowNext => ({
  id,
  now,
  next,
})

describe('onAirAt', () => {
  const news = show(1000, 2000, 'Jornal')
  const film = show(2000, 4000, 'Filme')

  it('shows now and next while now is on', () => {
    expect(onAirAt(entry(news, film), 1500)).toEqual({ now: news, next: film })
  })

  it('moves next into now once now has ended, before the refetch says what follows', () => {
    expect(onAirAt(entry(news, film), 2000)).toEqual({ now: film, next: null })
  })

  it('treats a programme that has not begun as next, and an ended guide as nothing', () => {
    expect(onAirAt(entry(null, film), 1500)).toEqual({ now: null, next: film })
    expect(onAirAt(entry(news, film), 500)).toEqual({ now: null, next: news })
    expect(onAirAt(entry(news, film), 5000)).toEqual({ now: null, next: null })
    expect(onAirAt(undefined, 1500)).toEqual({ now: null, next: null })
  })
})

describe('progressAt', () => {
  it('is the share gone by, within 0 and 1', () => {
    expect(progressAt(show(1000, 2000), 1250)).toBe(0.25)
    expect(progressAt(show(1000, 2000), 500)).toBe(0)
    expect(progressAt(show(1000, 2000), 2500)).toBe(1)
    expect(progressAt(show(1000, 1000), 1000)).toBe(1)
  })
})

describe('nextRefetchDelay', () => {
  it('waits for the earliest boundary shown, plus a grace', () => {
    const entries = [entry(show(0, 3600), show(3600, 7200)), entry(show(0, 1800), null, '2')]
    expect(nextRefetchDelay(entries, 600)).toBe((1800 - 600 + 5) * 1000)
  })

  it('counts a next programme still to begin on a channel with nothing on', () => {
    expect(nextRefetchDelay([entry(null, show(1000, 2000))], 100)).toBe((900 + 5) * 1000)
  })

  it('never asks sooner than the minimum nor later than the maximum', () => {
    expect(nextRefetchDelay([entry(show(0, 601), null)], 600)).toBe(MIN_REFETCH_MS)
    expect(nextRefetchDelay([entry(show(0, 86_400), null)], 600)).toBe(MAX_REFETCH_MS)
  })

  it('waits the idle delay when nothing has a time ahead', () => {
    expect(nextRefetchDelay([], 600)).toBe(IDLE_REFETCH_MS)
    expect(nextRefetchDelay([entry(null, null), entry(show(0, 100), null)], 600)).toBe(
      IDLE_REFETCH_MS,
    )
    expect(IDLE_REFETCH_MS).toBeGreaterThanOrEqual(60_000)
  })
})

describe('nowBatches', () => {
  const ids = Array.from({ length: 120 }, (_, i) => String(i))

  it('asks for the aligned blocks holding the rows on screen', () => {
    expect(nowBatches(ids, 0, 9).map((batch) => [batch[0], batch.length])).toEqual([['0', 50]])
    expect(nowBatches(ids, 45, 60).map((batch) => [batch[0], batch.length])).toEqual([
      ['0', 50],
      ['50', 50],
    ])
    expect(nowBatches(ids, 110, 200).map((batch) => [batch[0], batch.length])).toEqual([
      ['100', 20],
    ])
  })

  it('gives the same batch for any rows of a block, so a scroll by a row asks for nothing new', () => {
    expect(nowBatches(ids, 3, 12)).toEqual(nowBatches(ids, 10, 20))
  })

  it('asks for nothing without rows', () => {
    expect(nowBatches([], 0, 10)).toEqual([])
    expect(nowBatches(ids, 5, 4)).toEqual([])
  })
})
