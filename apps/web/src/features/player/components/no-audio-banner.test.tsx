import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NoAudioBanner } from './no-audio-banner'

function renderBanner(url: string | null, silent: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = (props: { url: string | null; silent: boolean }) => (
    <QueryClientProvider client={client}>
      <NoAudioBanner {...props} />
    </QueryClientProvider>
  )
  const { rerender } = render(view({ url, silent }))
  return (next: { url: string | null; silent: boolean }) => rerender(view(next))
}

describe('the no-audio hint', () => {
  it('stays closed for its stream while the silence comes and goes; another stream may show it', () => {
    const update = renderBanner('/api/media/s/a', true)
    expect(screen.getByRole('status')).toHaveTextContent('Sem som?')
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar' }))
    expect(screen.queryByRole('status')).toBeNull()
    update({ url: '/api/media/s/a', silent: false })
    update({ url: '/api/media/s/a', silent: true })
    expect(screen.queryByRole('status')).toBeNull()
    update({ url: '/api/media/s/b', silent: true })
    expect(screen.getByRole('status')).toHaveTextContent('Sem som?')
  })

  it('shows nothing while the sound is there', () => {
    renderBanner('/api/media/s/a', false)
    expect(screen.queryByRole('status')).toBeNull()
  })
})
