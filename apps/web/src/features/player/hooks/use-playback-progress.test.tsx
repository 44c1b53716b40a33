import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POSITION_SAVE_INTERVAL_MS, type SavePositionRequest } from '@myflix/shared'
import { savePosition, sendPositionBeacon } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { ProgressHarness as Harness } from '../testing/progress-harness'
import type { SeriesNeighbours } from './use-series-neighbours'

vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
}))

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }

let fake: ReturnType<typeof installFakeMedia>
let queryClient: QueryClient

function mount(request: PlayerRequest, series?: SeriesNeighbours) {
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Harness request={request} series={series} />
    </QueryClientProvider>,
  )
  const media: FakeMedia = fake.media(screen.getByTestId<HTMLVideoElement>('video'))
  return { ...view, media }
}

const saved = () =>
  vi.mocked(savePosition).mock.calls.map(([request]) => (request as SavePositionRequest).position)

beforeEach(() => {
  fake = installFakeMedia()
  queryClient = new QueryClient()
  vi.mocked(savePosition).mockClear()
  vi.mocked(sendPositionBeacon).mockClear()
})
afterEach(() => {
  vi.useRealTimers()
  fake.restore()
})

describe('usePlaybackProgress: resume', () => {
  it('seeks to startAt once the media can seek', () => {
    const { media } = mount({ ...movie, startAt: 600 })
    expect(media.fields.currentTime).toBe(0)
    act(() => media.load(1200))
    expect(media.fields.currentTime).toBe(600)
  })

  it('never saves an early 0 while a slow start has not reached the resume point', () => {
    const { media, unmount } = mount({ ...movie, startAt: 600 })
    media.holdSeeks(true)
    act(() => media.load(1200))
    act(() => {
      // What a slow start reports before the seek lands: 0, then a pause, then the page goes away.
      media.fields.currentTime = 0
      media.advance(0)
      void videoOf().play()
      videoOf().pause()
      window.dispatchEvent(new Event('pagehide'))
    })
    unmount()
    expect(savePosition).not.toHaveBeenCalled()
    expect(sendPositionBeacon).not.toHaveBeenCalled()
  })

  it('saves from the moment playback is at the resume point', () => {
    const { media } = mount({ ...movie, startAt: 600 })
    act(() => media.load(1200))
    act(() => {
      void videoOf().play()
      media.advance(604)
      videoOf().pause()
    })
    expect(saved()).toEqual([604])
  })

  it('starts over where it was when the stream breaks and loads again', () => {
    const { media } = mount(movie)
    act(() => media.load(1200))
    act(() => {
      void videoOf().play()
      media.advance(300)
      media.reset()
    })
    act(() => media.load(1200))
    expect(media.fields.currentTime).toBe(300)
  })
})

describe('usePlaybackProgress: when it saves', () => {
  it('saves every POSITION_SAVE_INTERVAL_MS while playing, not while paused', () => {
    vi.useFakeTimers()
    const { media } = mount(movie)
    act(() => media.load(1200))
    act(() => {
      void videoOf().play()
      media.advance(30)
    })
    act(() => vi.advanceTimersByTime(POSITION_SAVE_INTERVAL_MS))
    expect(saved()).toEqual([30])
    act(() => media.advance(42))
    act(() => vi.advanceTimersByTime(POSITION_SAVE_INTERVAL_MS))
    expect(saved()).toEqual([30, 42])
    act(() => videoOf().pause())
    expect(saved()).toEqual([30, 42])
    act(() => vi.advanceTimersByTime(POSITION_SAVE_INTERVAL_MS * 3))
    expect(saved()).toEqual([30, 42])
  })

  it('saves on pause and at the end', () => {
    const { media } = mount(movie)
    act(() => media.load(20))
    act(() => {
      void videoOf().play()
      media.advance(7)
      videoOf().pause()
    })
    act(() => {
      void videoOf().play()
      media.end()
    })
    expect(saved()).toEqual([7, 20])
  })

  it('saves on close, then refreshes Continuar Assistindo', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const { media, unmount } = mount(movie)
    act(() => media.load(1200))
    act(() => {
      void videoOf().play()
      media.advance(95)
    })
    unmount()
    expect(saved()).toEqual([95])
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['library', 'continue'] }),
    )
  })

  it('sends a beacon when the page is hidden or goes away', () => {
    const { media } = mount(movie)
    act(() => media.load(1200))
    act(() => {
      void videoOf().play()
      media.advance(50)
    })
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    visibility.mockRestore()
    act(() => media.advance(80))
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    const beacons = vi.mocked(sendPositionBeacon).mock.calls.map(([request]) => request.position)
    expect(beacons).toEqual([50, 80])
  })

  it('names the episode, its series and the next one in an episode save', () => {
    const episode = { id: '901', season: 1, episode_num: 14, title: 'Fim', ext: 'mp4' }
    const next = { id: '925', season: 2, episode_num: 1, title: 'Início', ext: 'mp4' }
    const show = testItem('90', { type: 'series', name: 'Série' })
    const { media } = mount(
      { type: 'episode', id: '901', seriesId: '90', title: 'Série - S01E14', content: show },
      { episode, next },
    )
    act(() => media.load(20))
    act(() => {
      void videoOf().play()
      media.advance(10)
      videoOf().pause()
    })
    expect(savePosition).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'episode', series_id: '90', episode, next, content: show }),
    )
  })

  it('saves nothing for a channel or a title opened without its card', () => {
    for (const request of [
      { ...movie, content: undefined },
      { type: 'live', id: '3', title: 'Canal', content: testItem('3') } as PlayerRequest,
    ]) {
      const { media, unmount } = mount(request)
      act(() => media.load(1200))
      act(() => {
        void videoOf().play()
        media.advance(40)
        videoOf().pause()
      })
      unmount()
    }
    expect(savePosition).not.toHaveBeenCalled()
  })

  it('does not break playback when a save fails', async () => {
    vi.mocked(savePosition).mockRejectedValueOnce(new Error('offline'))
    const { media } = mount(movie)
    act(() => media.load(1200))
    act(() => {
      void videoOf().play()
      media.advance(12)
      videoOf().pause()
    })
    await act(async () => {})
    act(() => {
      void videoOf().play()
      media.advance(40)
      videoOf().pause()
    })
    expect(saved()).toEqual([12, 40])
  })
})

function videoOf() {
  return screen.getByTestId<HTMLVideoElement>('video')
}
