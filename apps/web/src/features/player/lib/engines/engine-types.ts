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
}
