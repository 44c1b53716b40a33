import { describe, expect, it, vi } from 'vitest'
import type { EngineTracks } from './engine-types'
import { createTrackControl } from './track-control'

const english = { label: 'Inglês', language: 'eng' }
const portuguese = { label: 'Português', language: 'por' }

describe('createTrackControl', () => {
  it('keeps one snapshot until the engine reports a real change, and then tells its listeners', () => {
    let state: EngineTracks = { audio: [], audioTrack: -1, subtitles: [], subtitleTrack: -1 }
    const selectAudio = vi.fn()
    const control = createTrackControl({
      read: () => ({ ...state, audio: [...state.audio] }),
      selectAudio,
      selectSubtitle: () => {},
    })
    const listener = vi.fn()
    const stop = control.subscribe(listener)
    const first = control.snapshot()

    control.changed()
    expect(control.snapshot()).toBe(first)
    expect(listener).not.toHaveBeenCalled()

    state = { ...state, audio: [portuguese, english], audioTrack: 0 }
    control.changed()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(control.snapshot().audio).toEqual([portuguese, english])

    control.selectAudio(1)
    expect(selectAudio).toHaveBeenCalledWith(1)
    state = { ...state, audioTrack: 1 }
    stop()
    control.changed()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(control.snapshot().audioTrack).toBe(1)
  })
})
