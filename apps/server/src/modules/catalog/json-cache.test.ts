import { describe, expect, it } from 'vitest'
import { JsonCache } from './json-cache'

const MB = 1024 * 1024

/** A text of `bytes` UTF-8 bytes that says which position it is of. */
const textOf = (position: number, bytes = 60_000) => {
  const head = `{"id":"${position}","name":"ação`
  return `${head}${'x'.repeat(bytes - Buffer.byteLength(head) - 2)}"}`
}

describe('JsonCache', () => {
  it('builds a text once and answers the same text again while kept', () => {
    const cache = new JsonCache(10, 4 * MB)
    let made = 0
    const make = () => {
      made += 1
      return textOf(3, 200)
    }
    expect(cache.bytes).toBe(0)
    expect(cache.get(3, make)).toBe(textOf(3, 200))
    expect(cache.get(3, make)).toBe(textOf(3, 200))
    expect(made).toBe(1)
    // One buffer, and where each of the 10 positions' texts is.
    expect(cache.bytes).toBe(MB + 10 * 10)
  })

  it('lets the oldest buffer go first, with every text it held, and stays within its bytes', () => {
    const cache = new JsonCache(100, 2 * MB)
    // 17 texts of 60 KB fill a 1 MB buffer: 40 take three, and the first goes.
    for (let position = 0; position < 40; position += 1) cache.get(position, () => textOf(position))
    expect(cache.bytes).toBeLessThanOrEqual(2 * MB + 100 * 10)
    // The first buffer's 17 texts went; the last 23 are answered as kept.
    for (let position = 17; position < 40; position += 1)
      expect(cache.get(position, () => 'made again')).toBe(textOf(position))
    expect(cache.get(16, () => 'made again')).toBe('made again')
    const kept = new JsonCache(100, 2 * MB)
    for (let position = 0; position < 34; position += 1) kept.get(position, () => textOf(position))
    // Two buffers' worth: nothing was let go.
    for (let position = 0; position < 34; position += 1)
      expect(kept.get(position, () => 'made again')).toBe(textOf(position))
  })

  it('makes a text past its limit each time, and keeps nothing with less room than a buffer', () => {
    const cache = new JsonCache(2, 4 * MB)
    const long = textOf(0, 70_000)
    let made = 0
    const make = () => {
      made += 1
      return long
    }
    cache.get(0, make)
    expect(cache.get(0, make)).toBe(long)
    expect(made).toBe(2)
    expect(cache.bytes).toBe(0)
    const none = new JsonCache(2, MB - 1)
    none.get(1, () => textOf(1, 100))
    expect(none.get(1, () => 'made again')).toBe('made again')
  })

  it('gives a text as its UTF-8, kept or not, and the text and the bytes agree', () => {
    const cache = new JsonCache(4, 4 * MB)
    let made = 0
    const make = (position: number) => () => {
      made += 1
      return textOf(position, 300)
    }
    const first = cache.utf8(1, make(1))
    expect(first.toString('utf8')).toBe(textOf(1, 300))
    expect(cache.utf8(1, make(1)).equals(first)).toBe(true)
    expect(cache.get(1, make(1))).toBe(textOf(1, 300))
    expect(cache.get(2, make(2))).toBe(textOf(2, 300))
    expect(cache.utf8(2, make(2)).toString('utf8')).toBe(textOf(2, 300))
    expect(made).toBe(2)
    // Not kept (past the limit): made each time, still given as bytes.
    const long = textOf(3, 70_000)
    expect(cache.utf8(3, () => long).toString('utf8')).toBe(long)
    expect(cache.utf8(3, () => 'made again').toString('utf8')).toBe('made again')
  })
})
