import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiPaths, routePath, type PlaybackPlan, type PlayRequest } from '@myflix/shared'
import { savePosition } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import type { usePlayback as usePlaybackType } from '../hooks/use-playback'
import { SEEK_RESTART_DELAY_MS } from '../hooks/use-stream-timeline'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { PlayerOverlay } from './player-overlay'

// A remuxed or transcoded title in the overlay (issue 20): /play, /external and the stream's HEAD
// served over HTTP. The stream is taken as playing on a fake element, except where a test sets the
// real player up (`fixtures.real`), which asks the stream itself.
const fixtures = vi.hoisted(() => ({
  played: [] as (readonly { url: string }[] | undefined)[],
  real: false,
}))
vi.mock('../hooks/use-playback', async (importOriginal) => {
  const actual = await importOriginal<{ usePlayback: typeof usePlaybackType }>()
  const { playingPlayback } = await import('../testing/playing-playback')
  return {
    usePlayback: (...args: Parameters<typeof usePlaybackType>) => {
      fixtures.played.push(args[1])
      // Constant over a test's mount, so the hooks keep their order.
      return fixtures.real ? actual.usePlayback(...args) : playingPlayback
    },
  }
})
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve(null)),
  sendPositionBeacon: vi.fn(),
}))

const PLAY_PATH = routePath(apiPaths.media.play, {})
const EXTERNAL_PATH = routePath(apiPaths.media.external, {})
const STREAM = '/api/media/s/feature.tok'

const plan = (path: PlaybackPlan['path'], extra: Partial<PlaybackPlan> = {}): PlaybackPlan => ({
  path,
  duration: 6_000,
  audio: [],
  audioTrack: null,
  subtitles: [],
  busy: false,
  ...extra,
})

let media: PlaybackPlan = plan('remux')
let streamStatus = 200
const plays: PlayRequest[] = []
const externals: string[] = []
let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(({ method, url, body }) => {
    if (url.pathname === PLAY_PATH) {
      plays.push(body as PlayRequest)
      const candidates = [{ url: STREAM, ext: media.path === 'direct' ? 'mkv' : 'mp4' }]
      return { status: 200, body: { success: true, data: { candidates, expiresIn: 60, media } } }
    }
    if (url.pathname === EXTERNAL_PATH) {
      externals.push((body as { url: string }).url)
      const data = { url: '/api/media/x/external.tok', expiresIn: 6 * 3_600 }
      return { status: 200, body: { success: true, data } }
    }
    if (method === 'HEAD' && url.pathname === STREAM) return { status: streamStatus, body: null }
    return { status: 404, body: { success: false, error: 'no' } }
  })
})
afterAll(() => server.close())

let fake: ReturnType<typeof installFakeMedia>
beforeEach(() => {
  fake = installFakeMedia()
  media = plan('remux')
  streamStatus = 200
  plays.length = 0
  externals.length = 0
  fixtures.played.length = 0
  fixtures.real = false
  vi.mocked(savePosition).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  fake.restore()
})

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }

function mount(request: PlayerRequest) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <PlayerOverlay request={request} onClose={() => {}} onSwitch={() => {}} userId="u1" />
    </QueryClientProvider>,
  )
  const video = screen.getByTestId<HTMLVideoElement>('player-video')
  return { video, media: fake.media(video) }
}

const lastUrl = () => fixtures.played.at(-1)?.[0]?.url
const bar = () => screen.getByRole('slider', { name: 'Posição do vídeo' })

const span = (end: number) => ({ length: 1, start: () => 0, end: () => end })

/**
 * The stream plays: `arrived` seconds of it are in, and the element is at `at`. As in Chromium, a
 * progressive stream without byte ranges seeks only to its start (`seekable` [0, 0]).
 */
function streamPlays(fake: FakeMedia, video: HTMLVideoElement, at: number, arrived = 120) {
  Object.defineProperty(video, 'buffered', { configurable: true, value: span(arrived) })
  Object.defineProperty(video, 'seekable', { configurable: true, value: span(0) })
  act(() => {
    // A fragmented MP4's element knows only what has arrived.
    fake.load(arrived)
    void video.play()
    fake.advance(at)
  })
}

