import { describe, expect, it } from 'vitest'
import { expandValues, MARK, ValuePrefixes } from './value-prefixes'

describe('ValuePrefixes', () => {
  it('keeps each folder once and puts every value back as JSON.stringify writes it', () => {
    const prefixes = new ValuePrefixes()
    const rows: unknown[][] = [
      ['http://painel.tv:8080/images/a.jpg', 'http://painel.tv:8080/images/b.jpg', 7, null],
      ['http://painel.tv:8080/images/', 'http://painel.tv:8080/imagens/"ção"\\/x.png', true],
      ['https://image.tmdb.org/t/p/w600/\u2028é.jpg', ['http://painel.tv:8080/images/c.jpg']],
      ['a/b', 'curto/x', 'sem barra', { url: 'http://painel.tv:8080/images/d.jpg' }],
      ['http://😀.example/pasta/\ud800.jpg', ''],
    ]
    const expected = rows.map((row) => JSON.stringify(row))
    const texts = rows.map((row) => prefixes.text([...row]))
    const escaped = prefixes.finish()
    expect(escaped).toEqual([
      'http://painel.tv:8080/images/',
      'http://painel.tv:8080/imagens/\\"ção\\"\\\\/',
      'https://image.tmdb.org/t/p/w600/',
      'http://😀.example/pasta/',
    ])
    expect(texts[0]).toBe(`${MARK}0"a.jpg",${MARK}0"b.jpg",7,null`)
    expect(texts.map((text) => `[${expandValues(text, escaped)}]`)).toEqual(expected)
  })

  it('names no more folders than its cap, and keeps the values past it whole', () => {
    const prefixes = new ValuePrefixes()
    const values = Array.from({ length: 5000 }, (_, n) => `http://painel.tv/poster/${n}/capa.jpg`)
    const expected = JSON.stringify(values)
    const text = prefixes.text([...values])
    const escaped = prefixes.finish()
    expect(escaped.length).toBe(4096)
    expect(text.endsWith(`,${JSON.stringify(values[4999])}`)).toBe(true)
    expect(`[${expandValues(text, escaped)}]`).toBe(expected)
  })

  it('keeps exact the items whose own text holds its tag', () => {
    const prefixes = new ValuePrefixes()
    const rows: unknown[][] = [
      ['http://painel.tv/images/a.jpg', 'nome \u007f'],
      ['http://painel.tv/images/b.jpg', 'x"\u007f0\u007fy', ['"\u007f0\u007f']],
      ['http://painel.tv/images/\u007f0\u007fc.jpg'],
    ]
    const expected = rows.map((row) => JSON.stringify(row))
    const texts = rows.map((row) => prefixes.text([...row]))
    const escaped = prefixes.finish()
    expect(texts.map((text) => `[${expandValues(text, escaped)}]`)).toEqual(expected)
    // What looked like a tag in the second made it go whole, with no folder named.
    expect(texts[1]).toBe(expected[1]?.slice(1, -1))
    expect(texts[0]?.startsWith(`${MARK}0"a.jpg"`)).toBe(true)
  })
})
