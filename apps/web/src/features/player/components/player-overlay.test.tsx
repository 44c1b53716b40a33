import { act, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Episode } from '@myflix/shared'
import { useDeviceSettings } from '@/stores/device-settings-store'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { PlayerOverlay } from './player-overlay'

// The overlay over a fake element: the stream is taken as playing, the series' list as read.
const fixtures = vi.hoisted(() => ({
  candidates: {
    data: { candidates: [{ url: '/api/media/s/x.mp4', ext: 'mp4' }] },
    isPending: false,
    isError: false,
    refetch: () => Promise.resolve(),
  },
  episodes: { current: null as unknown },
}))
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return { usePlayback: () => playingPlayback }
})
vi.mock('@/lib/api/media', async () => ({
  ...(await import('../testing/media-api')).mediaApiWithoutPlayAhead,
  usePlayCandidates: () => fixtures.candidates,
}))
vi.mock('@/lib/api/catalog/titles', () => ({
  useSeriesEpisodes: (seriesId: string | null) => ({
    data: seriesId ? fixtures.episodes.current : undefined,
  }),
}))
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
  addRecentChannel: vi.fn(() => Promise.resolve()),
}))

const episode = (id: string, season: number, episodeNum: number): Episode => ({
  id,
  season,
  episode_num: episodeNum,
  title: `Episódio ${season}.${episodeNum}`,
  container_extension: 'mp4',
  duration: 20,
  plot: null,
  movie_image: null,
})
const show = testItem('90', { type: 'series', name: 'Série Teste' })
const seasons = {
  '1': [episode('113', 1, 13), episode('114', 1, 14)],
  '2': [episode('201', 2, 1), episode('202', 2, 2), episode('203', 2, 3), episode('204', 2, 4)],
}
const episodeRequest = (id: string): PlayerRequest => ({
  type: 'episode',
  id,
  ext: 'mp4',
  seriesId: '90',
  title: 'Série Teste',
  content: show,
})
const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }

let fake: ReturnType<typeof installFakeMedia>

/** Mounts the overlay as PlayerHost does: `onSwitch` replaces what it plays. */
function mount(first: PlayerRequest) {
  const queryClient = new QueryClient()
  const onClose = vi.fn()
  const onSwitch = vi.fn<(request: PlayerRequest) => void>()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PlayerOverlay request={first} onClose={onClose} onSwitch={onSwitch} userId="u1" />
    </QueryClientProvider>,
  )
  const play = (request: PlayerRequest) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <PlayerOverlay request={request} onClose={onClose} onSwitch={onSwitch} userId="u1" />
      </QueryClientProvider>,
    )
  const media: FakeMedia = fake.media(video())
  return { media, onClose, onSwitch, play }
}

const video = () => screen.getByTestId<HTMLVideoElement>('player-video')
const overlay = () => screen.getByTestId('player-overlay')
const upNext = () => screen.queryByTestId('up-next')

/** The episode loads (20 s) and plays to `seconds`. */
function playTo(media: FakeMedia, seconds: number) {
  act(() => {
    if (Number.isNaN(media.fields.duration)) media.load(20)
    void video().play()
    media.advance(seconds)
  })
}

beforeEach(() => {
  fake = installFakeMedia()
  fixtures.episodes.current = { episodes: seasons, seriesInfo: {} }
  useDeviceSettings.setState({ autoplayNext: true })
})
afterEach(() => {
  vi.useRealTimers()
  fake.restore()
  localStorage.clear()
})

