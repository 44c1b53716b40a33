import { availableParallelism } from 'node:os'
import type { Config } from '../../config/env'
import { createKeyedSlots } from '../../lib/keyed-slots'
import type { Logger } from '../../lib/logger'
import type { UpstreamDeps } from '../media/media-upstream'
import { createFeedServer } from './feed-server'
import type { RunContext } from './feed-run'
import { streamArgs } from './ffmpeg-args'
import { locateFfmpegOnce, type FfmpegBinary } from './ffmpeg-binary'
import { startLauncher } from './ffmpeg-launcher'
import { NICENESS, sanitizedReason, spawnFfmpeg, type FfmpegRun } from './ffmpeg-process'
import { PROBE_LIMITS, probeMedia, type ProbeLimits } from './media-probe'
import { firstOutput } from './output-stream'
import { extractSubtitle } from './subtitle-extract'
import { TranscodeError } from './transcode-error'
import { createTranscodeSlots } from './transcode-slots'
import type { StreamRecipe, Transcoder } from './transcode.types'

export interface TranscoderDeps {
  config: Pick<
    Config,
    'ffmpegPath' | 'transcodeMax' | 'transcodePerUser' | 'ffmpegStreamsMax' | 'ffmpegMemoryMb'
  >
  /** The media proxy's guarded access to providers: the feed reads through it. */
  upstream: UpstreamDeps
  logger: Logger
  /** Tests shorten these; the defaults are the product's. */
  timeouts?: Partial<TranscodeTimeouts>
  /** Which ffmpeg; found on PATH or in node_modules by default (ffmpeg-binary.ts). */
  binary?: FfmpegBinary
}

export interface TranscodeTimeouts {
  probe: ProbeLimits
  /** ffmpeg's wait for feed bytes (-rw_timeout): a stalled provider ends the process. */
  readMs: number
  /** From spawn to a stream's first output bytes. */
  firstByteMs: number
  subtitleMs: number
}

const DEFAULT_TIMEOUTS: TranscodeTimeouts = {
  probe: PROBE_LIMITS,
  readMs: 15_000,
  firstByteMs: 20_000,
  subtitleMs: 180_000,
}

/** stderr kept of a stream's ffmpeg (-loglevel error): enough for its last words. */
const STREAM_STDERR_BYTES = 16 * 1024
/** Probes and subtitle extractions at once; more wait their turn (each is short and bounded). */
const SHORT_RUNS_MAX = Math.max(2, availableParallelism())

/** A Transcoder, plus what tests and the bench look at. */
export interface LocalTranscoder extends Transcoder {
  /** Process ids of the ffmpeg processes running now. */
  pids(): number[]
}

export function createTranscoder(deps: TranscoderDeps): LocalTranscoder {
  const { config, logger } = deps
  const timeouts = { ...DEFAULT_TIMEOUTS, ...deps.timeouts }
  const binary = deps.binary ?? locateFfmpegOnce(config.ffmpegPath)
  if (binary.path) startLauncher()
  // The feed asks a silent provider again well before ffmpeg's own read time-out ends the run.
  const feeds = createFeedServer({
    upstream: deps.upstream,
    logger,
    stallMs: Math.round(timeouts.readMs / 2),
  })
  const slots = createTranscodeSlots({
    videoMax: config.transcodeMax,
    videoPerUser: config.transcodePerUser,
    streamsMax: config.ffmpegStreamsMax,
  })
  const shortRuns = createKeyedSlots()
  const runs = new Set<FfmpegRun>()
  let closed = false

  const ctx = (path: string): RunContext => ({
    binary: path,
    feeds,
    memoryBytes: config.ffmpegMemoryMb * 1024 * 1024,
    readTimeoutMs: timeouts.readMs,
    track(run) {
      runs.add(run)
      void run.exited.then(() => runs.delete(run))
    },
  })

  function usable(): string {
    if (closed || !binary.path) throw new TranscodeError('unavailable')
    return binary.path
  }

  /** Ends a stream's process with its viewer; `ended` runs once it is gone. */
  function watch(run: FfmpegRun, recipe: StreamRecipe, signal: AbortSignal, ended: () => void) {
    runs.add(run)
    const onAbort = () => run.kill()
    signal.addEventListener('abort', onAbort, { once: true })
    if (signal.aborted) run.kill()
    void run.exited.then((exit) => {
      runs.delete(run)
      signal.removeEventListener('abort', onAbort)
      ended()
      // Ended by us (viewer gone, shutdown) is the normal end; only ffmpeg's own failures tell.
      if (exit.code !== 0 && !exit.killed)
        logger.warn(
          { code: exit.code, video: recipe.video, audio: recipe.audio, live: recipe.live },
          `transcode: ffmpeg failed: ${sanitizedReason(exit.stderr)}`,
        )
    })
  }

  /** A short run (probe, subtitle) waits for one of a few places. */
  async function short<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const release = await shortRuns.acquire('short', SHORT_RUNS_MAX, signal)
    try {
      return await work()
    } finally {
      release()
    }
  }

  return {
    info: () => ({ source: binary.source, version: binary.version }),

    probe(source, options) {
      return short(options.signal, () =>
        probeMedia(ctx(usable()), source, { ...options, limits: timeouts.probe }),
      )
    },

    subtitles(source, stream, signal) {
      return short(signal, () =>
        extractSubtitle(ctx(usable()), source, stream, { signal, timeoutMs: timeouts.subtitleMs }),
      )
    },

    wouldRefuse: (userId) => closed || !binary.path || slots.refusal(userId, true) !== null,

    async stream(source, recipe, { startSeconds, userId, signal }) {
      if (closed || !binary.path) return { ok: false, reason: 'unavailable' }
      signal.throwIfAborted()
      let run: FfmpegRun | undefined
      // Replaced by the same user's newer video transcode (a seek): this stream ends, before or after
      // its ffmpeg has started.
      const replaced = new AbortController()
      const slot = slots.acquire(userId, recipe.video === 'h264', () => {
        replaced.abort()
        run?.kill()
      })
      if (!slot.ok) return slot
      try {
        const feed = await feeds.open(source)
        replaced.signal.throwIfAborted()
        const start = Number.isFinite(startSeconds) && startSeconds > 0 ? startSeconds : 0
        try {
          run = spawnFfmpeg({
            binary: binary.path,
            args: streamArgs({ url: feed.url, readTimeoutMs: timeouts.readMs }, recipe, start),
            memoryBytes: config.ffmpegMemoryMb * 1024 * 1024,
            // A remux or an audio transcode costs 0.1–1 % of a core: under nice 10 on a busy machine
            // its start waited 100–400 ms for CPU (bench/README.md), while its user waits.
            niceness: recipe.video === 'h264' ? NICENESS : 0,
            stderrBytes: STREAM_STDERR_BYTES,
          })
        } catch (error) {
          feed.close()
          throw error
        }
        watch(run, recipe, signal, () => {
          slot.release()
          feed.close()
        })
        const body = await firstOutput(run, { timeoutMs: timeouts.firstByteMs, signal })
        return { ok: true, stream: { body, contentType: 'video/mp4' } }
      } catch (error) {
        // Once spawned, the process's end gives the slot back.
        if (run) run.kill()
        else slot.release()
        throw error
      }
    },

    running: () => runs.size,
    pids: () => [...runs].flatMap((run) => (run.pid === undefined ? [] : [run.pid])),

    async close() {
      closed = true
      const ending = [...runs].map((run) => {
        run.kill()
        return run.exited
      })
      await Promise.all(ending)
      await feeds.close()
    },
  }
}
