import { SEARCH_MAX_RESULTS, type CatalogItem, type ContentType } from '@myflix/shared'
import type { SearchResult, SearchType } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { catalogTitle } from '../../../test/support/catalog-items'
import { fakeGuideIndex } from '../../../test/support/fake-guide'
import type { GuideIndex } from '../guide/guide.types'
import { adultFreeIndex } from './adult-filter'
import { buildTypeIndex } from './catalog-index'
import { interleave, searchJson } from './catalog-search'

const title = (type: ContentType, id: string, name: string) =>
  catalogTitle(id, name, { type, added: Number(id) })

const index = (type: ContentType, items: CatalogItem[]) =>
  buildTypeIndex(
    {
      type,
      fetchedAt: new Date('2026-01-01T00:00:00Z'),
      categories: [
        { id: '1', name: 'Drama' },
        { id: '2', name: 'Adultos' },
      ],
      items,
    },
    (item) => JSON.stringify({ type: item.type, name: item.name }),
  )
const titles = (type: ContentType, names: string[]) =>
  index(
    type,
    names.map((name, at) => title(type, String(at + 1), name)),
  )
const channel = (id: string, name: string, epgId: string | null, category = '1') => ({
  ...catalogTitle(id, name, { type: 'live', categories: [category] }),
  epg_channel_id: epgId,
})

const films = titles(
  'movie',
  Array.from({ length: 30 }, (_, at) => `Amor ${String(at + 1).padStart(2, '0')}`),
)
const shows = titles('series', ['Amor em série 1', 'Amor em série 2', 'Outra coisa'])
const channels = index('live', [
  channel('1', 'Canal Amor', 'amor.br'),
  channel('2', 'Esporte Total', 'esporte.br'),
  channel('3', 'Notícias 24h', 'noticias.br'),
  channel('4', 'Esporte Total 2', 'esporte.br'),
  channel('5', 'Canal Adulto', 'adulto.br', '2'),
  channel('6', 'Sem Guia', null),
])
const lists = { movie: films, series: shows, live: channels }
const catalog = { index: async (type: ContentType) => lists[type] }

const AT = 1_800_000_000
const on = (title: string) => [{ start: AT - 600, end: AT + 1200, title, description: '' }]
const guide = fakeGuideIndex({
  'amor.br': on('Novela das nove'),
  'esporte.br': on('Futebol: Amor à camisa'),
  'noticias.br': on('Jornal'),
  'adulto.br': on('Amor proibido'),
  'fora.br': on('Amor sem canal'),
})

const found = async (text: string, type: SearchType, with_: GuideIndex | null = null) =>
  JSON.parse(await searchJson(catalog, text, type, with_, AT)) as Array<
    SearchResult & { type: ContentType; name: string }
  >

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
    expect(all.slice(0, 5).map((entry) => entry.type)).toEqual(
      'movie series live movie series'.split(' '),
    )
    expect(all.filter((entry) => entry.type === 'series')).toHaveLength(2)
    expect(all.filter((entry) => entry.type === 'live').map((entry) => entry.name)).toEqual([
      'Canal Amor',
    ])
  })

  it('keeps to the type asked for', async () => {
    const series = await found('amor', 'series')
    expect(series.map((entry) => entry.name).sort()).toEqual(['Amor em série 1', 'Amor em série 2'])
    expect((await found('amor', 'movie')).every((entry) => entry.type === 'movie')).toBe(true)
    expect(await found('nada disso', 'all')).toEqual([])
    expect((await found('esporte', 'live')).map((entry) => entry.name)).toEqual([
      'Esporte Total',
      'Esporte Total 2',
    ])
  })

  it('finds channels by their programme on now, after those found by name, with on_now', async () => {
    // By name: Canal Amor. By programme: Amor proibido starts with the text, so it comes first.
    const live = await found('amor', 'live', guide)
    expect(live.map((entry) => [entry.name, entry.on_now?.title])).toEqual([
      ['Canal Amor', 'Novela das nove'],
      ['Canal Adulto', 'Amor proibido'],
      ['Esporte Total', 'Futebol: Amor à camisa'],
      ['Esporte Total 2', 'Futebol: Amor à camisa'],
    ])
    expect(live[0]?.on_now).toEqual({ start: AT - 600, end: AT + 1200, title: 'Novela das nove' })
  })

  it('ranks programmes that start with the text first, and folds accents and case', async () => {
    const live = await found('FUTEBOL', 'live', guide)
    expect(live.map((entry) => entry.name)).toEqual(['Esporte Total', 'Esporte Total 2'])
    const accents = await found('notícias', 'live', guide)
    expect(accents.map((entry) => [entry.name, entry.on_now?.title])).toEqual([
      ['Notícias 24h', 'Jornal'],
    ])
  })

  it('gives "all" its turns: films, series, channels by name, channels by programme', async () => {
    const all = await found('amor', 'all', guide)
    expect(all).toHaveLength(SEARCH_MAX_RESULTS)
    expect(all.slice(0, 8).map((entry) => entry.type)).toEqual(
      'movie series live live movie series live movie'.split(' '),
    )
    expect(all.filter((entry) => entry.type === 'live').map((entry) => entry.name)).toEqual([
      'Canal Amor',
      'Canal Adulto',
      'Esporte Total',
      'Esporte Total 2',
    ])
    expect(all.slice(0, 4).map((entry) => entry.on_now?.title)).toEqual([
      undefined,
      undefined,
      'Novela das nove',
      'Amor proibido',
    ])
  })

  it('leaves out adult channels, by name and by programme, while parental control holds', async () => {
    const adultFree = { index: async (type: ContentType) => adultFreeIndex(lists[type]) }
    const live = JSON.parse(await searchJson(adultFree, 'amor', 'live', guide, AT)) as Array<{
      name: string
    }>
    expect(live.map((entry) => entry.name)).toEqual([
      'Canal Amor',
      'Esporte Total',
      'Esporte Total 2',
    ])
  })

  it('carries no on_now without a guide, or off the air', async () => {
    expect((await found('amor', 'live')).every((entry) => entry.on_now === undefined)).toBe(true)
    const later = JSON.parse(
      await searchJson(catalog, 'canal', 'live', guide, AT + 7200),
    ) as SearchResult[]
    expect(later.length).toBeGreaterThan(0)
    expect(later.every((entry) => entry.on_now === undefined)).toBe(true)
  })
})
