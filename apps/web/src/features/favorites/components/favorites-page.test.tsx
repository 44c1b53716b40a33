import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { TITLE_GRID_CLASS } from '@/components/content/title-card'
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

  it('shows one catalogue-size card per favourite in the catalogue grid, whatever the group size', () => {
    for (const [id, category] of [
      ['1', 'Ação'],
      ['2', 'Drama'],
      ['3', 'Comédia'],
    ] as const)
      useFavoritesStore.getState().toggle(film(id, category))
    renderPage()
    for (const name of ['Ação', 'Drama', 'Comédia']) {
      const group = screen.getByRole('region', { name })
      const list = within(group).getByRole('list')
      // The grid of catalogue sections: a lone favourite keeps a card's size, not the row's width.
      expect(list.className).toBe(TITLE_GRID_CLASS)
      expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    }
  })
})
