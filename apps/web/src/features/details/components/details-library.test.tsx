import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  apiPaths,
  routePath,
  type CatalogItem,
  type CatalogStatus,
  type ContentType,
  type Episode,
  type ProgressEntry,
} from '@myflix/shared'
import { Toaster } from '@/components/ui/toast'
import { bindLibrary } from '@/lib/api/library/library-sync'
import { createQueryClient } from '@/lib/query-client'
import { startSpatialNavigation } from '@/lib/spatial-navigation'
import { usePlayerStore } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { placeBoxes } from '@/testing/layout-boxes'
import { startFakeLibraryApi, type FakeLibraryApi } from '@/testing/fake-library-api'
import { DetailsPage } from './details-page'

const ready: CatalogStatus = {
  state: 'ready',
  fetchedAt: null,
  counts: { movie: 1, series: 1, live: 0 },
  progress: [],
  error: null,
}
const movie = testItem('7', { name: 'Duna', duration: 6_000 })
const series = testItem('42', { type: 'series', name: 'Ruas', stream_id: '42' })
const episode = (num: number): Episode => ({
  id: `e${num}`,
  season: 1,
  episode_num: num,
  title: `Episódio ${num}`,
  container_extension: 'mp4',
  duration: 1_500,
  plot: null,
  movie_image: null,
})
const episodes = { '1': [episode(1), episode(2), episode(3)] }

const entry = (kind: 'movie' | 'episode', id: string, position: number, duration: number) =>
  ({
    kind,
    id,
    series_id: kind === 'episode' ? '42' : null,
    episode: null,
    programme: null,
    position,
    duration,
    watched: position >= duration * 0.9,
    updated_at: '2026-03-01T00:00:00.000Z',
  }) satisfies ProgressEntry

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } })

let api: FakeLibraryApi
beforeEach(async () => {
  usePlayerStore.setState({ request: null })
  api = await startFakeLibraryApi((method, url) => {
    if (url.pathname === routePath(apiPaths.catalog.status, {})) return ok(ready)
    if (url.pathname === routePath(apiPaths.catalog.item, { type: 'movie', id: '7' }))
      return ok(movie)
    if (url.pathname === routePath(apiPaths.catalog.item, { type: 'series', id: '42' }))
      return ok(series)
    if (url.pathname === apiPaths.catalog.seriesEpisodes.path && method === 'POST')
      return ok({ episodes, seriesInfo: { series, seasons: [], episodes } })
    return null
  })
})
afterEach(() => api.close())

function renderDetails(type: ContentType, item: CatalogItem) {
  const client = createQueryClient()
  bindLibrary(client, 'ana')
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DetailsPage types={[type]} id={item.id} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  )
}

const request = () => usePlayerStore.getState().request

describe('a started movie', () => {
  beforeEach(() => {
    api.library('ana').progress = [entry('movie', '7', 754, 6_000)]
  })

  it("offers 'Continuar de mm:ss', which resumes there", async () => {
    const user = userEvent.setup()
    renderDetails('movie', movie)
    await user.click(await screen.findByRole('button', { name: 'Continuar de 12:34' }))
    expect(request()).toMatchObject({ type: 'movie', id: '7', startAt: 754, content: movie })
  })

  it("and 'Começar do início', which plays from the start", async () => {
    const user = userEvent.setup()
    renderDetails('movie', movie)
    await user.click(await screen.findByRole('button', { name: 'Começar do início' }))
    expect(request()).toMatchObject({ type: 'movie', id: '7', startAt: null, content: movie })
    expect(screen.queryByRole('button', { name: 'Assistir Agora' })).toBeNull()
  })
})

