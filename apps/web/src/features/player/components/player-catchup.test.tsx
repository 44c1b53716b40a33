import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  apiPaths,
  catchupStreamStart,
  routePath,
  type CatchupRequest,
  type Programme,
} from '@myflix/shared'
import { savePosition } from '@/lib/api/library'
import { formatClock } from '@/lib/programme-time'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { SEEK_RESTART_DELAY_MS } from '../hooks/use-stream-timeline'
import type { PlaybackOptions } from '../hooks/use-playback'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { PlayerOverlay } from './player-overlay'

// Catch-up in the overlay (issue 19): the guide and /api/media (/play, /catchup) served over HTTP,
// the stream taken as playing on a fake element.
const fixtures = vi.hoisted(() => ({
  played: [] as { candidates: unknown; options: unknown }[],
}))
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return {
    usePlayback: (_video: unknown, candidates: unknown, _kind: unknown, options: unknown) => {
      fixtures.played.push({ candidates, options })
      return playingPlayback
    },
  }
})
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve(null)),
  sendPositionBeacon: vi.fn(),
  addRecentChannel: vi.fn(() => Promise.resolve()),
}))

const NOW_PATH = routePath(apiPaths.guide.now, {})
const CATCHUP_PATH = routePath(apiPaths.media.catchup, {})
const PLAY_PATH = routePath(apiPaths.media.play, {})

// On the minute, as panels name archive minutes.
const now = Math.floor(Date.now() / 60_000) * 60
// On now, begun ten minutes ago; and yesterday's match, 20:00 to 21:45.
const news: Programme = { start: now - 600, end: now + 1_200, title: 'Jornal' }
const match: Programme = { start: now - 86_400, end: now - 86_400 + 6_300, title: 'Futebol' }

const channel = (id: string, days: number): PlayerChannel => {
  const content = testItem(id, { type: 'live', name: `TV ${id}`, tv_archive_days: days })
  return { id, title: content.name, poster: null, content }
}
const channels = [channel('101', 3), channel('102', 0), channel('103', 3)]
const tune = (index: number, extra: Partial<PlayerRequest> = {}): PlayerRequest => {
  const { id, title, content } = channels[index]!
  return { type: 'live', id, title, content, channels, ...extra }
}

let refusal: { status: number; error: string } | null = null
const asked: CatchupRequest[] = []
let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(({ url, body }) => {
    if (url.pathname === NOW_PATH) {
      const ids = (url.searchParams.get('ids') ?? '').split(',')
      return {
        status: 200,
        body: { success: true, data: ids.map((id) => ({ id, now: news, next: null })) },
      }
    }
    if (url.pathname === PLAY_PATH) {
      const data = { candidates: [{ url: '/api/media/s/live.m3u8', ext: 'm3u8' }], expiresIn: 60 }
      return { status: 200, body: { success: true, data } }
    }
    if (url.pathname !== CATCHUP_PATH) return { status: 404, body: { success: false, error: 'no' } }
    const request = body as CatchupRequest
    asked.push(request)
    if (refusal) return { status: refusal.status, body: { success: false, error: refusal.error } }
    const streamStart = catchupStreamStart(request.start, request.at ?? request.start)
    const candidates = [{ url: `/api/media/s/c${asked.length}.m3u8`, ext: 'm3u8' }]
    return {
      status: 200,
      body: { success: true, data: { candidates, expiresIn: 60, streamStart } },
    }
  })
})
afterAll(() => server.close())

let fake: ReturnType<typeof installFakeMedia>
beforeEach(() => {
  fake = installFakeMedia()
  refusal = null
  asked.length = 0
  fixtures.played.length = 0
  vi.mocked(savePosition).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  fake.restore()
})

