import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Favorite } from '@myflix/shared'
import { setLibraryBinding } from '@/lib/api/library/library-state'
import { libraryKeys } from '@/lib/api/library/query-keys'
import { testItem } from '@/testing/catalog-item'
import { FavoriteHeart } from './favorite-heart'

afterEach(() => {
  vi.restoreAllMocks()
  setLibraryBinding({ client: null, user: null })
})

describe('FavoriteHeart', () => {
  it('shows no heart until the favourites are known, then the right one', async () => {
    // The favourites request never answers: the list stays unknown until set below.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    setLibraryBinding({ client, user: 'ana' })
    const item = testItem('7')
    render(
      <QueryClientProvider client={client}>
        <FavoriteHeart item={item} />
      </QueryClientProvider>,
    )
    // An empty heart here would say a favourite is not one, and a press would add it again.
    expect(screen.queryByRole('button')).toBeNull()
    const favorite: Favorite = {
      id: '7',
      type: 'movie',
      content: item,
      addedAt: '2026-01-01T00:00:00.000Z',
    }
    act(() => client.setQueryData(libraryKeys.favorites(), [favorite]))
    expect(await screen.findByRole('button', { name: 'Remover dos favoritos' })).toBeVisible()
  })
})
