import { act, renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiPaths, routePath, type PlaybackPlan, type PlayRequest } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import { startLoopbackServer, type LoopbackServer } from '@/testing/loopback-server'
import { useStreamSource, withStart, withoutStart } from './use-stream-source'

// The seam's processed stream (issue 20): /play over HTTP, what the overlay is told to play.
const PLAY_PATH = routePath(apiPaths.media.play, {})
const STREAM = '/api/media/s/title.tok'

let path: PlaybackPlan['path'] = 'video'
const plays: PlayRequest[] = []
let server: LoopbackServer
beforeAll(async () => {
  server = await startLoopbackServer(({ url, body }) => {
    if (url.pathname !== PLAY_PATH) return { status: 404, body: { success: false, error: 'no' } }
    plays.push(body as PlayRequest)
    const media: PlaybackPlan = {
      path,
      duration: 6_000,
      audio: [],
      audioTrack: null,
      subtitles: [],
      busy: false,
    }
    const candidates = [{ url: STREAM, ext: 'mp4' }]
    return { status: 200, body: { success: true, data: { candidates, expiresIn: 60, media } } }
  })
})
afterAll(() => server.close())
beforeEach(() => {
  path = 'video'
  plays.length = 0
})

function source(request: PlayerRequest) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useStreamSource(request, undefined), { wrapper })
}

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }
const urlOf = (view: ReturnType<typeof source>) => view.result.current.candidates?.[0]?.url

describe('useStreamSource: a processed title', () => {
  it('starts a resumed title at the saved second, which is then its offset', async () => {
    const view = source({ ...movie, startAt: 1_234.9 })
    await waitFor(() => expect(urlOf(view)).toBe(`${STREAM}?t=1234`))
    expect(view.result.current.offset).toBe(1_234)
    expect(view.result.current.startPosition).toBeUndefined()
  })

  it('restarts at a whole second, the same one again as a new stream', async () => {
    const view = source(movie)
    await waitFor(() => expect(urlOf(view)).toBe(STREAM))
    act(() => view.result.current.restartAt(3_010.7))
    expect(urlOf(view)).toBe(`${STREAM}?t=3010`)
    expect(view.result.current.offset).toBe(3_010)
    const first = view.result.current.candidates
    act(() => view.result.current.restartAt(3_010))
    expect(view.result.current.candidates).not.toBe(first)
    expect(urlOf(view)).toBe(`${STREAM}?t=3010`)
  })

  it('asks /play for another audio track and starts it where the title was', async () => {
    const view = source(movie)
    await waitFor(() => expect(urlOf(view)).toBe(STREAM))
    act(() => view.result.current.chooseAudio(1, 95.5))
    await waitFor(() => expect(plays.at(-1)?.audio).toBe(1))
    await waitFor(() => expect(urlOf(view)).toBe(`${STREAM}?t=95`))
    expect(view.result.current.offset).toBe(95)
  })

  it('never gives a channel on air a start', async () => {
    path = 'audio'
    const view = source({ type: 'live', id: '3', title: 'Canal 3', content: testItem('3') })
    await waitFor(() => expect(urlOf(view)).toBe(STREAM))
    act(() => view.result.current.chooseAudio(1, 42))
    await waitFor(() => expect(plays.at(-1)?.audio).toBe(1))
    await waitFor(() => expect(urlOf(view)).toBe(STREAM))
    expect(view.result.current.offset).toBe(0)
  })
})

describe('withStart and withoutStart', () => {
  it('add a start to a URL and take it away again', () => {
    expect(withStart(STREAM, 61.9)).toBe(`${STREAM}?t=61`)
    expect(withStart(`${STREAM}?a=1`, 61)).toBe(`${STREAM}?a=1&t=61`)
    expect(withStart(STREAM, 0)).toBe(STREAM)
    expect(withoutStart(`${STREAM}?t=61`)).toBe(STREAM)
    expect(withoutStart(`${STREAM}?a=1&t=61`)).toBe(`${STREAM}?a=1`)
    expect(withoutStart(STREAM)).toBe(STREAM)
  })
})