function mount(first: PlayerRequest) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onSwitch = vi.fn<(request: PlayerRequest) => void>()
  const tree = (request: PlayerRequest) => (
    <QueryClientProvider client={queryClient}>
      <PlayerOverlay request={request} onClose={() => {}} onSwitch={onSwitch} userId="u1" />
    </QueryClientProvider>
  )
  const view = render(tree(first))
  const video = screen.getByTestId<HTMLVideoElement>('player-video')
  act(() => void video.play())
  return {
    onSwitch,
    video,
    media: fake.media(video),
    play: (r: PlayerRequest) => view.rerender(tree(r)),
  }
}

const lastPlayed = () => fixtures.played.at(-1)!
const restartButton = () => screen.queryByRole('button', { name: 'Assistir do início' })
const backButton = () => screen.queryByRole('button', { name: 'Voltar ao vivo' })

/** Stream time `seconds` is loaded and reached; the element can seek within `seekable`. */
function loadStream(
  media: FakeMedia,
  video: HTMLVideoElement,
  seconds: number,
  seekable: [number, number],
) {
  Object.defineProperty(video, 'seekable', {
    configurable: true,
    value: { length: 1, start: () => seekable[0], end: () => seekable[1] },
  })
  act(() => {
    media.load(seekable[1])
    media.advance(seconds)
  })
}

describe('the live overlay of a channel with archive', () => {
  it("offers 'Assistir do início' for the programme on now, and plays it from its beginning", async () => {
    const { onSwitch } = mount(tune(0, { startAt: 5 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Assistir do início' }))
    const restarted = onSwitch.mock.calls[0]![0]
    expect(restarted).toMatchObject({ type: 'live', id: '101', catchup: news, channels })
    expect(restarted.startAt).toBeUndefined()
  })

  it('goes back into the programme with ⏪, and with OK on it in the guide strip', async () => {
    const { onSwitch } = mount(tune(0))
    await screen.findByRole('button', { name: 'Assistir do início' })
    fireEvent.keyDown(window, { key: 'MediaRewind' })
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: '101', catchup: news }))
    onSwitch.mockClear()
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    const strip = screen.getByTestId('player-guide-strip')
    expect(strip).toHaveAttribute('data-place', 'now')
    expect(strip).toHaveTextContent('OK para assistir do início')
    fireEvent.keyDown(screen.getByTestId('player-overlay'), { key: 'Enter' })
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: '101', catchup: news }))
  })

  it('offers none of it on a channel without archive, where ← only walks the guide', async () => {
    const { onSwitch } = mount(tune(1))
    expect(await screen.findByTestId('player-now')).toHaveTextContent('Jornal')
    expect(restartButton()).toBeNull()
    expect(backButton()).toBeNull()
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(onSwitch).not.toHaveBeenCalled()
    expect(asked).toHaveLength(0)
  })
})

