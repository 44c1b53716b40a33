import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppLayout } from './app-layout'
import { MOBILE_QUERY } from './use-is-mobile'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

function renderLayout() {
  render(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route
          path="*"
          element={
            <AppLayout onSignOut={() => {}}>
              <Where />
            </AppLayout>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
}

/** jsdom has no matchMedia: answer the phone query as a 390 px screen would. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === MOBILE_QUERY,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

afterEach(() => vi.unstubAllGlobals())

describe('AppLayout: live TV is reachable (docs/decisions.md)', () => {
  it('lists TV ao Vivo in the sidebar after the destinations and Buscar, and it leads to /tv', async () => {
    const user = userEvent.setup()
    renderLayout()
    const group = within(screen.getByTestId('sidebar')).getByRole('navigation', {
      name: 'Navegação',
    })
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Início',
      'Filmes',
      'Séries',
      'Favoritos',
      'Buscar',
      'TV ao Vivo',
      'Guia de Programação',
    ])
    const live = within(group).getByRole('link', { name: 'TV ao Vivo' })
    await user.click(live)
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tv'))
    expect(live).toHaveAttribute('aria-current', 'page')
  })

  it('lists Guia de Programação after TV ao Vivo, leading to /guia (issue 18)', async () => {
    const user = userEvent.setup()
    renderLayout()
    const sidebar = screen.getByTestId('sidebar')
    await user.click(within(sidebar).getByRole('link', { name: 'Guia de Programação' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/guia'))
  })

  it('puts a TV ao Vivo icon beside search in the header, leading to /tv', async () => {
    const user = userEvent.setup()
    renderLayout()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/search')
    await user.click(within(header).getByRole('link', { name: 'TV ao Vivo' }))
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tv'))
  })

  it('on phones keeps the five bottom items of the spec and offers TV ao Vivo in the header', () => {
    onPhone()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderLayout()
    // No spatial section registers without its element (norigin warned on every phone load).
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/without a node reference/)
    warn.mockRestore()
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument()
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'TV ao Vivo' })).toHaveAttribute('href', '/tv')
    const bottom = screen.getByRole('navigation', { name: 'Navegação' })
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home', '/filmes', '/series', '/favoritos', '/profile'])
  })
})

describe('AppLayout: each thing once on desktop (issue 16)', () => {
  it('shows the brand once: in the expanded sidebar, else in the header', async () => {
    const user = userEvent.setup()
    renderLayout()
    expect(screen.getAllByText('myflix')).toHaveLength(1)
    expect(within(screen.getByTestId('sidebar')).getByText('myflix')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Alternar barra lateral' }))
    expect(within(screen.getByRole('banner')).getByText('myflix')).toBeInTheDocument()
    expect(screen.getAllByText('myflix')).toHaveLength(1)
  })

  it('links Perfil once in the sidebar, in its footer', () => {
    renderLayout()
    const sidebar = screen.getByTestId('sidebar')
    const profile = within(sidebar).getAllByRole('link', { name: 'Perfil' })
    expect(profile).toHaveLength(1)
    expect(within(sidebar).getByRole('navigation', { name: 'Navegação' })).not.toContainElement(
      profile[0]!,
    )
  })
})

describe('AppLayout: the way past the navigation (issue 21)', () => {
  it('starts with the skip link, which moves focus to the content without a # in the URL', async () => {
    const user = userEvent.setup()
    renderLayout()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' })
    expect(skip).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('main')).toHaveFocus()
    expect(window.location.hash).toBe('')
    expect(screen.getByTestId('where')).toHaveTextContent('/home')
  })

  it('names the brand link in the header by the text it shows', async () => {
    onPhone()
    renderLayout()
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('link', { name: 'myflix' })).toHaveAttribute('href', '/home')
  })
})
