import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { savePosition, sendPositionBeacon } from '@/lib/api/library'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { catchupClock } from '../lib/catchup-timeline'
import { offsetClock, type TimelineClock } from '../lib/stream-timeline'
import { installFakeMedia } from '../testing/fake-media'
import { ProgressHarness as Harness, timedStream } from '../testing/progress-harness'
import type { TimelineSource } from './use-stream-timeline'

// Positions of a stream that starts where it was asked, read on its timeline's clock: a catch-up
// programme (issue 19), a remuxed or transcoded title (issue 20).
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  savePosition: vi.fn(() => Promise.resolve()),
  sendPositionBeacon: vi.fn(),
}))

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }
const restarts = vi.fn<(position: number) => void>()
const timed = (clock: TimelineClock, key: unknown) => timedStream(clock, key, restarts)

let fake: ReturnType<typeof installFakeMedia>
let queryClient: QueryClient
beforeEach(() => {
  fake = installFakeMedia()
  queryClient = new QueryClient()
  vi.mocked(savePosition).mockClear()
  vi.mocked(sendPositionBeacon).mockClear()
  restarts.mockClear()
})
afterEach(() => {
  fake.restore()
})

const videoOf = () => screen.getByTestId<HTMLVideoElement>('video')

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
