import { SEARCH_MAX_RESULTS, type ContentType, type SearchType } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { catalogTitle } from '../../../test/support/catalog-items'
import { buildTypeIndex } from './catalog-index'
import { interleave, searchJson } from './catalog-search'

const title = (type: ContentType, id: string, name: string) =>
  catalogTitle(id, name, { type, added: Number(id) })

const index = (type: ContentType, names: string[]) =>
  buildTypeIndex(
    {
      type,
      fetchedAt: new Date('2026-01-01T00:00:00Z'),
      categories: [{ id: '1', name: 'Drama' }],
      items: names.map((name, at) => title(type, String(at + 1), name)),
    },
    (item) => JSON.stringify({ type: item.type, name: item.name }),
  )

const films = index(
  'movie',
  Array.from({ length: 30 }, (_, at) => `Amor ${String(at + 1).padStart(2, '0')}`),
)
const shows = index('series', ['Amor em série 1', 'Amor em série 2', 'Outra coisa'])
const catalog = { index: async (type: ContentType) => (type === 'movie' ? films : shows) }
const found = async (text: string, type: SearchType) =>
  JSON.parse(await searchJson(catalog, text, type)) as Array<{ type: ContentType; name: string }>

describe('interleave', () => {
  it('takes one from each list in turn, then what is left, up to the maximum', () => {
    const first = ['f1', 'f2', 'f3', 'f4']
    expect(interleave([first, ['s1'], ['c1', 'c2']], 10)).toEqual('f1 s1 c1 f2 c2 f3 f4'.split(' '))
    expect(interleave([first, ['s1', 's2']], 3)).toEqual(['f1', 's1', 'f2'])
    expect(interleave([[], []], 5)).toEqual([])
  })
})

describe('searchJson', () => {
  it('mixes series into "all" even when films alone would fill the answer', async () => {
    const all = await found('amor', 'all')
    expect(all).toHaveLength(SEARCH_MAX_RESULTS)
    expect(all.slice(0, 4).map((entry) => entry.type)).toEqual([
      'movie',
      'series',
      'movie',
      'series',
    ])
    expect(all.filter((entry) => entry.type === 'series')).toHaveLength(2)
  })

  it('keeps to the type asked for', async () => {
    const series = await found('amor', 'series')
    expect(series.map((entry) => entry.name).sort()).toEqual(['Amor em série 1', 'Amor em série 2'])
    expect((await found('amor', 'movie')).every((entry) => entry.type === 'movie')).toBe(true)
    expect(await found('nada disso', 'all')).toEqual([])
  })
})
