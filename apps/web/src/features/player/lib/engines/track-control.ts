import type { EngineTrack, EngineTrackControl, EngineTracks } from './engine-types'

export interface TrackSource {
  read(): EngineTracks
  selectAudio(position: number): void
  selectSubtitle(position: number): void
}

const sameTracks = (a: readonly EngineTrack[], b: readonly EngineTrack[]) =>
  a.length === b.length &&
  a.every((track, i) => track.label === b[i]!.label && track.language === b[i]!.language)

const same = (a: EngineTracks, b: EngineTracks) =>
  a.audioTrack === b.audioTrack &&
  a.subtitleTrack === b.subtitleTrack &&
  sameTracks(a.audio, b.audio) &&
  sameTracks(a.subtitles, b.subtitles)

/**
 * An engine's tracks as a store: `changed()` (called on the engine's track events) reads them
 * again and tells the listeners only when something differs, so React re-renders once per change.
 */
export function createTrackControl(source: TrackSource): EngineTrackControl & {
  changed(): void
} {
  let current = source.read()
  const listeners = new Set<() => void>()
  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    selectAudio: (position) => source.selectAudio(position),
    selectSubtitle: (position) => source.selectSubtitle(position),
    changed() {
      const next = source.read()
      if (same(current, next)) return
      current = next
      for (const listener of listeners) listener()
    },
  }
}
