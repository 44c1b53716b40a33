import { act, render, screen } from '@testing-library/react'
import {
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useRoutes,
} from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createAppHistory } from './history'
import { RouteErrorBoundary } from './route-error-boundary'

function Broken(): never {
  throw new Error('a screen failed')
}

function Screens() {
  return useRoutes([
    { path: '/quebrada', element: <Broken /> },
    { path: '/home', element: <h1>Início</h1> },
  ])
}

describe('RouteErrorBoundary', () => {
  it('shows the error page for a screen that throws, and the next page once the user moves on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const history = createAppHistory(
      UNSAFE_createMemoryHistory({ initialEntries: ['/quebrada'], v5Compat: true }),
    )
    render(
      <HistoryRouter history={history}>
        <RouteErrorBoundary>
          <Screens />
        </RouteErrorBoundary>
      </HistoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument()

    act(() => history.push('/home'))
    expect(await screen.findByRole('heading', { name: 'Início' })).toBeInTheDocument()
    expect(screen.queryByText('Algo deu errado')).not.toBeInTheDocument()
  })
})
