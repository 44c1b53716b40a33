import { beforeEach, describe, expect, it } from 'vitest'
import { FAVORITES_KEY, readFavorites } from './read-favorites'

beforeEach(() => localStorage.clear())

describe('readFavorites', () => {
  it('reads one kind, newest first, from normalised and raw records', () => {
    localStorage.setItem(
      FAVORITES_KEY,
      JSON.stringify([
        {
          id: '1',
          type: 'movie',
          content: { name: 'Antigo', image: '/a.svg' },
          addedAt: '2025-01-01T00:00:00Z',
        },
        {
          id: '9',
          type: 'series',
          content: { name: 'Série', cover: '/s.svg' },
          addedAt: '2025-03-01T00:00:00Z',
        },
        {
          id: '2',
          type: 'movie',
          content: { title: 'Novo', stream_icon: '/n.svg' },
          addedAt: '2025-02-01T00:00:00Z',
        },
      ]),
    )
    expect(readFavorites('movie')).toEqual([
      { id: '2', type: 'movie', name: 'Novo', image: '/n.svg', addedAt: '2025-02-01T00:00:00Z' },
      { id: '1', type: 'movie', name: 'Antigo', image: '/a.svg', addedAt: '2025-01-01T00:00:00Z' },
    ])
    expect(readFavorites('series').map((card) => [card.name, card.image])).toEqual([
      ['Série', '/s.svg'],
    ])
  })

  it('is empty when nothing, or something broken, is stored', () => {
    expect(readFavorites('movie')).toEqual([])
    localStorage.setItem(FAVORITES_KEY, '{not json')
    expect(readFavorites('movie')).toEqual([])
    localStorage.setItem(FAVORITES_KEY, '{"id":1}')
    expect(readFavorites('movie')).toEqual([])
  })

  it('names an untitled favourite with the spec default', () => {
    localStorage.setItem(FAVORITES_KEY, JSON.stringify([{ id: 5, type: 'movie', content: {} }]))
    expect(readFavorites('movie')[0]?.name).toBe('Título não disponível')
    expect(readFavorites('movie')[0]?.id).toBe('5')
  })
})