describe('PlayerOverlay controls', () => {
  it('has no browser controls, and names the episode "T1E14 · name" under the show', () => {
    mount(episodeRequest('114'))
    expect(video()).not.toHaveAttribute('controls')
    expect(screen.getByRole('heading', { name: 'Série Teste' })).toBeInTheDocument()
    expect(screen.getByTestId('player-episode')).toHaveTextContent('T1E14 · Episódio 1.14')
  })

  it('hides the controls after 3 s of playing without input, and any input brings them back', () => {
    vi.useFakeTimers()
    const { media } = mount(movie)
    playTo(media, 1)
    expect(overlay()).toHaveAttribute('data-controls', 'shown')
    act(() => vi.advanceTimersByTime(2_900))
    expect(overlay()).toHaveAttribute('data-controls', 'shown')
    act(() => vi.advanceTimersByTime(200))
    expect(overlay()).toHaveAttribute('data-controls', 'hidden')
    fireEvent.pointerMove(overlay())
    expect(overlay()).toHaveAttribute('data-controls', 'shown')
    act(() => vi.advanceTimersByTime(3_100))
    expect(overlay()).toHaveAttribute('data-controls', 'hidden')
    fireEvent.keyDown(window, { key: 'Shift' })
    expect(overlay()).toHaveAttribute('data-controls', 'shown')
  })

  it('keeps them up while a keyboard user is in them, not after a mouse click', () => {
    vi.useFakeTimers()
    const { media } = mount(movie)
    playTo(media, 1)
    const bar = screen.getByRole('slider', { name: 'Posição do vídeo' })
    fireEvent.keyDown(window, { key: 'Tab' })
    act(() => bar.focus())
    act(() => vi.advanceTimersByTime(10_000))
    expect(overlay()).toHaveAttribute('data-controls', 'shown')
    fireEvent.pointerDown(bar)
    act(() => vi.advanceTimersByTime(3_100))
    expect(overlay()).toHaveAttribute('data-controls', 'hidden')
  })

  it('never hides the controls while paused', () => {
    vi.useFakeTimers()
    const { media } = mount(movie)
    playTo(media, 1)
    act(() => video().pause())
    act(() => vi.advanceTimersByTime(10_000))
    expect(overlay()).toHaveAttribute('data-controls', 'shown')
    expect(screen.getByRole('button', { name: 'Reproduzir' })).toBeInTheDocument()
  })

  it('seeks −10 s and +10 s with its buttons, and shows the clock on the seek bar', () => {
    const { media } = mount(movie)
    act(() => media.load(600))
    playTo(media, 100)
    fireEvent.click(screen.getByRole('button', { name: 'Avançar 10 segundos' }))
    expect(media.fields.currentTime).toBe(110)
    fireEvent.click(screen.getByRole('button', { name: 'Voltar 10 segundos' }))
    fireEvent.click(screen.getByRole('button', { name: 'Voltar 10 segundos' }))
    expect(media.fields.currentTime).toBe(90)
    const bar = screen.getByRole('slider', { name: 'Posição do vídeo' })
    expect(bar).toHaveAttribute('aria-valuetext', '01:30 de 10:00')
    fireEvent.change(bar, { target: { value: '300' } })
    expect(media.fields.currentTime).toBe(300)
  })

  it('keeps the keyboard: space, ←/→, m, also with the focus on the seek bar', () => {
    const { media } = mount(movie)
    act(() => media.load(600))
    playTo(media, 100)
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(media.fields.currentTime).toBe(110)
    fireEvent.keyDown(window, { key: ' ' })
    expect(media.fields.paused).toBe(true)
    const bar = screen.getByRole('slider', { name: 'Posição do vídeo' })
    bar.focus()
    fireEvent.keyDown(bar, { key: 'ArrowLeft' })
    expect(media.fields.currentTime).toBe(100)
    fireEvent.keyDown(bar, { key: ' ' })
    expect(media.fields.paused).toBe(false)
    fireEvent.keyDown(bar, { key: 'm' })
    expect(media.fields.muted).toBe(true)
    expect(screen.getByRole('button', { name: 'Ativar som' })).toBeInTheDocument()
  })

  it('shows no seek bar and no ±10 s on a live channel, and keeps the LIVE badge', () => {
    const { media } = mount({ type: 'live', id: '3', title: 'Canal 3', content: testItem('3') })
    playTo(media, 5)
    expect(screen.queryByRole('slider', { name: 'Posição do vídeo' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Avançar 10 segundos' })).toBeNull()
    expect(screen.getByText('AO VIVO')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument()
  })
})

describe('PlayerOverlay up next', () => {
  it("shows 'Próximo episódio' only in the last seconds, with the next season's first and a countdown", () => {
    const { media } = mount(episodeRequest('114'))
    playTo(media, 14)
    expect(upNext()).toBeNull()
    playTo(media, 15.5)
    expect(upNext()).toHaveTextContent('T2E1 · Episódio 2.1')
    expect(upNext()).toHaveTextContent('Começa em 5 s')
  })

  it('plays the next episode by itself at the end, crossing into the next season', () => {
    const { media, onSwitch } = mount(episodeRequest('114'))
    playTo(media, 16)
    act(() => media.end())
    expect(onSwitch).toHaveBeenCalledOnce()
    expect(onSwitch.mock.calls[0]?.[0]).toMatchObject({
      type: 'episode',
      id: '201',
      ext: 'mp4',
      startAt: null,
      episode: { id: '201', season: 2, episode_num: 1 },
    })
  })

  it("'Assistir' plays it now; the dismissed card lets the episode end without autoplay", () => {
    const { media, onSwitch } = mount(episodeRequest('114'))
    playTo(media, 16)
    fireEvent.click(screen.getByRole('button', { name: 'Assistir' }))
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: '201' }))
    onSwitch.mockClear()
    fireEvent.click(screen.getByRole('button', { name: 'Dispensar próximo episódio' }))
    expect(upNext()).toBeNull()
    act(() => media.end())
    expect(onSwitch).not.toHaveBeenCalled()
    expect(screen.getByTestId('player-ended')).toBeInTheDocument()
  })

  it('with the setting off, the end keeps the card and its button instead of playing on', () => {
    useDeviceSettings.setState({ autoplayNext: false })
    const { media, onSwitch } = mount(episodeRequest('114'))
    playTo(media, 16)
    expect(upNext()).not.toHaveTextContent('Começa em')
    act(() => media.end())
    expect(onSwitch).not.toHaveBeenCalled()
    expect(upNext()).toHaveTextContent('T2E1 · Episódio 2.1')
    expect(screen.getByRole('button', { name: 'Assistir novamente' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Assistir' }))
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: '201' }))
  })

  it("pauses and asks 'Você ainda está assistindo?' after 3 autoplays with no input", () => {
    const { media, onSwitch, play } = mount(episodeRequest('114'))
    playTo(media, 16)
    const autoplayOnce = () => {
      onSwitch.mockClear()
      act(() => media.end())
      const next = onSwitch.mock.calls[0]?.[0]
      if (!next) throw new Error('no autoplay')
      play(next)
      act(() => media.reset())
      playTo(media, 1)
    }
    autoplayOnce()
    autoplayOnce()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    autoplayOnce()
    expect(screen.getByRole('alertdialog', { name: 'Você ainda está assistindo?' })).toBeVisible()
    expect(media.fields.paused).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Continuar assistindo' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(media.fields.paused).toBe(false)
  })

  it('starts the count over on any input', () => {
    const { media, onSwitch, play } = mount(episodeRequest('114'))
    playTo(media, 16)
    for (let round = 0; round < 4; round++) {
      onSwitch.mockClear()
      act(() => media.end())
      play(onSwitch.mock.calls[0]![0])
      act(() => media.reset())
      playTo(media, 1)
      fireEvent.pointerMove(overlay())
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it("'Parar' closes the player", () => {
    const { media, onSwitch, play, onClose } = mount(episodeRequest('114'))
    playTo(media, 16)
    for (let round = 0; round < 3; round++) {
      onSwitch.mockClear()
      act(() => media.end())
      play(onSwitch.mock.calls[0]![0])
      act(() => media.reset())
      playTo(media, 1)
    }
    fireEvent.click(screen.getByRole('button', { name: 'Parar' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it("ends the series' last episode in a clear ended state with replay and close", () => {
    const { media, onSwitch, onClose } = mount(episodeRequest('204'))
    playTo(media, 16)
    expect(upNext()).toBeNull()
    act(() => media.end())
    expect(onSwitch).not.toHaveBeenCalled()
    expect(screen.getByTestId('player-ended')).toHaveTextContent('Você chegou ao último episódio.')
    fireEvent.click(screen.getByRole('button', { name: 'Assistir novamente' }))
    expect(media.fields.currentTime).toBe(0)
    expect(media.fields.paused).toBe(false)
    act(() => media.end())
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
