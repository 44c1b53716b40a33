import { setTimeout as sleep } from 'node:timers/promises'
import { Fmp4Clock } from './fmp4-clock'

// A viewer of a fragmented MP4 stream that reads it as a player plays it: playback starts with the
// first complete fragment and runs on the wall clock; the viewer reads on only while it holds less
// than `readAheadSeconds` of media beyond the playhead (then ffmpeg waits on its full pipe, as it
// does for a real viewer), and when the playhead reaches the end of what arrived, playback stalls
// until `resumeSeconds` more have arrived. Media time comes from the fragments' own timestamps
// (fmp4-clock.ts), not from byte counts.

export interface ViewerOptions {
  readAheadSeconds: number
  resumeSeconds: number
}

export interface ViewerState {
  /** Wall ms (performance.now) when playback began; null before the first fragment. */
  startedAt: number | null
  /** Media seconds arrived. */
  received: number
  /** Media seconds played. */
  played: number
  /** Ms spent stalled since playback began, up to now. */
  stalledMs: number
  stalls: number
  bytes: number
  ended: boolean
  error: Error | null
}

export class PacedViewer {
  private readonly clock = new Fmp4Clock()
  private startedAt: number | null = null
  /** Playhead at `since`, and whether it has been moving since then. */
  private playedAt = 0
  private since = 0
  private playing = false
  private stalledMs = 0
  private stalls = 0
  private bytes = 0
  private ended = false
  private error: Error | null = null
  private stopped = false
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>
  readonly done: Promise<void>

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly options: ViewerOptions,
  ) {
    this.reader = body.getReader()
    this.done = this.read().catch((error: unknown) => {
      this.error = error instanceof Error ? error : new Error(String(error))
    })
  }

  /** The viewer as of `now`. */
  state(now = performance.now()): ViewerState {
    this.advance(now)
    const stalledNow = this.startedAt !== null && !this.playing ? now - this.since : 0
    return {
      startedAt: this.startedAt,
      received: this.clock.seconds,
      played: this.playedAt,
      stalledMs: this.stalledMs + stalledNow,
      stalls: this.stalls,
      bytes: this.bytes,
      ended: this.ended,
      error: this.error,
    }
  }

  /** Moves the playhead to `now`: it stops where the media arrived ends, and resumes with enough. */
  private advance(now: number) {
    if (this.startedAt === null) return
    const received = this.clock.seconds
    if (this.playing) {
      const played = this.playedAt + (now - this.since) / 1000
      if (played < received || this.ended) {
        this.playedAt = Math.min(played, received)
        this.since = now
        return
      }
      // Ran dry when the playhead met the end of what had arrived.
      const dryAt = this.since + (received - this.playedAt) * 1000
      this.playedAt = received
      this.since = dryAt
      this.playing = false
      this.stalls += 1
    }
    if (received - this.playedAt >= this.options.resumeSeconds) {
      this.stalledMs += now - this.since
      this.since = now
      this.playing = true
    }
  }

  /** Leaves: cancels the stream (which ends its ffmpeg). */
  async stop(): Promise<void> {
    this.stopped = true
    await this.reader.cancel().catch(() => undefined)
    await this.done
  }

  private async read() {
    for (;;) {
      const ahead = this.aheadSeconds()
      if (ahead > this.options.readAheadSeconds)
        await sleep((ahead - this.options.readAheadSeconds) * 1000)
      if (this.stopped) return
      const { done, value } = await this.reader.read()
      if (done) break
      this.bytes += value.byteLength
      this.clock.push(value)
      const now = performance.now()
      if (this.startedAt === null && this.clock.fragments > 0) {
        this.startedAt = now
        this.since = now
        this.playing = true
      }
      this.advance(now)
    }
    this.ended = true
  }

  private aheadSeconds(): number {
    if (this.startedAt === null) return 0
    this.advance(performance.now())
    return this.clock.seconds - this.playedAt
  }
}
