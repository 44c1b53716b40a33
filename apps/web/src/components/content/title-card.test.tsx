import { render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { CatalogItem, ProgressEntry } from '@myflix/shared'
import { libraryKeys } from '@/lib/api/library'
import { bindLibrary } from '@/lib/api/library/library-sync'
import { createQueryClient } from '@/lib/query-client'
import { testItem } from '@/testing/catalog-item'
import { TitleCard } from './title-card'

const entry = (id: string, position: number, watched = false): ProgressEntry => ({
  kind: 'movie',
  id,
  series_id: null,
  episode: null,
  programme: null,
  position,
  duration: 6_000,
  watched,
  updated_at: '2026-03-01T00:00:00.000Z',
})

/** Cards over a library whose progress is already read: one query for every card. */
function renderCards(items: CatalogItem[], progress: ProgressEntry[]) {
  const client = createQueryClient()
  client.setQueryData(libraryKeys.progress(), progress)
  bindLibrary(client, 'ana')
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {items.map((item) => (
          <TitleCard key={`${item.type}:${item.id}`} item={item} />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return client
}

const cardOf = (name: string) => screen.getByText(name).closest('[data-testid="poster-card"]')!

describe('poster marks', () => {
  it('draws a bar on a started movie, a mark on a watched one, nothing on the rest', () => {
    renderCards(
      [testItem('1'), testItem('2'), testItem('3'), testItem('4')],
      [entry('1', 1_500), entry('2', 6_000, true), entry('3', 60)],
    )
    expect(cardOf('Filme 1').querySelector('[data-testid="progress-bar"]')).toHaveAttribute(
      'aria-valuenow',
      '25',
    )
    expect(cardOf('Filme 2').querySelector('[data-testid="watched-mark"]')).not.toBeNull()
    // Barely begun is not started.
    expect(cardOf('Filme 3').querySelector('[data-testid]:not(img)')).toBeNull()
    expect(cardOf('Filme 4').querySelector('[data-testid="progress-bar"]')).toBeNull()
  })

  it('follows playback: a save moves the bar at once', async () => {
    const client = renderCards([testItem('1')], [entry('1', 1_500)])
    client.setQueryData(libraryKeys.progress(), [entry('1', 3_000)])
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
  })

  it('never marks a series or a channel with a movie’s entry of the same id', () => {
    renderCards(
      [
        testItem('1', { type: 'series', name: 'Série 1' }),
        testItem('1', { type: 'live', name: 'Canal 1' }),
      ],
      [entry('1', 1_500)],
    )
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
