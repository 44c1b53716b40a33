import { cleanup, render, renderHook, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { Toaster } from '@/components/ui/toast'
import { startLoopbackServer } from '@/testing/loopback-server'
import { findToast } from '@/testing/toasts'
import { useSubtitleCues } from './use-subtitle-cues'

const VTT = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:03.000',
  'Primeira',
  '',
  '00:01:40.000 --> 00:01:45.000',
  'Segunda',
  '',
].join('\n')

/** What the browser's TextTrack does that the hook uses: jsdom has none. */
class FakeTrack {
  mode: TextTrackMode = 'disabled'
  private list: VTTCue[] = []
  get cues() {
    return this.mode === 'disabled' ? null : this.list
  }
  addCue(cue: VTTCue) {
    this.list.push(cue)
  }
  removeCue(cue: VTTCue) {
    this.list = this.list.filter((kept) => kept !== cue)
  }
  shown() {
    return this.mode === 'showing'
      ? this.list.map(({ startTime, endTime, text }) => [startTime, endTime, text])
      : null
  }
}

class FakeCue {
  constructor(
    public startTime: number,
    public endTime: number,
    public text: string,
  ) {}
}

let track: FakeTrack
let video: HTMLVideoElement
let added: number

beforeEach(() => {
  vi.stubGlobal('VTTCue', FakeCue)
  track = new FakeTrack()
  added = 0
  video = document.createElement('video')
  video.addTextTrack = () => {
    added += 1
    return track as unknown as TextTrack
  }
})
// Unmounted before the fake cue goes: a subtitle still loading must not land on a missing VTTCue.
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function serve(status = 200) {
  const server = await startLoopbackServer(() => ({
    status,
    body: status === 200 ? VTT : 'não há',
    type: 'text/vtt',
  }))
  onTestFinished(() => server.close())
  return server
}

const mount = (url: string | null, offset: number) =>
  renderHook((props) => useSubtitleCues({ current: video }, props.url, props.offset), {
    initialProps: { url, offset },
  })

describe('useSubtitleCues', () => {
  it("shows the server's cues, moved to the clock of a stream started later, and again on a restart", async () => {
    const server = await serve()
    const hook = mount('/api/media/s/x?sub=0', 0)
    await waitFor(() =>
      expect(track.shown()).toEqual([
        [1, 3, 'Primeira'],
        [100, 105, 'Segunda'],
      ]),
    )
    expect(server.requests).toEqual(['GET /api/media/s/x?sub=0'])

    hook.rerender({ url: '/api/media/s/x?sub=0', offset: 98 })
    expect(track.shown()).toEqual([[2, 7, 'Segunda']])
    // Moving them asks for nothing again.
    expect(server.requests).toHaveLength(1)

    hook.rerender({ url: null, offset: 98 })
    expect(track.mode).toBe('disabled')
    hook.rerender({ url: '/api/media/s/x?sub=0', offset: 0 })
    await waitFor(() => expect(track.shown()).toHaveLength(2))
    expect(added).toBe(1)
  })

  it('adds no track to the element while there is no subtitle', () => {
    mount(null, 0)
    expect(added).toBe(0)
  })

  it('says so when the subtitle cannot be had', async () => {
    await serve(404)
    render(<Toaster />)
    mount('/api/media/s/x?sub=3', 0)
    const toast = await findToast()
    expect(within(toast).getByText('Esta legenda não existe neste vídeo.')).toBeInTheDocument()
    expect(track.shown()).toBeNull()
  })
})
