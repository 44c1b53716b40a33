import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlaybackPlan } from '@myflix/shared'
import type { PlayerRequest } from '@/stores/player-store'
import { testItem } from '@/testing/catalog-item'
import type { EngineTracks } from '../lib/engines/engine-types'
import { createTrackControl } from '../lib/engines/track-control'
import { useTrackPreferences } from '../lib/track-preferences'
import { installFakeMedia } from '../testing/fake-media'
import { useAudioLanguages, usePlayerTracks } from './use-player-tracks'

const movie: PlayerRequest = { type: 'movie', id: '7', title: 'Filme 7', content: testItem('7') }
const other: PlayerRequest = { type: 'movie', id: '8', title: 'Filme 8', content: testItem('8') }

const plan: PlaybackPlan = {
  path: 'audio',
  duration: 60,
  audio: [
    { index: 0, language: 'por', label: 'Português', codec: 'ac3', channels: 6 },
    { index: 1, language: 'eng', label: 'Inglês', codec: 'aac', channels: 2 },
  ],
  audioTrack: 0,
  subtitles: [{ index: 0, language: 'por', label: 'Português', url: '/api/media/s/x?sub=0' }],
  busy: false,
}

let fake: ReturnType<typeof installFakeMedia>
let video: HTMLVideoElement
beforeEach(() => {
  fake = installFakeMedia()
  video = document.createElement('video')
  localStorage.clear()
  useTrackPreferences.setState({ users: [] })
  // The plan's subtitle would be fetched; these tests look at the menus only.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  )
})
afterEach(() => {
  fake.restore()
  vi.unstubAllGlobals()
})

function mount(options: {
  media?: PlaybackPlan | null
  offset?: number
  engine?: ReturnType<typeof createTrackControl> | null
  live?: boolean
  user?: string | null
  /** The title's second the timeline reports. */
  position?: number
}) {
  const chooseAudio = vi.fn()
  const hook = renderHook(
    ({ request }) =>
      usePlayerTracks({
        videoRef: { current: video },
        request,
        source: { media: options.media ?? null, offset: options.offset ?? 0, chooseAudio },
        engine: options.engine ?? null,
        userId: options.user === undefined ? 'ana' : options.user,
        live: options.live ?? false,
        titleSecond: () => options.position ?? 0,
      }),
    { initialProps: { request: movie } },
  )
  return { hook, chooseAudio }
}

/** An engine (hls.js) whose state the test sets; selecting changes it, as hls.js does. */
function fakeEngine(initial: EngineTracks) {
  let state = initial
  const control = createTrackControl({
    read: () => state,
    selectAudio: (audioTrack) => {
      state = { ...state, audioTrack }
      control.changed()
    },
    selectSubtitle: (subtitleTrack) => {
      state = { ...state, subtitleTrack }
      control.changed()
    },
  })
  return control
}
const portuguese = { label: 'Português', language: 'pt-BR' }
const english = { label: 'Inglês', language: 'en' }

