import { describe, expect, it } from 'vitest'
import { foldNames, foldText } from './folded-names'
import { buildSearchIndex, createSearchIndex } from './search-index'

// A small seeded generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

const ALPHABET = ['a', 'b', 'c', 'á', 'ç', 'ã', 'É', 'B', ' ', 'o', 'ô', '1', '-', '東', '京']

function word(next: () => number, min: number, max: number): string {
  const length = min + Math.floor(next() * (max - min + 1))
  let text = ''
  for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(next() * ALPHABET.length)]
  return text
}

/** The obvious implementation the index must agree with. */
function naive(names: string[], query: string, limit: number): number[] {
  const folded = names.map(foldText)
  const starts = folded.flatMap((name, i) => (name.startsWith(query) ? [i] : []))
  const contains = folded.flatMap((name, i) => (name.indexOf(query) > 0 ? [i] : []))
  return [...starts, ...contains].slice(0, limit)
}

describe('buildSearchIndex', () => {
  it('finds exactly what a naive scan finds, in the same order, on random data', () => {
    for (let round = 0; round < 20; round += 1) {
      const next = random(1000 + round)
      const names = Array.from({ length: 400 }, () => word(next, 0, 12))
      const index = buildSearchIndex(foldNames(names))
      for (let q = 0; q < 60; q += 1) {
        // Half the queries are cut from real names, so most of them have matches.
        const source = names[Math.floor(next() * names.length)] as string
        const start = Math.floor(next() * Math.max(1, source.length - 3))
        const query = foldText(
          next() < 0.5 ? source.slice(start, start + 3 + Math.floor(next() * 3)) : word(next, 3, 5),
        )
        // The routes never search for nothing (they need 3 characters).
        if (query === '') continue
        const limit = 1 + Math.floor(next() * 25)
        expect(index.find(query, limit), `${round}:${query}`).toEqual(naive(names, query, limit))
      }
    }
  })

  it('answers exactly before its postings are built, and after', () => {
    const next = random(77)
    const names = Array.from({ length: 300 }, () => word(next, 0, 10))
    const index = createSearchIndex(foldNames(names))
    const queries = ['abc', 'aca', 'bo1', 'ab', 'cao', ' b'].map(foldText)
    const before = queries.map((query) => index.find(query, 15))
    index.build()
    expect(before).toEqual(queries.map((query) => naive(names, query, 15)))
    expect(queries.map((query) => index.find(query, 15))).toEqual(before)
  })

  it('puts names that start with the query before the ones that contain it', () => {
    const index = buildSearchIndex(foldNames(['O Rio Azul', 'Rio Bravo', 'Sem Rio', 'Riozinho']))
    expect(index.find('rio', 10)).toEqual([1, 3, 0, 2])
    expect(index.find('rio', 2)).toEqual([1, 3])
  })

  it('handles queries shorter than a trigram and missing trigrams', () => {
    const index = buildSearchIndex(foldNames(['ab', 'xab', 'abc']))
    expect(index.find('ab', 10)).toEqual([0, 2, 1])
    expect(index.find('zzz', 10)).toEqual([])
    expect(index.find('', 10)).toEqual([])
  })

  it('finds nothing in an empty list', () => {
    const index = buildSearchIndex(foldNames([]))
    expect([index.find('abc', 5), index.find('a', 5)]).toEqual([[], []])
  })
})
