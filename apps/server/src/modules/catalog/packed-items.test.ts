import type { CatalogItem } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { movieIn } from '../../../test/support/catalog-items'
import { PackedItemsWriter } from './packed-items'

describe('PackedItemsWriter', () => {
  it('gives back every item as it was written, across several buffers', () => {
    const writer = new PackedItemsWriter()
    const written: CatalogItem[] = []
    // ~9 KB each: 2,000 of them fill more than four 4 MB buffers.
    for (let i = 0; i < 2000; i += 1) {
      const item = { ...movieIn(String(i), `Filme ${i} – ação`, ['1'], i), plot: 'é'.repeat(4500) }
      written.push(item)
      writer.push(item)
    }
    const packed = writer.finish()
    expect(packed.size).toBe(2000)
    expect(packed.bytes).toBeGreaterThan(4 * 4 * 1024 * 1024)
    expect(Array.from({ length: packed.size }, (_, position) => packed.at(position))).toEqual(
      written,
    )
  })

  it('ends each item where the next starts, empty ones and those at the end of a buffer too', () => {
    const writer = new PackedItemsWriter()
    const written: CatalogItem[] = []
    const push = (item: CatalogItem) => {
      written.push(item)
      writer.push(item)
    }
    push({} as CatalogItem)
    for (let i = 0; i < 1500; i += 1) {
      push({ ...movieIn(String(i), `Filme ${i}`, ['1'], i), plot: 'x'.repeat(3000 + i) })
      // Empty items on both sides of every buffer's end.
      if (i % 3 === 0) push({} as CatalogItem)
    }
    push({} as CatalogItem)
    const packed = writer.finish()
    const texts = Array.from({ length: packed.size }, (_, position) => packed.text(position))
    expect(texts).toEqual(written.map((item) => JSON.stringify(item)))
  })

  it('makes a new object each time, so a change to one never reaches the list', () => {
    const writer = new PackedItemsWriter()
    writer.push(movieIn('1', 'Um', [], 1))
    const packed = writer.finish()
    const first = packed.at(0)
    first.name = 'Mudado'
    expect(packed.at(0)).not.toBe(first)
    expect(packed.at(0).name).toBe('Um')
  })

  it('gives back the text JSON.stringify writes, whatever keys and values an item has', () => {
    const base = movieIn('7', 'Sete', ['1', '2'], 7)
    const items: CatalogItem[] = [
      base,
      // A key left out, one added, one undefined (JSON.stringify writes no key for it).
      { ...base, id: '8', is_adult: true, plot: undefined } as unknown as CatalogItem,
      // Commas, brackets, braces, quotes and escapes inside strings; arrays of strings.
      {
        ...base,
        id: '9',
        name: 'A, [b] {c} "d" \\ e\u2028 ã',
        backdrop: ['http://x/a,b.jpg', 'http://x/"c".jpg'],
      },
      {} as CatalogItem,
    ]
    const writer = new PackedItemsWriter()
    items.forEach((item) => writer.push(item))
    const packed = writer.finish()
    items.forEach((item, position) => {
      expect(packed.text(position)).toBe(JSON.stringify(item))
      expect(packed.at(position)).toEqual(JSON.parse(JSON.stringify(item)))
    })
  })

  it('keeps each item as its values, not its keys', () => {
    const keyed = new PackedItemsWriter()
    const item = movieIn('1', 'Um', ['1'], 1)
    for (let i = 0; i < 100; i += 1) keyed.push(item)
    const valuesOnly = JSON.stringify(Object.values(item)).length - 2
    // 100 values texts and 6 bytes of offset and shape each.
    expect(keyed.finish().bytes).toBe(100 * (valuesOnly + 6))
  })
})
