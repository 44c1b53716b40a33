import { act, render, screen, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { Favorite } from '@myflix/shared'
import { ROW_CARD_CLASS } from '@/components/content/scroll-row'
import { libraryKeys } from '@/lib/api/library'
import { bindLibrary } from '@/lib/api/library/library-sync'
import { createQueryClient } from '@/lib/query-client'
import { initialFlags, useAppStore } from '@/stores/app-store'
import { testItem } from '@/testing/catalog-item'
import { FavoritesPage } from './favorites-page'

const film = (id: string, category: string): Favorite => ({
  id,
  type: 'movie',
  content: testItem(id, { category_name: category }),
  addedAt: `2026-01-0${id}T00:00:00.000Z`,
})

/** The page over a library whose favourites are already read (no server needed). */
function renderPage(favorites: Favorite[]) {
  const client = createQueryClient()
  client.setQueryData(libraryKeys.favorites(), favorites)
  bindLibrary(client, 'ana')
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FavoritesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return client
}

afterEach(() => {
  useAppStore.setState(initialFlags)
})

describe('favourites page', () => {
  it('waits for the parental answer before saying there are none, then follows it', () => {
    const client = renderPage([film('7', 'Adultos +18')])
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...')
    expect(screen.queryByText('Você ainda não tem favoritos')).toBeNull()

    act(() => useAppStore.setState({ parentalStateKnown: true, adultContentVisible: true }))
    expect(screen.getByText('Filme 7')).toBeInTheDocument()

    act(() => useAppStore.setState({ adultContentVisible: false }))
    expect(screen.getByText('Você ainda não tem favoritos')).toBeInTheDocument()
    // Hidden, not deleted.
    expect(client.getQueryData<Favorite[]>(libraryKeys.favorites())).toHaveLength(1)
  })

  it('shows safe favourites at once, before the parental answer', () => {
    renderPage([film('1', 'Ação')])
    expect(screen.getByText('Filme 1')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows each favourite as a catalogue row card, the groups side by side', () => {
    renderPage([film('3', 'Comédia'), film('2', 'Drama'), film('1', 'Ação')])
    const groups = ['Ação', 'Drama', 'Comédia'].map((name) => screen.getByRole('region', { name }))
    for (const group of groups) {
      const cards = within(group).getAllByRole('listitem')
      expect(cards).toHaveLength(1)
      // A row card's width, not a third of the page.
      expect(cards[0]!.className).toContain(ROW_CARD_CLASS)
    }
    // One wrapping line of groups, not a column of them.
    expect(new Set(groups.map((group) => group.parentElement))).toHaveProperty('size', 1)
    expect(groups[0]!.parentElement!.className).toMatch(/\bflex-wrap\b/)
  })
})
