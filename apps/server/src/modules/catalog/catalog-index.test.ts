import { t } from '@myflix/shared'
import type { CatalogItem } from '@myflix/shared'
import { describe, expect, it } from 'vitest'
import { movieIn } from '../../../test/support/catalog-items'
import { buildTypeIndex, ORPHAN_CATEGORY_ID } from './catalog-index'

const movie = movieIn

const serialise = (item: CatalogItem) => JSON.stringify({ id: item.id, name: item.name })

function sample() {
  return buildTypeIndex(
    {
      type: 'movie',
      fetchedAt: new Date('2026-01-01T00:00:00Z'),
      categories: [
        { id: '1', name: 'Ação' },
        { id: '2', name: 'Drama' },
        { id: '3', name: 'Vazia' },
      ],
      items: [
        movie('10', 'Ação Total', ['1'], 100),
        movie('11', 'O Drama', ['2'], 300),
        // The same film listed again under another category (XUI duplicates).
        movie('10', 'Ação Total', ['2'], 100),
        movie('12', 'Sem Categoria', [], 200),
        movie('13', 'Categoria Perdida', ['99'], null),
        movie('14', 'Dupla', ['1', '2'], 250),
      ],
    },
    serialise,
  )
}

describe('buildTypeIndex', () => {
  it('counts each film once per category it is listed in and groups orphans last', () => {
    const index = sample()
    expect(index.size).toBe(5)
    expect(index.categories).toEqual([
      { id: '1', name: 'Ação', count: 2 },
      { id: '2', name: 'Drama', count: 3 },
      { id: '3', name: 'Vazia', count: 0 },
      { id: ORPHAN_CATEGORY_ID, name: t('catalog.otherCategory'), count: 2 },
    ])
    expect(index.page('2', 0, 10)?.items.map((i) => i.id)).toEqual(['10', '11', '14'])
    expect(index.page(ORPHAN_CATEGORY_ID, 0, 10)?.items.map((i) => i.id)).toEqual(['12', '13'])
    expect(index.item('13')?.category_name).toBe('Outros')
    expect(index.item('11')?.category_name).toBe('Drama')
  })

  it('pages in provider order with the total, and refuses an unknown category', () => {
    const index = sample()
    const page = index.page(null, 1, 2)
    expect(page?.total).toBe(5)
    expect(page?.items.map((i) => i.id)).toEqual(['11', '12'])
    expect(index.page(null, 10, 5)?.items).toEqual([])
    expect(index.page('nope', 0, 5)).toBeNull()
  })

  it('lists the newest first, undated last', () => {
    expect(
      sample()
        .recent(10)
        .map((i) => i.id),
    ).toEqual(['11', '14', '12', '10', '13'])
  })

  it('relates items of the same primary category, never the item itself', () => {
    const index = sample()
    expect(index.related('11', 10)?.map((i) => i.id)).toEqual(['10', '14'])
    expect(index.related('11', 1)?.map((i) => i.id)).toEqual(['10'])
    expect(index.related('404', 10)).toBeNull()
  })

  it('searches without case or accents', () => {
    const index = sample()
    expect(index.search('  acao ', 20).map((i) => i.id)).toEqual(['10'])
    expect(index.search('DRAMA', 20).map((i) => i.id)).toEqual(['11'])
    expect(index.search('categ', 20).map((i) => i.id)).toEqual(['13', '12'])
  })

  it('caches the JSON of each item', () => {
    let calls = 0
    const index = buildTypeIndex(
      { type: 'movie', fetchedAt: new Date(), categories: [], items: [movie('1', 'A', [], 1)] },
      (item) => {
        calls += 1
        return JSON.stringify(item.id)
      },
    )
    const item = index.item('1') as CatalogItem
    expect(index.json(item)).toBe('"1"')
    expect(index.json(item)).toBe('"1"')
    expect(calls).toBe(1)
  })

  it('builds its search index once `indexAfter` settles, and finds names meanwhile', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const items = Array.from({ length: 12_000 }, (_, n) =>
      movie(String(n), n === 11_999 ? 'Última Sessão' : `Filme ${n}`, [], n),
    )
    const index = buildTypeIndex(
      { type: 'movie', fetchedAt: new Date(), categories: [], items },
      serialise,
      gate,
    )
    let ready = false
    void index.searchReady.then(() => (ready = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ready).toBe(false)
    expect(index.search('ultima', 20).map((i) => i.id)).toEqual(['11999'])
    release()
    await index.searchReady
    expect(index.search('ultima', 20).map((i) => i.id)).toEqual(['11999'])
  })
})
