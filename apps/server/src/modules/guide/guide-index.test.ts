import { describe, expect, it } from 'vitest'
import { GuideIndexBuilder } from './guide-index'

const T = 1_800_000_000
const H = 3600

function build(rows: Array<[string, number, number, string]>) {
  const builder = new GuideIndexBuilder()
  for (const [id, start, end, title] of rows) builder.add(id, T + start, T + end, title)
  return builder.finish(T, 7)
}

describe('guide index', () => {
  const index = build([
    ['a', 2 * H, 3 * H, 'a2'],
    ['b', 0, 24 * H, 'b all day'],
    ['a', 0, H, 'a0'],
    ['a', H, 2 * H, 'a1'],
    ['a', H, 2 * H, 'a1 repeated'],
    ['a', 5 * H, 6 * H, 'a5'],
    ['b', 2 * H, 3 * H, 'b inside'],
  ])

  it('keeps each channel by start, the first of a repeated start', () => {
    expect(index).toMatchObject({ channels: 2, programmes: 6, updatedAt: T, version: 7 })
    expect(index.range('a', T, T + 24 * H).map((p) => p.title)).toEqual(['a0', 'a1', 'a2', 'a5'])
    expect(index.has('a') && index.has('b') && !index.has('c')).toBe(true)
    expect(index.bytes).toBeGreaterThan(0)
  })

  it('answers now and next, in a programme, at its edges and in a gap', () => {
    const at = (id: string, offset: number) => {
      const { now, next } = index.nowNext(id, T + offset)
      return [now?.title ?? null, next?.title ?? null]
    }
    expect(at('a', 30 * 60)).toEqual(['a0', 'a1'])
    expect(at('a', H)).toEqual(['a1', 'a2'])
    expect(at('a', 3 * H)).toEqual([null, 'a5'])
    expect(at('a', -1)).toEqual([null, 'a0'])
    expect(at('a', 6 * H)).toEqual([null, null])
    expect(at('c', 0)).toEqual([null, null])
    // Overlaps: the latest to start is on now; next is what starts after it ends.
    expect(index.nowNext('b', T + 2 * H + 1).now).toEqual({
      start: T + 2 * H,
      end: T + 3 * H,
      title: 'b inside',
    })
    expect(at('b', 10 * H)).toEqual(['b all day', null])
  })

  it('finds what overlaps a range, a long programme that started long before included', () => {
    const titles = (id: string, from: number, to: number) =>
      index.range(id, T + from, T + to).map((p) => p.title)
    expect(titles('a', H, 2 * H)).toEqual(['a1'])
    expect(titles('a', H - 1, 2 * H + 1)).toEqual(['a0', 'a1', 'a2'])
    expect(titles('b', 20 * H, 21 * H)).toEqual(['b all day'])
    expect(titles('a', 2 * H, 2 * H)).toEqual([])
    expect(titles('zzz', 0, H)).toEqual([])
  })

  it('lists what every channel has on now', () => {
    expect([...index.onNow(T + 2 * H + 10)].map(([id, p]) => `${id}:${p.title}`)).toEqual([
      'a:a2',
      'b:b inside',
    ])
  })

  it('builds an empty index', () => {
    const empty = build([])
    expect(empty.programmes).toBe(0)
    expect([...empty.onNow(T)]).toEqual([])
  })
})
