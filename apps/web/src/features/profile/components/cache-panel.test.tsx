import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { CachePanel } from './cache-panel'

vi.mock('@/lib/cache', () => ({
  clearAllCaches: vi.fn(),
  // The figures a user reported: the app's cache beside the browser's whole storage estimate.
  getCacheStats: async () => ({
    itemCount: 12,
    totalSize: 287 * 1024,
    quotaUsed: 3.8 * 1024 * 1024,
    quotaAvailable: 10 * 1024 ** 3,
  }),
}))

describe('CachePanel', () => {
  it("labels the app's cache and the browser's storage apart, each with what it counts", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CachePanel />
      </QueryClientProvider>,
    )
    const size = await screen.findByText('287 KB')
    expect(size.previousElementSibling).toHaveTextContent('Tamanho do cache')
    expect(screen.getByText('Itens em cache').closest('dl')).toHaveAccessibleDescription(
      'Cópias do catálogo e pôsteres guardados para usar sem internet. É o que "Limpar cache" apaga.',
    )
    const quota = screen.getByRole('progressbar', { name: 'Armazenamento do navegador' })
    expect(quota).toHaveAttribute('aria-valuetext', '3,8 MB de 10 GB usados')
    expect(quota).toHaveAccessibleDescription(/Tudo o que o myflix guarda neste navegador/)
    expect(screen.getByRole('heading', { name: 'Armazenamento do navegador' })).toBeInTheDocument()
  })
})
