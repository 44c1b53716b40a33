import { useRef } from 'react'
import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POSITION_SAVE_INTERVAL_MS, type SavePositionRequest } from '@myflix/shared'
import { savePosition, sendPositionBeacon } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { catchupClock } from '../lib/catchup-timeline'
import { offsetClock, type TimelineClock } from '../lib/stream-timeline'
import { installFakeMedia, type FakeMedia } from '../testing/fake-media'
import { usePlaybackProgress } from './use-playback-progress'
import type { SeriesNeighbours } from './use-series-neighbours'
import type { TimelineSource } from './use-stream-timeline'

vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
}))

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }
const noSeries: SeriesNeighbours = { episode: null, next: null }

function Harness(props: {
  request: PlayerRequest
  series?: SeriesNeighbours
  stream?: TimelineSource | null
}) {
  const ref = useRef<HTMLVideoElement>(null)
  usePlaybackProgress(ref, props.request, props.series ?? noSeries, props.stream)
  return <video ref={ref} data-testid="video" />
}

const restarts = vi.fn<(position: number) => void>()
/** A stream that starts where it was asked, on `clock`; `key` names the stream. */
const timed = (clock: TimelineClock, key: unknown): TimelineSource => ({
  clock: () => clock,
  reachable: () => [],
  restart: restarts,
  key,
  startsWhereAsked: true,
})

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
  restarts.mockClear()
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

describe('usePlaybackProgress: a catch-up programme', () => {
  const programme = { start: 1_764_100_800, end: 1_764_100_800 + 3_600, title: 'Jogo' }
  const replay: PlayerRequest = {
    type: 'live',
    id: '55',
    title: 'Canal 55',
    content: testItem('55', { type: 'live' }),
    catchup: programme,
    startAt: programme.start + 1_830,
  }
  const rendered = (streamStart: number | null) => (
    <QueryClientProvider client={queryClient}>
      <Harness
        request={replay}
        stream={
          streamStart === null
            ? null
            : timed(catchupClock(programme, streamStart, programme.end + 600), streamStart)
        }
      />
    </QueryClientProvider>
  )

  it('saves in programme time by the stream answered, never seeking itself', () => {
    const view = render(rendered(null))
    const media = fake.media(videoOf())
    act(() => {
      media.load(4_000)
      void videoOf().play()
      media.advance(40)
      videoOf().pause()
    })
    // No answer yet: the element's time means nothing.
    expect(savePosition).not.toHaveBeenCalled()
    view.rerender(rendered(programme.start + 1_800))
    act(() => {
      media.advance(45)
      void videoOf().play()
      videoOf().pause()
    })
    expect(media.fields.currentTime).toBe(45)
    // A seek asked for a stream from 50:00: the same playback, the new stream's clock.
    view.rerender(rendered(programme.start + 3_000))
    act(() => {
      media.reset()
      media.load(900)
      void videoOf().play()
      media.advance(20)
      videoOf().pause()
    })
    expect(media.fields.currentTime).toBe(20)
    expect(vi.mocked(savePosition).mock.calls.map(([request]) => request)).toEqual([
      expect.objectContaining({ kind: 'catchup', position: 1_845, duration: 3_600 }),
      expect.objectContaining({ kind: 'catchup', position: 3_020, duration: 3_600 }),
    ])
  })
})

describe('usePlaybackProgress: a remuxed or transcoded title', () => {
  const resumed = { ...movie, startAt: 600 }
  const rendered = (stream: TimelineSource) => (
    <QueryClientProvider client={queryClient}>
      <Harness request={resumed} stream={stream} />
    </QueryClientProvider>
  )
  const points = () =>
    vi.mocked(savePosition).mock.calls.map(([request]) => [request.position, request.duration])

  it('resumes by the stream’s start, not by a seek, and saves the title’s time', () => {
    render(rendered(timed(offsetClock(600, 1_200), 'from 600')))
    const media = fake.media(videoOf())
    act(() => {
      // Before the stream has anything, a pause or the page going away saves nothing.
      videoOf().pause()
      window.dispatchEvent(new Event('pagehide'))
      // Its element knows only what has arrived: 30 s, from its own 0.
      media.load(30)
    })
    expect(media.fields.currentTime).toBe(0)
    act(() => {
      void videoOf().play()
      media.advance(4)
      videoOf().pause()
    })
    expect(points()).toEqual([[604, 1_200]])
    expect(sendPositionBeacon).not.toHaveBeenCalled()
  })

  it('saves where a seek went, even short of the resume point', () => {
    const view = render(rendered(timed(offsetClock(600, 1_200), 'from 600')))
    const media = fake.media(videoOf())
    // A seek back to 1:40 before the first stream showed anything: a new stream from there.
    view.rerender(rendered(timed(offsetClock(100, 1_200), 'from 100')))
    act(() => {
      media.reset()
      media.load(30)
      void videoOf().play()
      media.advance(5)
      videoOf().pause()
    })
    expect(points()).toEqual([[105, 1_200]])
  })

  it('asks for a stream that broke again from where it was, not for the one a seek replaced', () => {
    const view = render(rendered(timed(offsetClock(600, 1_200), 'from 600')))
    const media = fake.media(videoOf())
    act(() => {
      media.load(200)
      void videoOf().play()
      media.advance(100)
      // The stream broke and the player sets the same one up again.
      media.reset()
    })
    expect(restarts).toHaveBeenCalledExactlyOnceWith(700)
    view.rerender(rendered(timed(offsetClock(700, 1_200), 'from 700')))
    act(() => {
      media.load(30)
      void videoOf().play()
      media.advance(10)
    })
    // A seek to 15:00: the stream it replaces is not asked for again.
    view.rerender(rendered(timed(offsetClock(900, 1_200), 'from 900')))
    act(() => media.reset())
    expect(restarts).toHaveBeenCalledOnce()
  })
})

function videoOf() {
  return screen.getByTestId<HTMLVideoElement>('video')
}
