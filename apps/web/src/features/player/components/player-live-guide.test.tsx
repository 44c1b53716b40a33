import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath, type ChannelNowNext } from '@myflix/shared'
import { formatClock } from '@/lib/programme-time'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { installFakeMedia } from '../testing/fake-media'
import { ZAP_FLASH_MS } from '../hooks/use-zap-flash'
import { GUIDE_PAGE_SIZE } from '@/lib/guide-pages'
import { PlayerOverlay } from './player-overlay'

// The live overlay against a guide served over HTTP: the stream is taken as playing.
const fixtures = vi.hoisted(() => ({
  candidates: {
    data: { candidates: [{ url: '/api/media/s/x.m3u8', ext: 'm3u8' }] },
    isPending: false,
    isError: false,
    refetch: () => Promise.resolve(),
  },
}))
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return { usePlayback: () => playingPlayback }
})
vi.mock('@/lib/api/media', async () => ({
  ...(await import('../testing/media-api')).mediaApiWithoutPlayAhead,
  usePlayCandidates: () => fixtures.candidates,
}))
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  addRecentChannel: vi.fn(() => Promise.resolve()),
}))

const NOW_PATH = routePath(apiPaths.guide.now, {})
const channels: PlayerChannel[] = Array.from({ length: 5 }, (_, i) => {
  const id = String(101 + i)
  const content = testItem(id, { type: 'live', name: `TV ${i + 1}`, number: i + 1 })
  return { id, title: content.name, poster: null, content }
})
const channelRequest = (index: number): PlayerRequest => {
  const channel = channels[index]!
  return {
    type: 'live',
    id: channel.id,
    title: channel.title,
    content: channel.content,
    channels,
  }
}

/** A half-hour slot around now, as the guide answers it; `edition` changes the titles. */
let slot = { start: 0, end: 0 }
let edition = 1
const nowNext = (id: string): ChannelNowNext => ({
  id,
  now: { ...slot, title: `Jornal ${id} (${edition})` },
  next: { start: slot.end, end: slot.end + 1800, title: `Futebol ${id}` },
})

let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(({ url }) => {
    if (url.pathname !== NOW_PATH) return { status: 404, body: { success: false, error: 'no' } }
    const ids = (url.searchParams.get('ids') ?? '').split(',')
    return { status: 200, body: { success: true, data: ids.map(nowNext) } }
  })
})
afterAll(() => server.close())

let fake: ReturnType<typeof installFakeMedia>
beforeEach(() => {
  fake = installFakeMedia()
  const now = Math.floor(Date.now() / 1000)
  slot = { start: now - 600, end: now + 1200 }
  edition = 1
  server.requests.length = 0
})
afterEach(() => {
  vi.useRealTimers()
  fake.restore()
})

function mount(first: PlayerRequest) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onClose = vi.fn()
  const onSwitch = vi.fn<(request: PlayerRequest) => void>()
  const tree = (request: PlayerRequest) => (
    <QueryClientProvider client={queryClient}>
      <PlayerOverlay request={request} onClose={onClose} onSwitch={onSwitch} userId="u1" />
    </QueryClientProvider>
  )
  const view = render(tree(first))
  act(() => {
    void screen.getByTestId<HTMLVideoElement>('player-video').play()
  })
  return { onClose, onSwitch, play: (request: PlayerRequest) => view.rerender(tree(request)) }
}

const guideRequests = () => server.requests.filter((request) => request.includes(NOW_PATH))
const heading = () => screen.getByRole('heading', { level: 2 })

