import type { FeedServer } from './feed-server'
import { NICENESS, spawnFfmpeg, type FfmpegExit, type FfmpegRun } from './ffmpeg-process'
import type { FeedSource } from './transcode.types'

/** What every ffmpeg of one transcoder shares. */
export interface RunContext {
  binary: string
  feeds: FeedServer
  /** prlimit --as per process; 0: unbounded. */
  memoryBytes: number
  /** ffmpeg's -rw_timeout on the feed. */
  readTimeoutMs: number
  /** Registers a process until it exits, so running() counts it and close() ends it. */
  track(run: FfmpegRun): void
}

export interface BoundedRun {
  exit: FfmpegExit
  /** At most `stdoutBytes`. */
  stdout: Buffer
  timedOut: boolean
  /** Which output outgrew its budget (the process was killed then). */
  overflowed: 'stdout' | 'stderr' | null
}

/**
 * Runs one short ffmpeg on `source` through a fresh feed, bounded in time and in both outputs;
 * killed when the signal aborts (then this rejects with the signal's reason).
 */
export async function runOnFeed(
  ctx: RunContext,
  source: FeedSource,
  options: {
    args: (input: { url: string; readTimeoutMs: number }) => string[]
    timeoutMs: number
    stdoutBytes: number
    stderrBytes: number
    signal?: AbortSignal
  },
): Promise<BoundedRun> {
  options.signal?.throwIfAborted()
  const feed = await ctx.feeds.open(source)
  try {
    return await runFfmpeg(ctx, feed.url, options)
  } finally {
    feed.close()
  }
}

async function runFfmpeg(
  ctx: RunContext,
  url: string,
  options: Parameters<typeof runOnFeed>[2],
): Promise<BoundedRun> {
  let timedOut = false
  let overflowed: BoundedRun['overflowed'] = null
  const run = spawnFfmpeg({
    binary: ctx.binary,
    args: options.args({
      url,
      readTimeoutMs: Math.min(ctx.readTimeoutMs, options.timeoutMs),
    }),
    memoryBytes: ctx.memoryBytes,
    niceness: NICENESS,
    stderrBytes: options.stderrBytes,
    onStderrOverflow: () => {
      overflowed ??= 'stderr'
      run.kill()
    },
  })
  ctx.track(run)
  const timer = setTimeout(() => {
    timedOut = true
    run.kill()
  }, options.timeoutMs)
  const onAbort = () => run.kill()
  options.signal?.addEventListener('abort', onAbort, { once: true })
  const parts: Buffer[] = []
  let kept = 0
  run.stdout.on('data', (chunk: Buffer) => {
    if (kept + chunk.length > options.stdoutBytes) {
      overflowed ??= 'stdout'
      run.kill()
      return
    }
    parts.push(chunk)
    kept += chunk.length
  })
  try {
    const exit = await run.exited
    options.signal?.throwIfAborted()
    return { exit, stdout: Buffer.concat(parts), timedOut, overflowed }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }
}
