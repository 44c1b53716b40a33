import { MemoryRouter } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { ApiError, NETWORK_FAILURE } from '@/lib/api/transport'
import { cloudsLoadMessage } from '../lib/clouds-load-message'
import { CloudsPage } from './clouds-page'

const LOAD_FAILED = 'Erro ao carregar suas nuvens.'
const UNEXPECTED = 'Erro inesperado ao carregar nuvens.'

let server: LoopbackServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CloudsPage onActivated={vi.fn()} onActiveDeleted={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

async function renderWith(answer: { status: number; body: unknown }) {
  server = await startLoopbackServer(() => answer)
  renderPage()
}

const cloud = {
  id: 'c1',
  cloud_name: 'Casa',
  xtream_url: 'http://painel.example',
  xtream_user: 'ana',
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

describe('Minhas Nuvens load errors (spec §8 Cloud)', () => {
  it('lists the clouds the server answers', async () => {
    await renderWith({ status: 200, body: { success: true, data: [cloud] } })
    expect(await screen.findByRole('heading', { name: 'Casa' })).toBeInTheDocument()
  })

  it('says "Erro ao carregar suas nuvens." when the server answers with an error', async () => {
    await renderWith({ status: 500, body: { success: false, error: LOAD_FAILED } })
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED)
  })

  it('says "Erro inesperado ao carregar nuvens." when the answer cannot be read as the list', async () => {
    await renderWith({ status: 200, body: { success: true, data: { clouds: 'nenhuma' } } })
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED)
  })

  it('keeps the plain message for a request that never reached the server', async () => {
    server = await startLoopbackServer(() => ({ status: 200, body: {} }))
    await server.stop()
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED)
  })

  it('classifies by the failure', () => {
    expect(cloudsLoadMessage(new ApiError(401, undefined, 'x'))).toBe(LOAD_FAILED)
    expect(cloudsLoadMessage(new ApiError(0, NETWORK_FAILURE, 'Sem conexão.'))).toBe(LOAD_FAILED)
    expect(cloudsLoadMessage(new SyntaxError('bad json'))).toBe(UNEXPECTED)
    expect(cloudsLoadMessage('?')).toBe(UNEXPECTED)
  })
})
