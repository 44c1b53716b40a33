import { describe, expect, it } from 'vitest'
import { categoryTitle } from './category-title'

const acao = { id: '7', name: 'Ação', count: 12 }

describe('categoryTitle', () => {
  it.each([
    [{ by: 'id', value: '7', category: undefined }, 'Filmes'],
    [{ by: 'id', value: '7', category: acao }, 'Ação (12)'],
    [{ by: 'id', value: '106', category: { id: '106', name: 'Vazia', count: 0 } }, 'Vazia (0)'],
    [{ by: 'id', value: '106', category: null }, 'Categoria indisponível'],
    [{ by: 'name', value: 'Ação', category: acao }, 'Filmes | Ação (12)'],
    [{ by: 'name', value: 'Sumiu', category: null }, 'Filmes | Sumiu (0)'],
  ] as const)('%o → %s', (page, title) => {
    expect(categoryTitle({ ...page, kind: 'Filmes' })).toBe(title)
  })
})
