import { describe, expect, it } from 'vitest'
import { jsonBytes } from './catalog-size'
import { JsonCache } from './json-cache'

describe('JsonCache', () => {
  it('builds a text once and answers it again while kept', () => {
    const cache = new JsonCache<string>(2)
    let made = 0
    const make = () => `"${(made += 1)}"`
    expect(cache.get('a', make)).toBe('"1"')
    expect(cache.get('a', make)).toBe('"1"')
    expect(made).toBe(1)
  })

  it('lets the oldest go first and counts only what it holds', () => {
    const cache = new JsonCache<string>(3)
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.get(key, () => key)
    expect(cache.size).toBe(3)
    expect(cache.bytes).toBe(3 * jsonBytes('a'))
    // 'a' and 'b' went; 'c' is still there, so it is not built again.
    expect(cache.get('c', () => 'again')).toBe('c')
    expect(cache.get('a', () => 'again')).toBe('again')
    // 'a' came back in place of 'c', the oldest then.
    expect(cache.get('c', () => 'c2')).toBe('c2')
    expect(cache.size).toBe(3)
  })
})
