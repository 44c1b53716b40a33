import { probeArgs } from './ffmpeg-args'
import { sanitizedReason } from './ffmpeg-process'
import { runOnFeed, type RunContext } from './feed-run'
import { parseProbe } from './probe-parser'
import { TranscodeError } from './transcode-error'
import type { FeedSource, MediaProbe } from './transcode.types'

/** What a probe may read of ffmpeg's report: a header is a few KB, a hostile one is cut here. */
export const PROBE_STDERR_BYTES = 64 * 1024

export interface ProbeLimits {
  vodMs: number
  /** A live channel arrives at its own pace, but a player is waiting. */
  liveMs: number
}

export const PROBE_LIMITS: ProbeLimits = { vodMs: 8_000, liveMs: 6_000 }

function extensionOf(url: URL): string {
  return /\.([a-z0-9]{1,8})$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? ''
}

/**
 * Runs `ffmpeg -i <feed>` (no output: ffmpeg reports the input and stops) and parses its report.
 * Rejects with a TranscodeError when it takes too long or reads no media.
 */
export async function probeMedia(
  ctx: RunContext,
  source: FeedSource,
  options: { live: boolean; signal?: AbortSignal; limits?: ProbeLimits },
): Promise<MediaProbe> {
  const limits = options.limits ?? PROBE_LIMITS
  const run = await runOnFeed(ctx, source, {
    args: (input) => probeArgs({ ...input, live: options.live }),
    timeoutMs: options.live ? limits.liveMs : limits.vodMs,
    stdoutBytes: 0,
    stderrBytes: PROBE_STDERR_BYTES,
    signal: options.signal,
  })
  if (run.timedOut) throw new TranscodeError('timeout')
  let report = run.exit.stderr
  // Cut off mid-line: the last line may be a stream's, half written.
  if (run.overflowed === 'stderr') report = report.slice(0, report.lastIndexOf('\n') + 1)
  const probe = parseProbe(report, { extension: extensionOf(source.url), live: options.live })
  if (!probe) throw new TranscodeError('unreadable', sanitizedReason(report))
  // Nothing to play (or the report was cut before its streams, by a flood of metadata).
  if (!probe.video && probe.audio.length === 0)
    throw new TranscodeError('unreadable', 'no video or audio stream')
  return probe
}
