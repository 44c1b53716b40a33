import { describe, expect, it } from 'vitest'
import { nowBatches } from './now-batches'

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