describe('a programme of the archive', () => {
  it('asks /catchup for it from its beginning and names it, with its times and no live badge', async () => {
    mount(tune(0, { catchup: match }))
    await waitFor(() =>
      expect(lastPlayed().candidates).toEqual([expect.objectContaining({ ext: 'm3u8' })]),
    )
    expect(asked).toEqual([{ id: '101', start: match.start, end: match.end }])
    expect(lastPlayed().options).toEqual<PlaybackOptions>({
      live: false,
      startPosition: 0,
      zap: false,
    })
    const line = screen.getByTestId('player-catchup')
    expect(line).toHaveTextContent('Gravado: Futebol')
    expect(line).toHaveTextContent(`${formatClock(match.start)} – ${formatClock(match.end)}`)
    expect(screen.queryByText('AO VIVO')).toBeNull()
    expect(restartButton()).toBeNull()
  })

  it('resumes from `startAt`, starting the stream at that instant', async () => {
    const at = match.start + 1_830
    mount(tune(0, { catchup: match, startAt: at }))
    await waitFor(() => expect(lastPlayed().candidates).toBeDefined())
    expect(asked).toEqual([{ id: '101', start: match.start, end: match.end, at }])
    expect(lastPlayed().options).toEqual({ live: false, startPosition: 30, zap: false })
  })

  it("goes back to live with 'Voltar ao vivo', and ↑/↓ tune another channel live", async () => {
    const { onSwitch } = mount(tune(0, { catchup: news, startAt: news.start + 60 }))
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar ao vivo' }))
    const live = onSwitch.mock.calls[0]![0]
    expect(live).toMatchObject({ type: 'live', id: '101' })
    expect('catchup' in live || 'startAt' in live).toBe(false)
    fireEvent.keyDown(window, { key: 'ArrowDown' })
    const zapped = onSwitch.mock.calls[1]![0]
    expect(zapped).toMatchObject({ id: '102', title: 'TV 102' })
    expect('catchup' in zapped || 'startAt' in zapped).toBe(false)
  })

  it('shows the server’s refusal, and still goes back to live', async () => {
    refusal = { status: 409, error: 'Este programa já saiu do arquivo do canal.' }
    const { onSwitch } = mount(tune(0, { catchup: match }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Este programa já saiu do arquivo do canal.')
    expect(within(alert).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument()
    fireEvent.click(backButton()!)
    expect(onSwitch).toHaveBeenCalledWith(expect.not.objectContaining({ catchup: match }))
  })
})

describe('seeking across the programme', () => {
  it('runs the bar in programme time and seeks natively where the stream reaches', async () => {
    const { video, media } = mount(tune(0, { catchup: match }))
    await waitFor(() => expect(lastPlayed().candidates).toBeDefined())
    // The stream starts two minutes early: its 10:00 is the programme's 8:00.
    loadStream(media, video, 600, [0, 1_200])
    const bar = screen.getByRole('slider', { name: 'Posição do vídeo' })
    expect(bar).toHaveAttribute('max', '6300')
    expect(bar).toHaveValue('480')
    fireEvent.change(bar, { target: { value: '900' } })
    expect(video.currentTime).toBe(1_020)
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(video.currentTime).toBe(1_010)
    expect(asked).toHaveLength(1)
  })

  it('asks for a new stream from where the stream cannot reach, once for a run of seeks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { video, media } = mount(tune(0, { catchup: match }))
    await vi.waitFor(() => expect(lastPlayed().candidates).toBeDefined())
    loadStream(media, video, 600, [0, 1_200])
    const bar = screen.getByRole('slider', { name: 'Posição do vídeo' })
    fireEvent.change(bar, { target: { value: '3000' } })
    // Where it is going shows at once; → moves on from there.
    expect(bar).toHaveValue('3000')
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(bar).toHaveValue('3010')
    expect(asked).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(SEEK_RESTART_DELAY_MS))
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    expect(asked[1]).toEqual({
      id: '101',
      start: match.start,
      end: match.end,
      at: match.start + 3_010,
    })
    expect(screen.getByRole('status')).toHaveTextContent('Carregando')
    await vi.waitFor(() =>
      expect(lastPlayed().options).toEqual({ live: false, startPosition: 10, zap: false }),
    )
  })
})

describe('saving a programme of the archive', () => {
  it('saves where it stands in the programme, under the channel’s card', async () => {
    const { video, media } = mount(tune(0, { catchup: match }))
    await waitFor(() => expect(lastPlayed().candidates).toBeDefined())
    loadStream(media, video, 720, [0, 1_200])
    act(() => video.pause())
    expect(savePosition).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'catchup',
        id: `101@${match.start}`,
        programme: { channel_id: '101', ...match },
        position: 600,
        duration: 6_300,
        content: channels[0]!.content,
        series_id: null,
        episode: null,
        next: null,
      }),
    )
  })

  it('saves nothing for a channel live', async () => {
    const { video, media } = mount(tune(0))
    await waitFor(() => expect(lastPlayed().candidates).toBeDefined())
    loadStream(media, video, 720, [0, 1_200])
    act(() => video.pause())
    expect(savePosition).not.toHaveBeenCalled()
  })
})
