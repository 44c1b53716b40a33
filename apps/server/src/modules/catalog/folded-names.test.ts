import { describe, expect, it } from 'vitest'
import { foldNames, foldText, SEPARATOR } from './folded-names'

describe('foldText', () => {
  it('lower-cases and drops accents, precomposed or decomposed', () => {
    expect(foldText('Ação e FICÇÃO')).toBe('acao e ficcao')
    expect(foldText('Pe\u0301rola')).toBe('perola')
    expect(foldText('Plain ASCII 42')).toBe('plain ascii 42')
  })
})

describe('foldNames', () => {
  it('joins the folded names across batches, each at its offset', () => {
    const names = Array.from({ length: 2500 }, (_, n) => `Título ${n}${n % 7 === 0 ? '' : ' Ação'}`)
    names[3] = ''
    names[4] = `a${SEPARATOR}b`
    const { text, starts } = foldNames(names)
    expect(starts.length).toBe(names.length + 1)
    const read = Array.from(names, (_, n) => text.slice(starts[n], (starts[n + 1] as number) - 1))
    expect(read).toEqual(names.map((name) => foldText(name).replaceAll(SEPARATOR, ' ')))
    expect(text.split(SEPARATOR).length).toBe(names.length + 2)
    expect(starts[names.length]).toBe(text.length)
  })

  it('gives an empty list the two separators of an empty text', () => {
    const { text, starts } = foldNames([])
    expect([text, Array.from(starts)]).toEqual([SEPARATOR + SEPARATOR, [1]])
  })
})