describe('usePlayerTracks with the server plan', () => {
  it("lists the audio tracks, marks the playing one, and asks for another from the timeline's second", () => {
    const { hook, chooseAudio } = mount({ media: plan, offset: 120, position: 155.6 })
    const { audio } = hook.result.current
    expect(audio?.labels).toEqual(['Português', 'Inglês'])
    expect(audio?.selected).toBe(0)
    fake.media(video).advance(35.6)
    act(() => audio?.choose(1))
    expect(chooseAudio).toHaveBeenCalledWith(1, 155)
    expect(useTrackPreferences.getState().users[0]).toMatchObject({ user: 'ana', audio: 'eng' })
  })

  it('starts a live channel’s other audio at the live edge, and ignores the one playing', () => {
    const { hook, chooseAudio } = mount({ media: plan, live: true, position: 500 })
    fake.media(video).advance(500)
    act(() => hook.result.current.audio?.choose(0))
    expect(chooseAudio).not.toHaveBeenCalled()
    act(() => hook.result.current.audio?.choose(1))
    expect(chooseAudio).toHaveBeenCalledWith(1, 0)
  })

  it('offers no audio menu for a single track', () => {
    const { hook } = mount({ media: { ...plan, audio: plan.audio.slice(0, 1) } })
    expect(hook.result.current.audio).toBeNull()
  })

  it("starts with subtitles off, turns one on and off, and remembers it for the user's next title", () => {
    const { hook } = mount({ media: plan })
    expect(hook.result.current.subtitles).toMatchObject({ labels: ['Português'], selected: null })
    act(() => hook.result.current.subtitles?.choose(0))
    expect(hook.result.current.subtitles?.selected).toBe(0)
    expect(useTrackPreferences.getState().users[0]).toMatchObject({ subtitles: 'por' })

    hook.rerender({ request: other })
    expect(hook.result.current.subtitles?.selected).toBe(0)
    act(() => hook.result.current.subtitles?.choose(null))
    expect(hook.result.current.subtitles?.selected).toBeNull()
    expect(useTrackPreferences.getState().users[0]).toMatchObject({ subtitles: null })
  })

  it('remembers nothing when nobody is signed in', () => {
    const { hook } = mount({ media: plan, user: null })
    act(() => hook.result.current.audio?.choose(1))
    expect(useTrackPreferences.getState().users).toEqual([])
  })
})

describe('usePlayerTracks with hls.js renditions', () => {
  it("lists the engine's tracks in place of the plan's, and switches them in the engine", () => {
    const engine = fakeEngine({
      audio: [english, portuguese],
      audioTrack: 1,
      subtitles: [portuguese],
      subtitleTrack: -1,
    })
    const selectAudio = vi.spyOn(engine, 'selectAudio')
    const { hook, chooseAudio } = mount({ media: plan, engine })
    expect(hook.result.current.audio).toMatchObject({
      labels: ['Inglês', 'Português'],
      selected: 1,
    })
    act(() => hook.result.current.audio?.choose(0))
    expect(selectAudio).toHaveBeenCalledWith(0)
    expect(chooseAudio).not.toHaveBeenCalled()
    expect(hook.result.current.audio?.selected).toBe(0)

    act(() => hook.result.current.subtitles?.choose(0))
    expect(hook.result.current.subtitles?.selected).toBe(0)
    act(() => hook.result.current.subtitles?.choose(null))
    expect(engine.snapshot().subtitleTrack).toBe(-1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it("applies the user's languages once to a new stream: Portuguese audio, the subtitle chosen last", () => {
    useTrackPreferences.getState().chooseSubtitles('ana', 'por')
    const engine = fakeEngine({
      audio: [english, portuguese],
      audioTrack: 0,
      subtitles: [english, portuguese],
      subtitleTrack: -1,
    })
    const { hook } = mount({ engine })
    expect(engine.snapshot()).toMatchObject({ audioTrack: 1, subtitleTrack: 1 })
    // A choice made afterwards stays.
    act(() => hook.result.current.audio?.choose(0))
    expect(engine.snapshot().audioTrack).toBe(0)
  })

  it("leaves the engine's own subtitle default when the user never chose", () => {
    const engine = fakeEngine({
      audio: [portuguese],
      audioTrack: 0,
      subtitles: [english],
      subtitleTrack: 0,
    })
    const { hook } = mount({ engine })
    expect(engine.snapshot().subtitleTrack).toBe(0)
    expect(hook.result.current.audio).toBeNull()
  })
})

describe('useAudioLanguages', () => {
  it('reads the order when a title opens, and keeps it while the title plays', () => {
    useTrackPreferences.getState().chooseAudio('ana', 'spa')
    const hook = renderHook(({ request }) => useAudioLanguages('ana', request), {
      initialProps: { request: movie },
    })
    expect(hook.result.current).toEqual(['por', 'spa'])
    act(() => useTrackPreferences.getState().chooseAudio('ana', 'eng'))
    expect(hook.result.current).toEqual(['por', 'spa'])
    hook.rerender({ request: other })
    expect(hook.result.current).toEqual(['por', 'eng'])
  })
})
