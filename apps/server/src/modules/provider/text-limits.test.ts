import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { COUNT_MAX, cutText, TEXT_MAX } from './text-limits'
import { toIdList, toList, toText, toUrl } from './xtream.schemas'

const SMILE = '\u{1F600}' // two code units: a surrogate pair

describe('cutText', () => {
  it('cuts at the limit, or one before it rather than between the halves of a pair', () => {
    expect(cutText('abcdef', 4)).toBe('abcd')
    expect(cutText(`abc${SMILE}ef`, 4)).toBe('abc')
    expect(cutText(`ab${SMILE}ef`, 4)).toBe(`ab${SMILE}`)
    expect(cutText(`${SMILE.repeat(3)}`, 5)).toBe(SMILE.repeat(2))
  })

  it('keeps text that is not a pair as it is (a lone low half, accents)', () => {
    expect(cutText('ação\uDE00x', 5)).toBe('ação\uDE00')
  })

  it('returns a string of its own: the parsed megabytes it was cut from can be collected', () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const cuts: string[] = []
    const heap = () => {
      gc()
      return process.memoryUsage().heapUsed
    }
    const before = heap()
    for (let n = 0; n < 20; n += 1) {
      // Parsed, as a panel's answer is: a fresh 5 MB string each time.
      const { name } = JSON.parse(`{"name":"${n}${'a'.repeat(5 * 1024 * 1024)}"}`) as {
        name: string
      }
      cuts.push(toText(name, TEXT_MAX.name) as string)
    }
    const held = heap() - before
    expect(cuts.every((cut) => cut.length === TEXT_MAX.name)).toBe(true)
    // A slice would keep all 20 originals (100 MB); the copies are 10 KB together.
    expect(held).toBeLessThan(16 * 1024 * 1024)
  })
})

describe('the readers every provider field goes through', () => {
  it('cuts text to the limit it is read with, after trimming', () => {
    expect(toText(`  ${'n'.repeat(600)}  `, TEXT_MAX.name)).toBe('n'.repeat(TEXT_MAX.name))
    expect(toText('x'.repeat(TEXT_MAX.plot + 1), TEXT_MAX.plot)).toHaveLength(TEXT_MAX.plot)
    expect(toText('x'.repeat(TEXT_MAX.list), TEXT_MAX.list)).toHaveLength(TEXT_MAX.list)
    expect(toText(`${'x'.repeat(TEXT_MAX.name - 1)}${SMILE}`, TEXT_MAX.name)).toHaveLength(
      TEXT_MAX.name - 1,
    )
  })

  it('drops an address over the limit instead of cutting it', () => {
    const base = 'https://img.example/'
    const fits = base + 'p'.repeat(TEXT_MAX.url - base.length)
    expect(toUrl(fits)).toBe(fits)
    expect(toUrl(`${fits}p`)).toBeNull()
    expect(toUrl(` ${fits} `)).toBe(fits)
  })

  it('keeps the first entries of a list, up to its count', () => {
    const urls = Array.from({ length: 40 }, (_, n) => `https://img.example/${n}.jpg`)
    const read = toList(['', null, ...urls], toUrl, COUNT_MAX.backdrops)
    expect(read).toEqual(urls.slice(0, COUNT_MAX.backdrops))
    expect(toList('https://img.example/1.jpg', toUrl, COUNT_MAX.backdrops)).toHaveLength(1)
    const ids = toIdList(Array.from({ length: 1000 }, (_, n) => n))
    expect(ids).toHaveLength(COUNT_MAX.categoryIds)
    expect(ids[0]).toBe('0')
  })
})
