/**
 * How an engine says a stream broke: `network` (could not load), `format` (the element could not open
 * it: a missing file and an unknown container look the same, so the caller asks the server), `codec`
 * (opened, but this browser cannot decode it).
 */
export type EngineFailure = 'network' | 'format' | 'codec'

export interface EngineOptions {
  live: boolean
  /**
   * Seconds into the stream to start at: a catch-up stream, 0 included (an EVENT playlist would
   * otherwise start at its live edge); absent: where the engine starts by itself.
   */
  startPosition?: number
  onFailure: (failure: EngineFailure) => void
}

export interface EngineHandle {
  destroy(): void
  /** Only an engine that switches tracks itself (hls.js) has them. */
  tracks?: EngineTrackControl
}

/** One audio or subtitle track as an engine lists it. */
export interface EngineTrack {
  /** In pt-BR, as the menus show it: 'Português', the track's own name, 'Faixa 2'. */
  label: string
  /** The language code the stream gives (`pt-BR`, `eng`), or null. */
  language: string | null
}

/** The tracks an engine switches by itself (hls.js's renditions), and which ones play. */
export interface EngineTracks {
  audio: readonly EngineTrack[]
  /** Position in `audio` of the one that plays; -1: none. */
  audioTrack: number
  subtitles: readonly EngineTrack[]
  /** Position in `subtitles` of the one shown; -1: none. */
  subtitleTrack: number
}

/** The engine's tracks, read as an external store (`useSyncExternalStore`). */
export interface EngineTrackControl {
  /** The same object until something changes. */
  snapshot(): EngineTracks
  subscribe(listener: () => void): () => void
  selectAudio(position: number): void
  /** -1 hides them all. */
  selectSubtitle(position: number): void
}
