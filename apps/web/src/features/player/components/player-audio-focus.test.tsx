import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlaybackPlan, PlayResponse } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { useTrackPreferences } from '../lib/track-preferences'
import { installFakeMedia } from '../testing/fake-media'
import { PlayerOverlay } from './player-overlay'

// A transcoded title with two audio tracks: /play answers the first stream at once and holds the
// answer for another audio until the test gives it, as the server does while its transcoder starts.
const fixtures = vi.hoisted(() => ({
  restart: null as null | ((answer: PlayResponse) => void),
}))
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return { usePlayback: () => playingPlayback }
})
vi.mock('@/lib/api/media', async () => {
  const { useQuery } = await import('@tanstack/react-query')
  return {
    ...(await import('../testing/media-api')).mediaApiWithoutPlayAhead,
    usePlayCandidates: (request: { audio?: number } | null) =>
      useQuery({
        queryKey: ['play', request?.audio ?? null],
        queryFn: () =>
          request?.audio === undefined
            ? Promise.resolve(answer(0))
            : new Promise<PlayResponse>((resolve) => (fixtures.restart = resolve)),
        enabled: request !== null,
      }),
  }
})
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
}))

const plan = (audioTrack: number): PlaybackPlan => ({
  path: 'audio',
  duration: 600,
  audio: [
    { index: 0, language: 'por', label: 'Português', codec: 'ac3', channels: 6 },
    { index: 1, language: 'eng', label: 'Inglês', codec: 'aac', channels: 2 },
  ],
  audioTrack,
  subtitles: [],
  busy: false,
})
function answer(audioTrack: number): PlayResponse {
  return {
    candidates: [{ url: '/api/media/t/x.mp4', ext: 'mp4' }],
    expiresIn: 60,
    media: plan(audioTrack),
  }
}
const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }

let fake: ReturnType<typeof installFakeMedia>
beforeEach(() => {
  fake = installFakeMedia()
  fixtures.restart = null
  localStorage.clear()
  useTrackPreferences.setState({ users: [] })
})
afterEach(() => {
  fake.restore()
  vi.useRealTimers()
})

describe("focus after a choice in 'Áudio'", () => {
  it('comes back to the button when the bar comes back with the new stream, and holds the bar up', async () => {
    const user = userEvent.setup()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlayerOverlay request={movie} onClose={() => {}} onSwitch={() => {}} userId="ana" />
      </QueryClientProvider>,
    )
    const video = screen.getByTestId<HTMLVideoElement>('player-video')
    const media = fake.media(video)
    const audio = await screen.findByTestId('player-audio-menu')
    act(() => {
      media.load(600)
      void video.play()
      media.advance(42.4)
    })
    const overlay = screen.getByTestId('player-overlay')

    // As a remote does it: OK into the bar, ↓ to its buttons, → up to 'Áudio'.
    await user.keyboard('{Enter}{ArrowDown}')
    for (let i = 0; i < 10 && document.activeElement !== audio; i++)
      await user.keyboard('{ArrowRight}')
    expect(audio).toHaveFocus()
    await user.keyboard('{Enter}{ArrowDown}{Enter}')

    // The new stream is being asked for: the bar is gone with the button, focus with them.
    expect(screen.queryByTestId('player-controls')).toBeNull()
    // From here the bar's 3 s run on a clock the test moves (Testing Library's waits need the real one).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await act(async () => {
      fixtures.restart?.(answer(1))
      await vi.advanceTimersByTimeAsync(0)
    })

    const back = screen.getByTestId('player-audio-menu')
    expect(back).toHaveFocus()
    act(() => vi.advanceTimersByTime(10_000))
    expect(overlay).toHaveAttribute('data-controls', 'shown')
    // The remote goes on from there.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(back).not.toHaveFocus()
    expect(screen.getByTestId('player-controls')).toContainElement(
      document.activeElement as HTMLElement,
    )
  })
})
