import { describe, expect, it } from 'vitest'
import { testItem } from '@/testing/catalog-item'
import { splitResults } from './search-results'

describe('splitResults', () => {
  it('puts channels apart from movies and series, keeping the order of each', () => {
    const results = [
      testItem('1'),
      testItem('2', { type: 'live' }),
      testItem('3', { type: 'series' }),
      testItem('4', { type: 'live' }),
    ]
    const { channels, titles } = splitResults(results)
    expect(channels.map((item) => item.id)).toEqual(['2', '4'])
    expect(titles.map((item) => item.id)).toEqual(['1', '3'])
  })
})