describe('marking a movie', () => {
  it('marks it watched and back, showing the heart of a watched title meanwhile', async () => {
    const user = userEvent.setup()
    renderDetails('movie', movie)
    await user.click(await screen.findByRole('button', { name: 'Marcar como assistido' }))
    expect(await screen.findByText('Você assistiu: guarde nos favoritos')).toBeInTheDocument()
    await waitFor(() => expect(api.library('ana').progress).toMatchObject([{ watched: true }]))
    expect(api.posts.at(-1)?.body).toMatchObject({
      watched: true,
      content: { id: '7' },
      items: [{ kind: 'movie', id: '7', duration: 6_000 }],
    })

    await user.click(await screen.findByRole('button', { name: 'Marcar como não assistido' }))
    await waitFor(() => expect(api.library('ana').progress).toMatchObject([{ watched: false }]))
    expect(screen.getByRole('button', { name: 'Assistir Agora' })).toBeInTheDocument()
  })

  it('keeps a mark made while the library is still on its way', async () => {
    // The first read of the library is held until the mark is stored: cancelling that read left
    // no list to write the mark in, and nothing read the library again.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const inner = globalThis.fetch
    let reads = 0
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const first =
        url.endsWith(apiPaths.library.progress.path) &&
        (init?.method ?? 'GET') === 'GET' &&
        reads++ === 0
      return first ? held.then(() => inner(input, init)) : inner(input, init)
    }
    const user = userEvent.setup()
    renderDetails('movie', movie)
    await user.click(await screen.findByRole('button', { name: 'Marcar como assistido' }))
    await waitFor(() => expect(api.library('ana').progress).toMatchObject([{ watched: true }]))
    release()
    expect(await screen.findByText('Você assistiu: guarde nos favoritos')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Marcar como não assistido' })).toBeInTheDocument()
  })
})

describe('a series', () => {
  it('plays a clicked episode (after the debounce) from where it stopped', async () => {
    api.library('ana').progress = [entry('episode', 'e2', 600, 1_500)]
    const user = userEvent.setup()
    renderDetails('series', series)
    const cards = await screen.findAllByTestId('episode-card')
    expect(within(cards[1]!).getByTestId('progress-bar')).toHaveAttribute('aria-valuenow', '40')
    await user.click(cards[1]!)
    expect(request()).toBeNull()
    await waitFor(() =>
      expect(request()).toMatchObject({
        type: 'episode',
        id: 'e2',
        seriesId: '42',
        startAt: 600,
        content: series,
        episode: { id: 'e2', season: 1, episode_num: 2, title: 'Episódio 2', ext: 'mp4' },
      }),
    )
  })

  it("'Assistir Agora' continues with the series' next episode", async () => {
    api.library('ana').progress = [entry('episode', 'e1', 1_500, 1_500)]
    const user = userEvent.setup()
    renderDetails('series', series)
    const first = (await screen.findAllByTestId('episode-card'))[0]!
    expect(within(first).getByTestId('watched-mark')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Assistir Agora' }))
    expect(request()).toMatchObject({ type: 'episode', id: 'e2', startAt: null })
  })

  it("opens on 'Assistir Agora', and ↓ reaches the first episode, then the next", async () => {
    const user = userEvent.setup()
    const boxes = placeBoxes()
    const stop = startSpatialNavigation()
    try {
      renderDetails('series', series)
      const cards = await screen.findAllByTestId('episode-card')
      const watch = screen.getByRole('button', { name: 'Assistir Agora' })
      await waitFor(() => expect(watch).toHaveFocus())
      // The layout of the page: the action under the title, the season's mark at the right.
      boxes.place(watch, { left: 0, top: 300, width: 220, height: 52 })
      const season = screen.getByRole('button', { name: 'Marcar temporada como assistida' })
      boxes.place(season, { left: 700, top: 420, width: 260, height: 44 })
      cards.forEach((card, index) =>
        boxes.place(card, { left: 0, top: 480 + index * 140, width: 960, height: 128 }),
      )
      await user.keyboard('{ArrowDown}')
      expect(cards[0]).toHaveFocus()
      await user.keyboard('{ArrowDown}')
      expect(cards[1]).toHaveFocus()
      await user.keyboard('{ArrowUp}{ArrowUp}')
      expect(season).toHaveFocus()
      await user.keyboard('{ArrowUp}')
      expect(watch).toHaveFocus()
    } finally {
      stop()
      boxes.restore()
    }
  })
})
