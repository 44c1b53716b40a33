import { render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath, type CatalogItem, type CatalogStatus } from '@myflix/shared'
import { prefetchPosters } from '@/lib/cache/poster-prefetch'
import { createQueryClient } from '@/lib/query-client'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { HomePage } from './home-page'

vi.mock('@/lib/cache/poster-prefetch', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  prefetchPosters: vi.fn(async () => 0),
}))

const recentMovies: CatalogItem[] = Array.from({ length: 20 }, (_, i) =>
  testItem(String(i + 1), {
    image: routePath(apiPaths.media.image, { token: `filme-${i + 1}` }),
    added: 1_700_000_000 - i,
  }),
)

/** A cloud whose snapshot has movies only: series and channels stay on the built-in demo. */
const moviesOnly: CatalogStatus = {
  state: 'ready',
  fetchedAt: '2025-06-29T12:00:00.000Z',
  counts: { movie: 20, series: 0, live: 0 },
  progress: [],
  error: null,
}

let server: LoopbackServer
afterEach(async () => {
  await server?.close()
})
beforeEach(() => vi.mocked(prefetchPosters).mockClear())

/** Serves the status (null: no cloud, as the server's 404) and the recent movies. */
async function serve(status: CatalogStatus | null) {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname === routePath(apiPaths.catalog.status, {})) {
      return status
        ? { status: 200, body: { success: true, data: status } }
        : { status: 404, body: { success: false, error: 'Nenhuma nuvem ativa encontrada' } }
    }
    if (url.pathname === routePath(apiPaths.catalog.recent, { type: 'movie' })) {
      return { status: 200, body: { success: true, data: recentMovies } }
    }
    return { status: 502, body: { success: false, error: 'falhou' } }
  })
}

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('HomePage', () => {
  it('shows a row of live channels whose Ver Tudo leads to /tv', async () => {
    await serve(null)
    renderHome()
    const heading = await screen.findByRole('heading', { name: 'Canais ao Vivo' })
    const row = heading.closest('section') as HTMLElement
    expect(within(row).getByRole('link', { name: /Ver Tudo/ })).toHaveAttribute('href', '/tv')
    expect(within(row).getAllByText('AO VIVO').length).toBeGreaterThan(0)
    // Demo lists only: their posters are bundled, there is nothing to preload.
    expect(prefetchPosters).not.toHaveBeenCalled()
  })

  it('preloads the posters of the real recent movies once, through the image proxy', async () => {
    await serve(moviesOnly)
    const view = renderHome()
    await screen.findByRole('heading', { name: 'Filmes Recentemente Adicionados' })
    await waitFor(() => expect(prefetchPosters).toHaveBeenCalledTimes(1))
    expect(vi.mocked(prefetchPosters).mock.calls[0]?.[0]).toEqual(
      recentMovies.map((item) => item.image),
    )
    // Coming back to the home (a new mount, the list fetched again) does not preload it again.
    view.unmount()
    renderHome()
    await screen.findByRole('heading', { name: 'Filmes Recentemente Adicionados' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(prefetchPosters).toHaveBeenCalledTimes(1)
  })
})
