import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlayerChannel, PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { DIGIT_PAUSE_MS } from '../hooks/use-channel-digits'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { PlayerOverlay } from './player-overlay'

// The player by keyboard and remote (issue 21), with real user-event keys over a fake element.
vi.mock('../hooks/use-playback', async () => {
  const { playingPlayback } = await import('../testing/playing-playback')
  return { usePlayback: () => playingPlayback }
})
vi.mock('@/lib/api/media', async () => (await import('../testing/media-api')).mediaApiPlayingMp4)
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
  addRecentChannel: vi.fn(() => Promise.resolve()),
}))

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }
const channel = (number: number): PlayerChannel => ({
  id: `c${number}`,
  title: `Canal ${number}`,
  content: testItem(`c${number}`, { type: 'live', number, name: `Canal ${number}` }),
})
const channels = [1, 2, 12, 40].map(channel)
const live: PlayerRequest = { type: 'live', id: 'c2', title: 'Canal 2', channels }

let fake: ReturnType<typeof installFakeMedia>

function mount(request: PlayerRequest) {
  const onClose = vi.fn()
  const onSwitch = vi.fn<(request: PlayerRequest) => void>()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlayerOverlay request={request} onClose={onClose} onSwitch={onSwitch} userId="u1" />
    </QueryClientProvider>,
  )
  const media: FakeMedia = fake.media(screen.getByTestId<HTMLVideoElement>('player-video'))
  act(() => {
    media.load(600)
    void screen.getByTestId<HTMLVideoElement>('player-video').play()
    media.advance(100)
  })
  return { media, onClose, onSwitch }
}

const overlay = () => screen.getByTestId('player-overlay')
const seekBar = () => screen.getByRole('slider', { name: 'Posição do vídeo' })

beforeEach(() => {
  fake = installFakeMedia()
})
afterEach(() => {
  fake.restore()
})

describe('the player by remote: the bar', () => {
  it('↓ goes into the bar on screen; ←/→ seek on the seek bar and move between buttons; ↑ goes back', async () => {
    const user = userEvent.setup()
    const { media } = mount(movie)
    expect(overlay()).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(seekBar()).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}')
    expect(media.fields.currentTime).toBe(110)
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Voltar 10 segundos' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(seekBar()).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(overlay()).toHaveFocus()
    // Back on the video, the arrows act again.
    await user.keyboard('{ArrowRight}')
    expect(media.fields.currentTime).toBe(120)
    expect(media.fields.volume).toBe(1)
  })

  it('OK with nothing focused goes into the bar on a film', async () => {
    const user = userEvent.setup()
    mount(movie)
    await user.keyboard('{Enter}')
    expect(seekBar()).toHaveFocus()
  })
})

describe('the player by remote: media and Back keys', () => {
  it('plays and pauses, seeks with ⏪/⏩, goes to the start with ⏮', async () => {
    const user = userEvent.setup()
    const { media } = mount(movie)
    await user.keyboard('{MediaPlayPause}')
    expect(media.fields.paused).toBe(true)
    await user.keyboard('{MediaPlay}')
    expect(media.fields.paused).toBe(false)
    await user.keyboard('{MediaFastForward}{MediaFastForward}{MediaRewind}')
    expect(media.fields.currentTime).toBe(110)
    await user.keyboard('{MediaTrackPrevious}')
    expect(media.fields.currentTime).toBe(0)
  })

  it('closes with Backspace, a remote Back code and Stop', async () => {
    const user = userEvent.setup()
    const { onClose } = mount(movie)
    await user.keyboard('{Backspace}')
    expect(onClose).toHaveBeenCalledTimes(1)
    act(() => overlay().dispatchEvent(backCode()))
    expect(onClose).toHaveBeenCalledTimes(2)
    await user.keyboard('{MediaStop}')
    expect(onClose).toHaveBeenCalledTimes(3)
  })
})

/** webOS's Back: the key is 'Unidentified', only the code says it. */
const backCode = () =>
  new KeyboardEvent('keydown', { key: 'Unidentified', keyCode: 461, bubbles: true })

describe('the player by remote: live', () => {
  it('tunes the number typed with the digits after a short pause, showing it as it is typed', async () => {
    const user = userEvent.setup()
    const { onSwitch } = mount(live)
    await user.keyboard('12')
    expect(screen.getByTestId('player-channel-digits')).toHaveTextContent('12')
    expect(onSwitch).not.toHaveBeenCalled()
    await waitFor(
      () =>
        expect(onSwitch).toHaveBeenCalledWith(
          expect.objectContaining({ id: 'c12', title: 'Canal 12' }),
        ),
      { timeout: DIGIT_PAUSE_MS * 2 },
    )
    expect(screen.queryByTestId('player-channel-digits')).toBeNull()
  })

  it('tunes at once on OK, and says so when no channel has the number', async () => {
    const user = userEvent.setup()
    const { onSwitch } = mount(live)
    await user.keyboard('40{Enter}')
    expect(onSwitch).toHaveBeenCalledWith(expect.objectContaining({ id: 'c40' }))
    await user.keyboard('99{Enter}')
    expect(screen.getByTestId('player-channel-digits')).toHaveTextContent('Nenhum canal 99')
    expect(onSwitch).toHaveBeenCalledTimes(1)
  })

  it('changes channel with CH+/CH− and ⏭/⏮, and OK opens the channel list', async () => {
    const user = userEvent.setup()
    const { onSwitch } = mount(live)
    await user.keyboard('{ChannelUp}')
    expect(onSwitch).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c12' }))
    await user.keyboard('{MediaTrackPrevious}')
    expect(onSwitch).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c1' }))
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('player-channel-list')).toBeInTheDocument()
    // Back closes the list first, then the player.
    await user.keyboard('{Backspace}')
    expect(screen.queryByTestId('player-channel-list')).toBeNull()
  })
})
