import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { apiPaths, routePath, type CatalogStatus, type CategoryCount } from '@myflix/shared'
import { createQueryClient } from '@/lib/query-client'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { CategoryPage } from './category-page'

const status: CatalogStatus = {
  state: 'ready',
  fetchedAt: '2025-06-29T12:00:00.000Z',
  counts: { movie: 3, series: 0, live: 0 },
  progress: [],
  error: null,
}
const categories: CategoryCount[] = [
  { id: '7', name: 'Ação', count: 3 },
  { id: '106', name: 'Lançamentos 2026', count: 0 },
]

let server: LoopbackServer
afterEach(async () => {
  await server?.close()
})

async function renderGrid(categoryId: string) {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname === routePath(apiPaths.catalog.status, {}))
      return { status: 200, body: { success: true, data: status } }
    if (url.pathname === routePath(apiPaths.catalog.categories, { type: 'movie' }))
      return { status: 200, body: { success: true, data: categories } }
    return { status: 404, body: { success: false, error: 'não' } }
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CategoryPage
          lookup={{ by: 'id', urlType: 'filmes', value: categoryId }}
          liveList={() => null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('CategoryPage on /grid', () => {
  it('titles an empty category with its name and count, never its raw id', async () => {
    await renderGrid('106')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lançamentos 2026 (0)' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Nenhum conteúdo encontrado nesta categoria.')).toBeInTheDocument()
    expect(screen.queryByText(/106/)).not.toBeInTheDocument()
  })

  it('says a category the catalogue does not show (unknown or hidden) is unavailable', async () => {
    await renderGrid('999')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Categoria indisponível' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Nenhum conteúdo encontrado nesta categoria.')).toBeInTheDocument()
    expect(screen.queryByText(/999/)).not.toBeInTheDocument()
  })
})