describe('the live overlay with the guide', () => {
  it('shows the channel number and name, the programme on now with its times and bar, and what is next', async () => {
    mount(channelRequest(1))
    expect(heading()).toHaveTextContent('2TV 2')
    expect(await screen.findByTestId('player-now')).toHaveTextContent('Jornal 102 (1)')
    const programme = screen.getByTestId('player-programme')
    expect(programme).toHaveTextContent(`${formatClock(slot.start)} – ${formatClock(slot.end)}`)
    expect(within(programme).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33')
    expect(screen.getByTestId('player-next')).toHaveTextContent(
      `A seguir: ${formatClock(slot.end)} Futebol 102`,
    )
  })

  it("shows the new channel's now/next at once after a zap, from the page loaded ahead", async () => {
    const { onSwitch, play } = mount(channelRequest(1))
    await screen.findByText('Jornal 102 (1)')
    const asked = guideRequests().length
    fireEvent.keyDown(window, { key: 'ArrowDown' })
    const next = onSwitch.mock.calls[0]?.[0]
    expect(next).toMatchObject({ id: '103', title: 'TV 3' })
    play(next!)
    expect(heading()).toHaveTextContent('3TV 3')
    expect(screen.getByTestId('player-now')).toHaveTextContent('Jornal 103 (1)')
    expect(guideRequests()).toHaveLength(asked)
  })

  it("has the neighbour's page ready when ↓ crosses into the next page of the list", async () => {
    const long: PlayerChannel[] = Array.from({ length: GUIDE_PAGE_SIZE + 10 }, (_, i) => ({
      id: String(1_001 + i),
      title: `Canal ${i + 1}`,
    }))
    const last = long[GUIDE_PAGE_SIZE - 1]!
    const { onSwitch, play } = mount({
      type: 'live',
      id: last.id,
      title: last.title,
      channels: long,
    })
    await screen.findByText(`Jornal ${last.id} (1)`)
    await waitFor(() => expect(guideRequests()).toHaveLength(2))
    fireEvent.keyDown(window, { key: 'ArrowDown' })
    play(onSwitch.mock.calls[0]![0])
    expect(screen.getByTestId('player-now')).toHaveTextContent(
      `Jornal ${long[GUIDE_PAGE_SIZE]!.id} (1)`,
    )
    expect(guideRequests()).toHaveLength(2)
  })

  it('keeps the channel banner up for a few seconds after a zap, controls hidden or not', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { play } = mount(channelRequest(0))
    const bar = () => screen.getByTestId('player-top-bar')
    act(() => vi.advanceTimersByTime(ZAP_FLASH_MS + 100))
    expect(screen.getByTestId('player-overlay')).toHaveAttribute('data-controls', 'hidden')
    expect(bar()).toHaveAttribute('data-visible', 'false')
    play(channelRequest(1))
    expect(bar()).toHaveAttribute('data-visible', 'true')
    act(() => vi.advanceTimersByTime(ZAP_FLASH_MS - 100))
    expect(bar()).toHaveAttribute('data-visible', 'true')
    act(() => vi.advanceTimersByTime(200))
    expect(bar()).toHaveAttribute('data-visible', 'false')
  })

  it('asks the guide again when the programme on now ends', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] })
    vi.setSystemTime(Date.now())
    const now = Math.floor(Date.now() / 1000)
    slot = { start: now - 1790, end: now + 10 }
    mount(channelRequest(0))
    await vi.waitFor(() => expect(screen.getByTestId('player-now')).toHaveTextContent('(1)'))
    const asked = guideRequests().length
    edition = 2
    slot = { start: now + 10, end: now + 1810 }
    // It ends in 10 s; the refetch comes 5 s after it (refetchDelay's grace).
    await act(() => vi.advanceTimersByTimeAsync(14_000))
    expect(guideRequests()).toHaveLength(asked)
    await act(() => vi.advanceTimersByTimeAsync(2_000))
    await vi.waitFor(() => expect(screen.getByTestId('player-now')).toHaveTextContent('(2)'))
    expect(guideRequests()).toHaveLength(asked + 1)
  })
})

describe('the channel list', () => {
  it('opens with L over the video, the playing channel marked and focused, each with what is on', async () => {
    mount(channelRequest(2))
    fireEvent.keyDown(window, { key: 'l' })
    const list = screen.getByTestId('player-channel-list')
    const current = within(list).getByRole('button', { current: true })
    expect(current).toHaveTextContent('3TV 3')
    expect(current).toHaveFocus()
    expect(await within(list).findByText(/Jornal 105 \(1\)/)).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
  })

  it('moves with ↓ and plays the row with Enter as a zap does, then gives the video back', async () => {
    const user = userEvent.setup()
    const { onSwitch, onClose } = mount(channelRequest(2))
    await user.click(screen.getByRole('button', { name: 'Canais' }))
    const list = screen.getByTestId('player-channel-list')
    await waitFor(() => expect(within(list).getByRole('button', { current: true })).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(within(list).getByText('TV 4').closest('button')).toHaveFocus())
    // ↓ moved the focus in the list; it did not zap.
    expect(onSwitch).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: '104', title: 'TV 4' }))
    expect(screen.queryByTestId('player-channel-list')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on Escape without closing the player, and on its close button', () => {
    const { onClose } = mount(channelRequest(0))
    fireEvent.keyDown(window, { key: 'L' })
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByTestId('player-channel-list')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Canais' }))
    fireEvent.click(screen.getByRole('button', { name: 'Fechar lista de canais' }))
    expect(screen.queryByTestId('player-channel-list')).toBeNull()
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('is not offered for a channel played alone', () => {
    mount({ type: 'live', id: '9', title: 'Canal 9', content: testItem('9', { type: 'live' }) })
    expect(screen.queryByRole('button', { name: 'Canais' })).toBeNull()
    fireEvent.keyDown(window, { key: 'l' })
    expect(screen.queryByTestId('player-channel-list')).toBeNull()
  })
})
