import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths, routePath, SEARCH_MAX_RESULTS, type SearchResult } from '@myflix/shared'
import { createQueryClient } from '@/lib/query-client'
import { formatTimeRange } from '@/lib/programme-time'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { SearchPage } from './search-page'

// Search against our API over HTTP: the server answers by tab, channels with what is on now.
const SEARCH_PATH = routePath(apiPaths.catalog.search, {})
const onNow = { start: 1_790_000_000, end: 1_790_003_600, title: 'Jornal da Noite' }
const channel: SearchResult = {
  ...testItem('5', { type: 'live', name: 'TV Notícias', number: 12, container_extension: null }),
  on_now: onNow,
}
const quiet = testItem('6', { type: 'live', name: 'TV Notícias 2' })
const movies = Array.from({ length: 25 }, (_, i) =>
  testItem(String(100 + i), { name: `Notícias ${i}` }),
)

let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname !== SEARCH_PATH) return { status: 404, body: { success: false, error: 'no' } }
    const type = url.searchParams.get('type')
    const data = type === 'live' ? [channel, quiet] : type === 'all' ? [channel, ...movies] : movies
    return { status: 200, body: { success: true, data } }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

function renderSearch(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SearchPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('search with channels', () => {
  it("has the spec's tabs and 'Canais', which searches channels only", async () => {
    const user = userEvent.setup()
    renderSearch('/search?q=noticias')
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['Tudo', 'Filmes', 'Séries', 'Canais'])
    await user.click(screen.getByRole('tab', { name: 'Canais' }))
    const rows = await screen.findAllByTestId('channel-result')
    expect(rows).toHaveLength(2)
    expect(server.requests).toContain(`GET ${SEARCH_PATH}?q=noticias&type=live`)
    expect(screen.queryAllByTestId('poster-card')).toHaveLength(0)
  })

  it('shows a channel as a row with its number, AO VIVO and what is on now, opening its details', async () => {
    renderSearch('/search?q=noticias&type=live')
    const [row, other] = await screen.findAllByTestId('channel-result')
    expect(row).toHaveTextContent('12TV Notícias')
    expect(within(row!).getByText('AO VIVO')).toBeInTheDocument()
    expect(row).toHaveTextContent(`No ar agora: Jornal da Noite${formatTimeRange(onNow)}`)
    expect(row).toHaveAttribute('href', '/details/channel/5')
    // Without a programme from the guide, the row has no line for it.
    expect(other).not.toHaveTextContent('No ar agora')
  })

  it("mixes channel rows and posters under 'Tudo', within the spec's 20 results", async () => {
    renderSearch('/search?q=noticias')
    await screen.findByTestId('channel-result')
    await waitFor(() =>
      expect(screen.getAllByTestId('poster-card')).toHaveLength(SEARCH_MAX_RESULTS - 1),
    )
  })
})
