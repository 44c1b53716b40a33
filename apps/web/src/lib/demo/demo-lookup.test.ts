import { describe, expect, it } from 'vitest'
import { findDemoRelated, findDemoTitle, searchDemo } from './demo-lookup'

describe('demo lookups (what a demo card opens before a cloud)', () => {
  it('finds a demo title by kind and id', async () => {
    expect((await findDemoTitle('movie', '900001'))?.name).toBe('Fogo Cruzado')
    expect(await findDemoTitle('series', '900001')).toBeNull()
    expect(await findDemoTitle('movie', '1')).toBeNull()
  })

  it('relates titles of the same category, in list order, without the title itself', async () => {
    const related = await findDemoRelated('movie', '900001', 20)
    expect(related?.map((item) => item.name)).toEqual([
      'Operação Tempestade',
      'Alvo Final',
      'Resgate no Deserto',
      'Linha de Frente',
    ])
    expect(await findDemoRelated('movie', '900001', 2)).toHaveLength(2)
    expect(await findDemoRelated('movie', 'nope', 20)).toBeNull()
  })

  it('searches like the server: accents and case ignored, prefixes first, Tudo alternating', async () => {
    expect((await searchDemo('ORBITA', 'movie', 20)).map((item) => item.name)).toEqual([
      'Órbita Perdida',
    ])
    const withDe = await searchDemo('de', 'movie', 20)
    expect(withDe.length).toBeGreaterThan(1)
    expect(withDe.every((item) => item.type === 'movie')).toBe(true)
    // 'Dois Corações' starts with 'do'; 'Mundo' or 'Código' only contain it.
    const names = (await searchDemo('do', 'movie', 20)).map((item) => item.name.toLowerCase())
    const leading = names.filter((name) => name.startsWith('do')).length
    expect(leading).toBeGreaterThan(0)
    expect(leading).toBeLessThan(names.length)
    expect(names.slice(0, leading).every((name) => name.startsWith('do'))).toBe(true)

    const all = await searchDemo('a', 'all', 20)
    expect(all).toHaveLength(20)
    expect(all.slice(0, 4).map((item) => item.type)).toEqual(['movie', 'series', 'live', 'movie'])
  })

  it("searches the demo's channels under 'Canais'", async () => {
    const channels = await searchDemo('tv', 'live', 20)
    expect(channels.length).toBeGreaterThan(0)
    expect(channels.every((item) => item.type === 'live' && /tv/i.test(item.name))).toBe(true)
  })
})
