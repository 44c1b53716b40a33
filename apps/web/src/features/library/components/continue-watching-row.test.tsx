import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { catchupLibraryId, type ContinueItem, type RecentChannel } from '@myflix/shared'
import { bindLibrary } from '@/lib/api/library/library-sync'
import { createQueryClient } from '@/lib/query-client'
import { initialFlags, useAppStore } from '@/stores/app-store'
import { usePlayerStore } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { startFakeLibraryApi, type FakeLibraryApi } from '@/testing/fake-library-api'
import { ContinueWatchingRow } from './continue-watching-row'
import { RecentChannelsRow } from './recent-channels-row'

const movie = testItem('7', { name: 'Duna', container_extension: 'MKV' })
const series = testItem('42', { type: 'series', name: 'Ruas de Fogo', stream_id: '42' })
const adult = testItem('66', { name: 'Noite', category_name: 'Adultos +18' })

const continueItems: ContinueItem[] = [
  {
    content: series,
    kind: 'episode',
    id: '2004',
    episode: { id: '2004', season: 2, episode_num: 4, title: 'Quatro', ext: 'mp4' },
    programme: null,
    position: 0,
    duration: 1_800,
    updated_at: '2026-03-02T00:00:00.000Z',
  },
  {
    content: movie,
    kind: 'movie',
    id: '7',
    episode: null,
    programme: null,
    position: 754,
    duration: 6_000,
    updated_at: '2026-03-01T00:00:00.000Z',
  },
  {
    content: adult,
    kind: 'movie',
    id: '66',
    episode: null,
    programme: null,
    position: 900,
    duration: 6_000,
    updated_at: '2026-02-01T00:00:00.000Z',
  },
]

let api: FakeLibraryApi
beforeEach(async () => {
  api = await startFakeLibraryApi()
  usePlayerStore.setState({ request: null })
})
afterEach(async () => {
  useAppStore.setState(initialFlags)
  await api.close()
})

function renderRow(row: React.ReactNode) {
  const client = createQueryClient()
  bindLibrary(client, 'ana')
  return render(<QueryClientProvider client={client}>{row}</QueryClientProvider>)
}

describe('Continuar Assistindo', () => {
  it('lists started titles newest first with a bar, the series by its next episode, no adult one', async () => {
    api.library('ana').continue = continueItems
    renderRow(<ContinueWatchingRow />)
    const row = await screen.findByTestId('continue-watching')
    expect(within(row).getByRole('heading', { name: 'Continuar Assistindo' })).toBeInTheDocument()
    const cards = within(row).getAllByTestId('continue-card')
    expect(
      cards.map((card) => within(card).getAllByRole('button')[0]!.getAttribute('aria-label')),
    ).toEqual(['Assistir Ruas de Fogo · T2E4', 'Assistir Duna'])
    expect(within(cards[0]!).getByText('T2E4')).toBeInTheDocument()
    expect(within(cards[1]!).getByTestId('progress-bar')).toHaveAttribute('aria-valuenow', '13')
    expect(screen.queryByText('Noite')).toBeNull()
  })

  it('plays a card from where it stopped, with what the player needs to save it', async () => {
    api.library('ana').continue = continueItems
    const user = userEvent.setup()
    renderRow(<ContinueWatchingRow />)
    await user.click(await screen.findByRole('button', { name: 'Assistir Duna' }))
    expect(usePlayerStore.getState().request).toMatchObject({
      type: 'movie',
      id: '7',
      ext: 'mkv',
      title: 'Duna',
      startAt: 754,
      content: movie,
    })
    await user.click(screen.getByRole('button', { name: 'Assistir Ruas de Fogo · T2E4' }))
    expect(usePlayerStore.getState().request).toMatchObject({
      type: 'episode',
      id: '2004',
      seriesId: '42',
      startAt: null,
      content: series,
      episode: { id: '2004', season: 2, episode_num: 4 },
    })
  })

  it('Remover takes the title off the row at once and tells the server', async () => {
    api.library('ana').continue = continueItems
    const user = userEvent.setup()
    renderRow(<ContinueWatchingRow />)
    await user.click(
      await screen.findByRole('button', { name: 'Remover Duna de Continuar Assistindo' }),
    )
    expect(screen.queryByText('Duna')).toBeNull()
    await waitFor(() =>
      expect(api.posts.map((post) => post.path)).toEqual(['DELETE /api/library/continue/movie/7']),
    )
  })

  it('is not shown while there is nothing to continue', async () => {
    api.library('ana').continue = [continueItems[2]!]
    renderRow(<ContinueWatchingRow />)
    await waitFor(() => expect(api.server.requests).toContain('GET /api/library/continue'))
    expect(screen.queryByTestId('continue-watching')).toBeNull()
  })
})

