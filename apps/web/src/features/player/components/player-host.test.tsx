import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  Link,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppHistory } from '@/app/history'
import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link'
import { usePlayerStore, type PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { installFakeMedia } from '../testing/fake-media'
import { PlayerHost } from './player-host'

// The host on a real browser history (jsdom's): the overlay's own entry, Back, and the focus.
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return { usePlayback: () => playingPlayback }
})
vi.mock('@/lib/api/media', async () => (await import('../testing/media-api')).mediaApiPlayingMp4)
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
}))

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }

function DetailsPage() {
  const location = useLocation()
  const play = usePlayerStore((state) => state.play)
  return (
    <>
      <p data-testid="where">{location.pathname + location.search}</p>
      <button type="button" onClick={() => play(movie)}>
        Assistir Agora
      </button>
      <Link to="/home">Início</Link>
    </>
  )
}

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <PlayerHost userId="u1" />
    </>
  )
}

let fake: ReturnType<typeof installFakeMedia>
function renderApp() {
  window.history.replaceState(null, '', '/details/movie/7')
  const history = createAppHistory()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/details/movie/7" element={<Layout children={<DetailsPage />} />} />
          <Route path="/home" element={<Layout children={<p>Início</p>} />} />
        </Routes>
      </HistoryRouter>
    </QueryClientProvider>,
  )
  return history
}

async function openPlayer(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Assistir Agora' })
  await user.click(button)
  await screen.findByTestId('player-overlay', {}, { timeout: 3000 })
  return button
}

const entries = () => window.history.length

// The overlay's chunk, loaded once before the clock of any test starts.
beforeAll(() => import('./player-overlay'))
beforeEach(() => {
  fake = installFakeMedia()
})
afterEach(() => {
  // Unmounted first: a close would pop an entry after the next test started.
  cleanup()
  usePlayerStore.setState({ request: null })
  fake.restore()
})

describe('PlayerHost: the overlay has its own history entry (issue 21)', () => {
  it('closes on Back and stays on the details page, focus back on what opened it', async () => {
    const user = userEvent.setup()
    renderApp()
    const before = entries()
    const button = await openPlayer(user)
    await waitFor(() => expect(entries()).toBe(before + 1))
    expect(window.location.pathname).toBe('/details/movie/7')

    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByTestId('player-overlay')).not.toBeInTheDocument())
    expect(screen.getByTestId('where')).toHaveTextContent('/details/movie/7')
    await waitFor(() => expect(button).toHaveFocus())
  })

  it('pops its entry when closed with Escape, leaving no stray entry behind', async () => {
    const user = userEvent.setup()
    const history = renderApp()
    await openPlayer(user)
    await waitFor(() => expect(history.action).toBe('PUSH'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(history.action).toBe('POP'))
    expect(screen.queryByTestId('player-overlay')).not.toBeInTheDocument()
    expect(history.location.state).toBeNull()
    expect(window.location.pathname).toBe('/details/movie/7')
  })

  it('makes the page behind inert and keeps Tab inside, going round its stops', async () => {
    const user = userEvent.setup()
    renderApp()
    await openPlayer(user)
    const overlay = screen.getByTestId('player-overlay')
    // It takes focus in an effect of its own, which a busy machine runs after the overlay shows; a
    // Tab pressed before that starts from the page behind.
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement))
    expect(screen.getByTestId('where').closest('[inert]')).not.toBeNull()
    // Tab until focus comes round to a stop already seen: one whole round, never leaving the overlay.
    // (Thirty presses took longer than the test's time on a loaded machine.)
    const seen = new Set<Element>()
    for (let i = 0; i < 30 && !seen.has(document.activeElement!); i++) {
      seen.add(document.activeElement!)
      await user.tab()
      expect(overlay).toContainElement(document.activeElement as HTMLElement)
    }
    expect(seen.has(document.activeElement!)).toBe(true)
    // Round and round: Shift+Tab from the first stop goes to the last.
    screen.getByRole('button', { name: 'Fechar player' }).focus()
    await user.tab({ shift: true })
    expect(overlay).toContainElement(document.activeElement as HTMLElement)
    expect(seen.size).toBeGreaterThan(3)
  })

  it('keeps the focus in a player opened again before the last one gave it back', async () => {
    const user = userEvent.setup()
    const history = renderApp()
    await openPlayer(user)
    await waitFor(() => expect(history.action).toBe('PUSH'))
    // The closed player gives the focus back in the next frame; hold the frames until a player is
    // open again.
    const frames: FrameRequestCallback[] = []
    const raf = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback))
    act(() => usePlayerStore.getState().close())
    await waitFor(() => expect(history.action).toBe('POP'))
    act(() => usePlayerStore.getState().play(movie))
    const overlay = await screen.findByTestId('player-overlay')
    await waitFor(() => expect(overlay).toContainElement(document.activeElement as HTMLElement))
    raf.mockRestore()
    act(() => frames.splice(0).forEach((callback) => callback(performance.now())))
    expect(overlay).toContainElement(document.activeElement as HTMLElement)
  })

  it('sends focus to the page content when what opened it is gone', async () => {
    const user = userEvent.setup()
    renderApp()
    const button = await openPlayer(user)
    button.remove()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus())
    expect(screen.getByTestId('where').closest('[inert]')).toBeNull()
  })
})
