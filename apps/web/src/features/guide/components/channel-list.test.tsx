import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { usePlayerStore } from '@/stores/player-store'
import { startFakeGuideApi, type FakeGuideApi } from '@/testing/fake-guide-api'
import { ChannelList } from './channel-list'

let api: FakeGuideApi
afterEach(async () => {
  usePlayerStore.getState().close()
  scrollWindowTo(0)
  await api?.close()
})

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

function renderList(details: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ChannelList categoryId="1" label="Notícias" details={details} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const nowIds = () =>
  api.requests
    .filter((request) => request.startsWith('/api/guide/now?'))
    .map((request) => new URLSearchParams(request.split('?')[1]).get('ids')!.split(','))

describe('ChannelList (/grid/tv and /category/canais)', () => {
  it('renders only the rows near the viewport of a 2,000-channel category', async () => {
    api = await startFakeGuideApi({ channels: 2000 })
    renderList(true)
    await screen.findByRole('button', { name: /^Assistir 1 Canal 1\b/ })
    const rows = screen.getAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(30)
    // Now/next for the first aligned block of 50 only.
    await waitFor(() => expect(nowIds()).toHaveLength(1))
    expect(nowIds()[0]).toHaveLength(50)
    expect(nowIds()[0]?.[0]).toBe('1001')
  })

  it('pages on as the window scrolls and asks now/next for the new block on screen', async () => {
    api = await startFakeGuideApi({ channels: 2000 })
    renderList(true)
    await screen.findByRole('button', { name: /^Assistir 1 Canal 1\b/ })
    // Row 45 of the first page of 50: near its end, the next page comes.
    scrollWindowTo(45 * 96)
    await screen.findByRole('button', { name: /^Assistir 58 Canal 58\b/ })
    expect(
      api.requests.some((request) => /\/api\/catalog\/live\/items\?.*offset=50/.test(request)),
    ).toBe(true)
    await waitFor(() => expect(nowIds().some((ids) => ids[0] === '1051')).toBe(true))
    expect(nowIds().every((ids) => ids.length <= 50)).toBe(true)
  })

  it('plays a channel with the rows around it for ↑/↓; without details where not openable', async () => {
    const user = userEvent.setup()
    api = await startFakeGuideApi({ channels: 8 })
    renderList(false)
    await user.click(await screen.findByRole('button', { name: /^Assistir 4 Canal 4\b/ }))
    expect(usePlayerStore.getState().request).toMatchObject({ type: 'live', id: '1004' })
    expect(usePlayerStore.getState().request?.channels).toHaveLength(8)
    expect(screen.queryByRole('link', { name: /Detalhes/ })).not.toBeInTheDocument()
    expect(screen.getAllByText('AO VIVO')).toHaveLength(8)
  })
})