describe('Continuar Assistindo with catch-up programmes (issue 19)', () => {
  const globo = testItem('5', {
    type: 'live',
    name: 'Globo',
    image: '/api/media/image?u=globo',
    container_extension: null,
    tv_archive_days: 7,
  })
  // Saturday 14 June 2025: the news at 20:30 and the match at 21:30 the same evening.
  const news = new Date(2025, 5, 14, 20, 30).getTime() / 1000
  const match = new Date(2025, 5, 14, 21, 30).getTime() / 1000
  const catchup = (start: number, title: string, position: number): ContinueItem => ({
    content: globo,
    kind: 'catchup',
    id: catchupLibraryId('5', start),
    episode: null,
    programme: { channel_id: '5', start, end: start + 3_600, title },
    position,
    duration: 3_600,
    updated_at: '2026-03-03T00:00:00.000Z',
  })

  it("shows the channel's logo, 'channel · programme', when it aired and the bar", async () => {
    api.library('ana').continue = [catchup(news, 'Jornal Nacional', 900), continueItems[1]!]
    renderRow(<ContinueWatchingRow />)
    const row = await screen.findByTestId('continue-watching')
    const [card] = within(row).getAllByTestId('continue-card')
    const play = within(card!).getByRole('button', { name: 'Assistir Globo · Jornal Nacional' })
    expect(play.querySelector('img')).toHaveAttribute('src', '/api/media/image?u=globo')
    expect(play.querySelector('img')!.className).toMatch(/object-contain/)
    expect(card).toHaveTextContent('Globo · Jornal Nacional')
    expect(card).toHaveTextContent('14/06, 20:30 – 21:30')
    expect(within(card!).getByTestId('progress-bar')).toHaveAttribute('aria-valuenow', '25')
  })

  it("plays the programme of the channel's archive from where it stopped", async () => {
    api.library('ana').continue = [catchup(news, 'Jornal Nacional', 900)]
    const user = userEvent.setup()
    renderRow(<ContinueWatchingRow />)
    await user.click(
      await screen.findByRole('button', { name: 'Assistir Globo · Jornal Nacional' }),
    )
    expect(usePlayerStore.getState().request).toEqual({
      type: 'live',
      id: '5',
      title: 'Globo',
      poster: '/api/media/image?u=globo',
      content: globo,
      catchup: { start: news, end: news + 3_600, title: 'Jornal Nacional' },
      startAt: news + 900,
    })
  })

  it('plays a programme barely begun from its beginning', async () => {
    api.library('ana').continue = [catchup(news, 'Jornal Nacional', 60)]
    const user = userEvent.setup()
    renderRow(<ContinueWatchingRow />)
    await user.click(
      await screen.findByRole('button', { name: 'Assistir Globo · Jornal Nacional' }),
    )
    expect(usePlayerStore.getState().request).toMatchObject({ catchup: { start: news } })
    expect(usePlayerStore.getState().request?.startAt).toBeNull()
  })

  it("Remover takes one programme off, not the channel's others", async () => {
    api.library('ana').continue = [
      catchup(news, 'Jornal Nacional', 900),
      catchup(match, 'Futebol', 1_200),
    ]
    const user = userEvent.setup()
    renderRow(<ContinueWatchingRow />)
    await user.click(
      await screen.findByRole('button', {
        name: 'Remover Globo · Jornal Nacional de Continuar Assistindo',
      }),
    )
    expect(screen.queryByText('Globo · Jornal Nacional')).toBeNull()
    expect(screen.getByText('Globo · Futebol')).toBeInTheDocument()
    await waitFor(() =>
      expect(api.posts.map((post) => post.path)).toEqual([
        `DELETE /api/library/continue/catchup/${encodeURIComponent(`5@${news}`)}`,
      ]),
    )
  })

  it('still reads cards kept before catch-up, which name no programme', async () => {
    const { programme: _, ...before } = continueItems[1]!
    api.library('ana').continue = [before as ContinueItem]
    renderRow(<ContinueWatchingRow />)
    expect(await screen.findByRole('button', { name: 'Assistir Duna' })).toBeInTheDocument()
  })
})

describe('Assistidos recentemente', () => {
  const channel = (id: string, name: string): RecentChannel => ({
    id,
    content: testItem(id, { type: 'live', name, container_extension: null }),
    watched_at: '2026-03-01T00:00:00.000Z',
  })

  it('plays a recent channel with the recent ones for ↑/↓', async () => {
    api.library('ana').channels = [channel('5', 'Globo'), channel('9', 'SporTV')]
    const user = userEvent.setup()
    renderRow(<RecentChannelsRow />)
    const row = await screen.findByTestId('recent-channels')
    expect(within(row).getByRole('heading', { name: 'Assistidos recentemente' })).toBeVisible()
    await user.click(within(row).getByRole('button', { name: 'Assistir SporTV' }))
    expect(usePlayerStore.getState().request).toMatchObject({
      type: 'live',
      id: '9',
      title: 'SporTV',
      content: { id: '9', type: 'live' },
      channels: [
        { id: '5', title: 'Globo' },
        { id: '9', title: 'SporTV' },
      ],
    })
  })

  it('is hidden when no channel was watched', async () => {
    renderRow(<RecentChannelsRow />)
    await waitFor(() => expect(api.server.requests).toContain('GET /api/library/channels'))
    expect(screen.queryByTestId('recent-channels')).toBeNull()
  })
})
