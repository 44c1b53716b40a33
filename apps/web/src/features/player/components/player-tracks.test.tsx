import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlaybackPlan } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { useTrackPreferences } from '../lib/track-preferences'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { PlayerOverlay } from './player-overlay'

// The overlay over a fake element, /play answering a plan with two audio tracks and a subtitle;
// what the overlay asks /play for and what it hands the player are recorded.
const fixtures = vi.hoisted(() => ({
  media: null as PlaybackPlan | null,
  asked: [] as Record<string, unknown>[],
  played: [] as { url: string }[][],
}))
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return {
    usePlayback: (_video: unknown, candidates: { url: string }[] | undefined) => {
      if (candidates && fixtures.played.at(-1) !== candidates) fixtures.played.push(candidates)
      return playingPlayback
    },
  }
})
vi.mock('@/lib/api/media', async () => ({
  ...(await import('../testing/media-api')).mediaApiWithoutPlayAhead,
  usePlayCandidates: (request: Record<string, unknown> | null) => {
    if (request && fixtures.asked.at(-1) !== request) fixtures.asked.push(request)
    return {
      data: { candidates: [{ url: '/api/media/t/x.mp4', ext: 'mp4' }], media: fixtures.media },
      isPending: false,
      isError: false,
      refetch: () => Promise.resolve(),
    }
  },
}))
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
}))

const plan: PlaybackPlan = {
  path: 'audio',
  duration: 600,
  audio: [
    { index: 0, language: 'por', label: 'Português', codec: 'ac3', channels: 6 },
    { index: 1, language: 'eng', label: 'Inglês', codec: 'aac', channels: 2 },
  ],
  audioTrack: 0,
  subtitles: [{ index: 0, language: 'por', label: 'Português', url: '/api/media/t/x?sub=0' }],
  busy: false,
}
const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }

let fake: ReturnType<typeof installFakeMedia>
let media: FakeMedia
const onClose = vi.fn()

function mount() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlayerOverlay request={movie} onClose={onClose} onSwitch={() => {}} userId="ana" />
    </QueryClientProvider>,
  )
  media = fake.media(screen.getByTestId<HTMLVideoElement>('player-video'))
  act(() => {
    media.load(600)
    void media.advance(42.4)
  })
}

beforeEach(() => {
  fake = installFakeMedia()
  fixtures.media = plan
  fixtures.asked = []
  fixtures.played = []
  onClose.mockReset()
  localStorage.clear()
  useTrackPreferences.setState({ users: [] })
  // The subtitle's WebVTT would be fetched; these tests look at the menus.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})
afterEach(() => {
  fake.restore()
  vi.unstubAllGlobals()
})

describe('the track menus', () => {
  it("'Áudio' lists the tracks by keyboard, marks the playing one, and plays another from where the user was", async () => {
    const user = userEvent.setup()
    mount()
    expect(fixtures.asked[0]).toMatchObject({ audioLanguages: ['por'] })
    const trigger = screen.getByTestId('player-audio-menu')
    expect(trigger).toHaveAccessibleName('Áudio')
    act(() => trigger.focus())
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('menu', { name: 'Áudio' })
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Português', 'true'],
      ['Inglês', 'false'],
    ])
    // The menu's arrows move in it: they neither change the volume nor seek.
    await user.keyboard('{ArrowDown}')
    expect(media.fields.volume).toBe(1)
    expect(items[1]).toHaveFocus()
    await user.keyboard('{Enter}')

    expect(screen.queryByRole('menu')).toBeNull()
    expect(fixtures.asked.at(-1)).toMatchObject({ audio: 1, audioLanguages: ['por'] })
    expect(fixtures.played.at(-1)?.[0]?.url).toBe('/api/media/t/x.mp4?t=42')
    expect(useTrackPreferences.getState().users).toEqual([{ user: 'ana', audio: 'eng' }])
  })

  it('plays another audio from where a seek still waiting for its stream goes', async () => {
    // Whether the seek's own stream (SEEK_RESTART_DELAY_MS after it) comes before the choice or not,
    // the element still counts from 42.4 s: only the timeline knows where the user is going.
    const user = userEvent.setup()
    mount()
    // As in Chromium, a progressive stream without byte ranges seeks only to its start.
    const video = screen.getByTestId<HTMLVideoElement>('player-video')
    Object.defineProperty(video, 'seekable', {
      configurable: true,
      value: { length: 1, start: () => 0, end: () => 0 },
    })
    fireEvent.change(screen.getByRole('slider', { name: 'Posição do vídeo' }), {
      target: { value: '300' },
    })
    await user.click(screen.getByTestId('player-audio-menu'))
    await user.click(screen.getByRole('menuitemradio', { name: 'Inglês' }))
    expect(fixtures.asked.at(-1)).toMatchObject({ audio: 1 })
    expect(fixtures.played.at(-1)?.[0]?.url).toBe('/api/media/t/x.mp4?t=300')
  })

  it("'Legendas' offers 'Desativadas' and each subtitle; Escape closes the menu, not the player", async () => {
    const user = userEvent.setup()
    mount()
    await user.click(screen.getByTestId('player-subtitle-menu'))
    const menu = screen.getByRole('menu', { name: 'Legendas' })
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Desativadas', 'true'],
      ['Português', 'false'],
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByTestId('player-subtitle-menu')).toHaveFocus()

    await user.click(screen.getByTestId('player-subtitle-menu'))
    await user.click(screen.getByRole('menuitemradio', { name: 'Português' }))
    expect(fetch).toHaveBeenCalledWith(
      '/api/media/t/x?sub=0',
      expect.objectContaining({ credentials: 'same-origin' }),
    )
    await user.click(screen.getByTestId('player-subtitle-menu'))
    expect(screen.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  it('shows no audio menu for one track, and no menu without a plan', () => {
    fixtures.media = { ...plan, audio: plan.audio.slice(0, 1), subtitles: [] }
    mount()
    expect(screen.queryByTestId('player-audio-menu')).toBeNull()
    expect(screen.queryByTestId('player-subtitle-menu')).toBeNull()
  })
})
