import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GUIDE_NOW_IDS_MAX } from '@myflix/shared'
import { createQueryClient } from '@/lib/query-client'
import { usePlayerStore } from '@/stores/player-store'
import { fakeOnAir, startFakeGuideApi, type FakeGuideApi } from '@/testing/fake-guide-api'
import { formatClock } from '@/lib/programme-time'
import { TvPage } from './tv-page'

// A fixed clock mid-slot (the fake server reads the same one), so "now" never changes mid-test.
const NOW = new Date(2025, 5, 14, 20, 10)
const nowSeconds = NOW.getTime() / 1000

let api: FakeGuideApi
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(async () => {
  vi.useRealTimers()
  usePlayerStore.getState().close()
  await api?.close()
})

function renderTv() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TvPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The ids of every now/next request, in order. */
const nowRequests = () =>
  api.requests
    .filter((request) => request.startsWith('/api/guide/now?'))
    .map((request) => new URLSearchParams(request.split('?')[1]).get('ids')!.split(','))

describe('/tv as a channel list', () => {
  it('lists each category with its count and rows showing what is on now and next', async () => {
    api = await startFakeGuideApi({
      channels: 30,
      categories: [
        { id: '1', name: 'Notícias', count: 20 },
        { id: '2', name: 'Esportes', count: 10 },
      ],
      withoutGuide: (index) => index === 1,
    })
    renderTv()
    const news = await screen.findByRole('region', { name: 'Notícias (20)' })
    expect(screen.getByRole('region', { name: 'Esportes (10)' })).toBeInTheDocument()
    expect(within(news).getByRole('link', { name: /Ver Tudo/ })).toHaveAttribute(
      'href',
      '/grid/tv/1',
    )

    const now = fakeOnAir('1001', nowSeconds)
    const next = fakeOnAir('1001', nowSeconds + 1800)
    const first = await within(news).findByRole('button', {
      name: `Assistir 1 Canal 1 AO VIVO ${formatClock(now.start)} – ${formatClock(now.end)} ${now.title} A seguir: ${formatClock(next.start)} ${next.title}`,
    })
    expect(first).toHaveTextContent(`${formatClock(now.start)} – ${formatClock(now.end)}`)
    expect(first).toHaveTextContent(`A seguir: ${formatClock(next.start)} ${next.title}`)
    expect(
      within(news).getByRole('button', { name: /^Assistir 2 Canal 2 AO VIVO/ }),
    ).toHaveTextContent('Sem informação de programação')
    expect(within(news).getAllByTestId('channel-row')).toHaveLength(20)
    expect(within(news).getAllByText('AO VIVO')).toHaveLength(20)
  })

  it('asks now/next only for the rows of the sections on screen, at most 100 ids a request', async () => {
    const categories = Array.from({ length: 40 }, (_, i) => ({
      id: String(i + 1),
      name: `Categoria ${i + 1}`,
      count: 30,
    }))
    api = await startFakeGuideApi({ channels: 1200, categories })
    renderTv()
    await screen.findByRole('region', { name: 'Categoria 1 (30)' })
    await waitFor(() => expect(nowRequests().length).toBeGreaterThan(0))
    const asked = nowRequests()
    expect(asked.every((ids) => ids.length <= GUIDE_NOW_IDS_MAX)).toBe(true)
    // Sections show 24 rows on a desktop; only the first few sections are mounted.
    expect(asked[0]).toHaveLength(24)
    const all = new Set(asked.flat())
    expect(all.has('1001')).toBe(true)
    expect(all.has(String(1001 + 39 * 30))).toBe(false)
    expect(all.size).toBeLessThan(24 * 6)
  })

  it("plays a channel at one click, with its section's channels for ↑/↓", async () => {
    const user = userEvent.setup()
    api = await startFakeGuideApi({ channels: 5 })
    renderTv()
    await user.click(await screen.findByRole('button', { name: /^Assistir 3 Canal 3\b/ }))
    const request = usePlayerStore.getState().request
    expect(request).toMatchObject({ type: 'live', id: '1003', title: 'Canal 3' })
    expect(request?.channels?.map((channel) => channel.id)).toEqual([
      '1001',
      '1002',
      '1003',
      '1004',
      '1005',
    ])
  })

  it('restarts the programme on now of a channel with archive; channels without offer nothing', async () => {
    const user = userEvent.setup()
    api = await startFakeGuideApi({ channels: 3, archiveDays: (index) => (index === 1 ? 7 : 0) })
    renderTv()
    const now = fakeOnAir('1002', nowSeconds)
    await user.click(
      await screen.findByRole('button', { name: `Assistir do início: Canal 2, ${now.title}` }),
    )
    const request = usePlayerStore.getState().request
    expect(request).toMatchObject({ type: 'live', id: '1002', catchup: now })
    expect(request?.channels?.map((channel) => channel.id)).toEqual(['1001', '1002', '1003'])
    expect(screen.getAllByRole('button', { name: /^Assistir do início/ })).toHaveLength(1)
  })

  it('links to the programme guide at the top and to each channel’s details', async () => {
    api = await startFakeGuideApi({ channels: 3 })
    renderTv()
    expect(screen.getByRole('link', { name: 'Guia de Programação' })).toHaveAttribute(
      'href',
      '/guia',
    )
    expect(await screen.findByRole('link', { name: 'Detalhes de Canal 2' })).toHaveAttribute(
      'href',
      '/details/channel/1002',
    )
  })
})