describe('a remuxed or transcoded title', () => {
  it('says what the server does, and runs the bar in the title’s time', async () => {
    const { video, media: element } = mount(movie)
    await waitFor(() => expect(lastUrl()).toBe(STREAM))
    const overlay = screen.getByTestId('player-overlay')
    expect(overlay).toHaveAttribute('data-path', 'remux')
    const line = screen.getByTestId('player-path')
    expect(line).toHaveAttribute('data-path', 'remux')
    expect(line).toHaveTextContent('Arquivo adaptado no servidor para o navegador')
    streamPlays(element, video, 20)
    // The probe's length, not the 120 s that arrived.
    expect(bar()).toHaveAttribute('max', '6000')
    expect(bar()).toHaveValue('20')
    expect(screen.getByTestId('player-duration')).toHaveTextContent('1:40:00')
  })

  it('starts the stream again for a seek, even into what arrived, once for a burst', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { video, media: element } = mount(movie)
    await vi.waitFor(() => expect(lastUrl()).toBe(STREAM))
    streamPlays(element, video, 20)
    // 1:30 has arrived, but the element would only go back to 0 for it.
    fireEvent.change(bar(), { target: { value: '90' } })
    expect(video.currentTime).toBe(20)
    expect(bar()).toHaveValue('90')
    fireEvent.change(bar(), { target: { value: '3000' } })
    // Where it is going shows at once, and → moves on from there; one stream is asked for.
    expect(bar()).toHaveValue('3000')
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(bar()).toHaveValue('3010')
    await act(() => vi.advanceTimersByTimeAsync(SEEK_RESTART_DELAY_MS))
    expect(lastUrl()).toBe(`${STREAM}?t=3010`)
    expect(fixtures.played.filter((c) => c?.[0]?.url.includes('?t='))).toHaveLength(1)
    // The new stream's 0 is the title's 3010; ← there asks for the stream from 3015.
    act(() => element.reset())
    streamPlays(element, video, 15)
    expect(bar()).toHaveValue('3025')
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(video.currentTime).toBe(15)
    expect(bar()).toHaveValue('3015')
    await act(() => vi.advanceTimersByTimeAsync(SEEK_RESTART_DELAY_MS))
    expect(lastUrl()).toBe(`${STREAM}?t=3015`)
  })

  it('resumes by starting the stream at the saved place, and saves from there', async () => {
    const { video, media: element } = mount({ ...movie, startAt: 1_234.5 })
    await waitFor(() => expect(lastUrl()).toBe(`${STREAM}?t=1234`))
    streamPlays(element, video, 6)
    // No seek of ours in a stream that cannot seek.
    expect(video.currentTime).toBe(6)
    expect(bar()).toHaveValue('1240')
    act(() => video.pause())
    expect(savePosition).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'movie', id: '7', position: 1_240, duration: 6_000 }),
    )
  })

  it("plays it again from the beginning with 'Assistir novamente'", async () => {
    const { video, media: element } = mount({ ...movie, startAt: 5_999.5 })
    await waitFor(() => expect(lastUrl()).toBe(`${STREAM}?t=5998`))
    streamPlays(element, video, 5, 12)
    act(() => element.end())
    fireEvent.click(await screen.findByRole('button', { name: 'Assistir novamente' }))
    await waitFor(() => expect(lastUrl()).toBe(STREAM))
  })

  it('says so on a channel on air too, which has no bar', async () => {
    media = plan('audio', { duration: null })
    const { video, media: element } = mount({
      type: 'live',
      id: '3',
      title: 'Canal 3',
      content: testItem('3', { type: 'live' }),
    })
    await waitFor(() => expect(lastUrl()).toBe(STREAM))
    streamPlays(element, video, 30)
    expect(screen.getByTestId('player-path')).toHaveTextContent('Áudio convertido no servidor')
    expect(screen.queryByRole('slider', { name: 'Posição do vídeo' })).toBeNull()
    expect(screen.getByText('AO VIVO')).toBeInTheDocument()
  })

  it('shows no line for a title played as it is', async () => {
    media = plan('direct')
    mount(movie)
    await waitFor(() => expect(lastUrl()).toBe(STREAM))
    expect(screen.getByTestId('player-overlay')).toHaveAttribute('data-path', 'direct')
    expect(screen.queryByTestId('player-path')).toBeNull()
  })
})

describe('a server converting all it can', () => {
  it('says so up front, tries nothing, and hands the link out', async () => {
    media = plan('video', { busy: true })
    mount({ ...movie, startAt: 600 })
    const offer = await screen.findByTestId('player-hand-off')
    expect(offer).toHaveAttribute('data-reason', 'busy')
    expect(offer).toHaveTextContent('Conversão indisponível agora')
    expect(offer).toHaveTextContent('o servidor já está convertendo tudo o que pode')
    await waitFor(() => expect(offer).toHaveTextContent('O link vale por 6 horas'))
    expect(within(offer).getByRole('button', { name: 'Copiar link do vídeo' })).toBeEnabled()
    // The link is the title's, not the stream started at 10:00.
    expect(externals).toEqual([STREAM])
    expect(fixtures.played.every((candidates) => candidates === undefined)).toBe(true)
    expect(screen.queryByTestId('player-path')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Abrir no VLC' })).toBeNull()
    // 'Tentar Novamente' asks /play again: the server may have room now.
    media = plan('video')
    fireEvent.click(within(offer).getByRole('button', { name: 'Tentar Novamente' }))
    await waitFor(() => expect(plays).toHaveLength(2))
    await waitFor(() => expect(screen.queryByTestId('player-hand-off')).toBeNull())
    expect(screen.getByTestId('player-path')).toHaveTextContent('Vídeo convertido no servidor')
  })

  it('says so when the stream answers 429', async () => {
    fixtures.real = true
    media = plan('video')
    streamStatus = 429
    mount(movie)
    const offer = await screen.findByTestId('player-hand-off', {}, { timeout: 3_000 })
    expect(offer).toHaveAttribute('data-reason', 'busy')
    expect(offer).toHaveTextContent('Conversão indisponível agora')
    expect(server.requests).toContain(`HEAD ${STREAM}`)
  })
})

describe("'Abrir no VLC' on a phone", () => {
  const android =
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36'
  beforeEach(() => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: android, maxTouchPoints: 5 })
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width') || query.includes('coarse'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
  })

  it('opens the busy title’s link in VLC', async () => {
    media = plan('video', { busy: true })
    mount(movie)
    const vlc = await screen.findByRole('link', { name: 'Abrir no VLC' })
    const href = vlc.getAttribute('href') ?? ''
    expect(href).toMatch(/^intent:\/\/[^/]+\/api\/media\/x\/external\.tok#Intent;scheme=http;/)
    expect(href).toContain('package=org.videolan.vlc')
  })

  it('opens a stream this browser cannot play in VLC too', async () => {
    fixtures.real = true
    media = plan('direct')
    mount(movie)
    const offer = await screen.findByTestId('player-hand-off', {}, { timeout: 3_000 })
    expect(offer).toHaveAttribute('data-reason', 'unsupported')
    expect(offer).toHaveTextContent('Este formato não é suportado pelo navegador.')
    expect(await within(offer).findByRole('link', { name: 'Abrir no VLC' })).toBeVisible()
  })
})
