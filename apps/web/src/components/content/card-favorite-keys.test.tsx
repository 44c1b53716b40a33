import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { libraryKeys } from '@/lib/api/library'
import { bindLibrary } from '@/lib/api/library/library-sync'
import { createQueryClient } from '@/lib/query-client'
import { testItem } from '@/testing/catalog-item'
import { startFakeLibraryApi, type FakeLibraryApi } from '@/testing/fake-library-api'
import { TitleCard } from './title-card'
import { LONG_PRESS_MS } from './use-card-favorite-keys'

let api: FakeLibraryApi
beforeEach(async () => {
  api = await startFakeLibraryApi()
})
afterEach(() => api.close())

function renderCards() {
  const client = createQueryClient()
  client.setQueryData(libraryKeys.favorites(), [])
  client.setQueryData(libraryKeys.progress(), [])
  bindLibrary(client, 'ana')
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={['1', '2'].map((id) => (
              <TitleCard key={id} item={testItem(id)} />
            ))}
          />
          <Route path="/details/movie/:id" element={<h1>Detalhes</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const card = (name: string) => screen.getByRole('link', { name: new RegExp(name) })
const hearts = () => screen.getAllByRole('button', { name: /favoritos/ })
const favoritePosts = () => api.posts.filter((post) => post.path.includes('/favorites'))

describe('a card and its heart, from the keyboard', () => {
  it('is one Tab stop: the heart is reached from the card, not by Tab', async () => {
    renderCards()
    await userEvent.tab()
    expect(card('Filme 1')).toHaveFocus()
    await userEvent.tab()
    expect(card('Filme 2')).toHaveFocus()
    expect(hearts()[0]).toHaveAttribute('tabindex', '-1')
    expect(card('Filme 1')).toHaveAttribute('aria-keyshortcuts', 'F')
  })

  it("toggles the favourite with 'F'", async () => {
    renderCards()
    card('Filme 1').focus()
    await userEvent.keyboard('f')
    await waitFor(() => expect(hearts()[0]).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() => expect(favoritePosts()).toHaveLength(1))
    expect(screen.queryByRole('heading', { name: 'Detalhes' })).not.toBeInTheDocument()
  })

  it('opens on a short Enter', async () => {
    renderCards()
    card('Filme 2').focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Detalhes' })).toBeInTheDocument()
  }, 15_000)

  it('opens on a short Enter released late, as on a busy machine', async () => {
    renderCards()
    const link = card('Filme 2')
    link.focus()
    vi.useFakeTimers()
    try {
      fireEvent.keyDown(link, { key: 'Enter' })
      // No repeat came: the key was not held, however long its release took to arrive.
      vi.advanceTimersByTime(LONG_PRESS_MS * 2)
      fireEvent.keyUp(link, { key: 'Enter' })
    } finally {
      vi.useRealTimers()
    }
    expect(await screen.findByRole('heading', { name: 'Detalhes' })).toBeInTheDocument()
    expect(favoritePosts()).toHaveLength(0)
  }, 15_000)

  it('toggles on a long Enter, told by its repeats, and does not open', async () => {
    renderCards()
    const link = card('Filme 2')
    link.focus()
    fireEvent.keyDown(link, { key: 'Enter' })
    fireEvent.keyDown(link, { key: 'Enter', repeat: true })
    expect(hearts()[1]).toHaveAttribute('aria-pressed', 'false')
    // The key stays down: the system repeats it until it has been held long enough.
    await waitFor(
      () => {
        fireEvent.keyDown(link, { key: 'Enter', repeat: true })
        expect(hearts()[1]).toHaveAttribute('aria-pressed', 'true')
      },
      { interval: 40 },
    )
    fireEvent.keyUp(link, { key: 'Enter' })
    await waitFor(() => expect(favoritePosts()).toHaveLength(1))
    expect(screen.queryByRole('heading', { name: 'Detalhes' })).not.toBeInTheDocument()
  }, 15_000)
})
