import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { ROW_CARD_CLASS } from '@/components/content/scroll-row'
import { initialFlags, useAppStore } from '@/stores/app-store'
import { useFavoritesStore } from '@/stores/favorites-store'
import { testItem } from '@/testing/catalog-item'
import { FavoritesPage } from './favorites-page'

const film = (id: string, category: string) => testItem(id, { category_name: category })

function renderPage() {
  render(
    <MemoryRouter>
      <FavoritesPage />
    </MemoryRouter>,
  )
}

afterEach(() => {
  localStorage.clear()
  useFavoritesStore.getState().reload()
  useAppStore.setState(initialFlags)
})

describe('favourites page', () => {
  it('waits for the parental answer before saying there are none, then follows it', () => {
    useFavoritesStore.getState().toggle(film('7', 'Adultos +18'))
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...')
    expect(screen.queryByText('Você ainda não tem favoritos')).toBeNull()

    act(() => useAppStore.setState({ parentalStateKnown: true, adultContentVisible: true }))
    expect(screen.getByText('Filme 7')).toBeInTheDocument()

    act(() => useAppStore.setState({ adultContentVisible: false }))
    expect(screen.getByText('Você ainda não tem favoritos')).toBeInTheDocument()
    // Hidden, not deleted.
    expect(useFavoritesStore.getState().favorites).toHaveLength(1)
  })

  it('shows safe favourites at once, before the parental answer', () => {
    useFavoritesStore.getState().toggle(film('1', 'Ação'))
    renderPage()
    expect(screen.getByText('Filme 1')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows each favourite as a catalogue row card, the groups side by side', () => {
    for (const [id, category] of [
      ['1', 'Ação'],
      ['2', 'Drama'],
      ['3', 'Comédia'],
    ] as const)
      useFavoritesStore.getState().toggle(film(id, category))
    renderPage()
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
