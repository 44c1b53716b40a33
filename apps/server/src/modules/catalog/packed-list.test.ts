import { describe, expect, it } from 'vitest'
import { movieIn } from '../../../test/support/catalog-items'
import { COUNT_MAX } from '../provider/text-limits'
import { PackedListBuilder, unpack } from './packed-list'

describe('PackedListBuilder', () => {
  it('keeps the first row of a title and merges the categories of the rest', () => {
    const builder = new PackedListBuilder()
    builder.push(movieIn('1', 'Um', ['10'], 5))
    builder.push({ ...movieIn('2', 'Dois', ['20', '10'], 7), is_adult: true })
    builder.push(movieIn('1', 'Um de novo', ['30', '10'], 9))
    const list = builder.finish()
    expect(list.size).toBe(2)
    expect(list.positions.get('2')).toBe(1)
    expect(list.categoryIds(0)).toEqual(['10', '30'])
    expect(list.categoryIds(1)).toEqual(['20', '10'])
    expect(Array.from(list.added)).toEqual([5, 7])
    expect(Array.from(list.flaggedAdult)).toEqual([0, 1])
    expect(list.names.text).toBe('\u0000um\u0000dois\u0000')
    expect(Array.from(list.names.starts)).toEqual([1, 4, 9])
    expect(unpack(list).map((item) => [item.name, item.category_ids])).toEqual([
      ['Um', ['10', '30']],
      ['Dois', ['20', '10']],
    ])
  })

  it('merges no more categories than a normalised item may hold', () => {
    const builder = new PackedListBuilder()
    for (let n = 0; n < COUNT_MAX.categoryIds + 5; n += 1)
      builder.push(movieIn('1', 'Um', [String(n)], 0))
    expect(builder.finish().categoryIds(0)).toHaveLength(COUNT_MAX.categoryIds)
  })

  it('grows past its first arrays', () => {
    const builder = new PackedListBuilder()
    for (let n = 0; n < 3000; n += 1) builder.push(movieIn(String(n), `T${n}`, [String(n % 3)], n))
    const list = builder.finish()
    expect(list.size).toBe(3000)
    expect(list.categoryIds(2999)).toEqual(['2'])
    expect(list.items.at(2999).name).toBe('T2999')
    expect(list.added[2999]).toBe(2999)
  })
})
