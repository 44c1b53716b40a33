import { describe, expect, it } from 'vitest'
import { ProviderError } from './provider-error'
import { readListSlices } from './xtream.list-reader'

// Rows of ~200 bytes: 12k of them span a few 1 MB slices.
const rows = (count: number, name: (n: number) => string = (n) => `Filme ${n}`) =>
  Array.from({ length: count }, (_, n) => ({
    stream_id: n,
    name: name(n),
    stream_icon: `http://img.example/${n}.jpg`,
    category_ids: [n % 7, n % 11],
    plot: 'x'.repeat(120),
  }))

const read = (text: string) => [...readListSlices(Buffer.from(text))]

describe('readListSlices', () => {
  it('gives every row of a big list, in order, in several slices', () => {
    const list = rows(12_000)
    const slices = read(JSON.stringify(list))
    expect(slices.length).toBeGreaterThan(1)
    expect(slices.flat()).toEqual(list)
  })

  it('reads small, empty and padded lists', () => {
    expect(read('[]')).toEqual([[]])
    expect(read(' \n[ {"a":1} , {"b":2} ]\n')).toEqual([[{ a: 1 }, { b: 2 }]])
  })

  it('survives a "},{" inside a string or a nested object after the first slice', () => {
    // From row 8000 on, each row's last field holds one: a cut there cannot parse, so the rest is
    // read from the whole text (once the first slices are given).
    const list = rows(12_000).map((row, n) =>
      n < 8000
        ? row
        : { ...row, plot: `${row.plot} },{"stream_id":"x"} fim`, info: [{ a: 1 }, { b: 2 }] },
    )
    const slices = read(JSON.stringify(list))
    expect(slices.length).toBeGreaterThan(1)
    expect(slices.flat()).toEqual(list)
  })

  it.each([
    ['cut off', (text: string) => text.slice(0, text.length - 5000)],
    ['trailing junk', (text: string) => `${text} junk`],
  ])('a %s body is malformed-json', (_, spoil) => {
    const text = spoil(JSON.stringify(rows(12_000)))
    let error: unknown
    try {
      read(text)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).reason).toBe('malformed-json')
  })
})
