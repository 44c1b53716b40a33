import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { AccountPage } from './account-page'

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountPage />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Minha Conta', () => {
  it('says in pt-BR that there is no connection, never the browser\'s "Failed to fetch"', async () => {
    // Offline with no copy of the account kept yet: the browser rejects every request.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    renderPage()
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Sem conexão. Esta ação precisa de internet.')
    expect(document.body).not.toHaveTextContent('Failed to fetch')
  })
})
