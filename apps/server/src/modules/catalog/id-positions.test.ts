import { describe, expect, it } from 'vitest'
import { IdPositions } from './id-positions'

describe('IdPositions', () => {
  it('finds every id of a large list, numbers and tokens alike, and misses the others', () => {
    const ids = new IdPositions()
    const given: string[] = []
    // Consecutive, scattered and the largest numbers, with the odd ids panels send.
    for (let n = 0; n < 50_000; n += 1) given.push(String(100_000 + n))
    for (let n = 0; n < 5_000; n += 1) given.push(String((n * 2_654_435_761) % 4_294_967_295))
    given.push(
      '4294967294',
      '4294967295',
      '99999999999',
      '0',
      '007',
      '7.0',
      '-3',
      'abc',
      '',
      '１２',
    )
    const unique = [...new Set(given)]
    unique.forEach((id, position) => ids.set(id, position))
    expect(ids.size).toBe(unique.length)
    expect(unique.map((id) => ids.get(id))).toEqual(unique.map((_, position) => position))
    for (const missing of ['99', '100000000', '08', 'abd', '4294967293', ' 1'])
      if (!unique.includes(missing)) expect(ids.get(missing)).toBeUndefined()
  })

  it('keeps the last position given for an id', () => {
    const ids = new IdPositions()
    ids.set('12', 1)
    ids.set('12', 5)
    ids.set('x', 2)
    ids.set('x', 3)
    expect([ids.get('12'), ids.get('x'), ids.size]).toEqual([5, 3, 2])
  })

  it('holds a number id in at most 21 bytes, a Map entry only for the others', () => {
    const ids = new IdPositions()
    for (let n = 0; n < 100_000; n += 1) ids.set(String(n * 3), n)
    expect(ids.bytes / ids.size).toBeLessThanOrEqual(21)
    ids.set('token', 100_000)
    expect(ids.bytes).toBeGreaterThan(100_000 * 8 + 64)
  })
})
