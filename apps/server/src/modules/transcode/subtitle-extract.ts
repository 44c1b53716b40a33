import { subtitleArgs } from './ffmpeg-args'
import { sanitizedReason } from './ffmpeg-process'
import { runOnFeed, type RunContext } from './feed-run'
import { MAX_STREAM_INDEX } from './probe-parser'
import { TranscodeError } from './transcode-error'
import type { FeedSource } from './transcode.types'

/** A film's subtitles are a few hundred KB at most. */
export const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024
/**
 * ffmpeg reads the whole file to collect one track's cues (they are spread through it), so this
 * bounds the download of a long film on a slow panel, not ffmpeg's work.
 */
export const SUBTITLE_TIMEOUT_MS = 180_000
const STDERR_BYTES = 16 * 1024

/** One text subtitle of `source` as WebVTT, its cues on the title's clock. */
export async function extractSubtitle(
  ctx: RunContext,
  source: FeedSource,
  stream: number,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string> {
  if (!Number.isInteger(stream) || stream < 0 || stream > MAX_STREAM_INDEX)
    throw new TranscodeError('failed', 'no such stream')
  const run = await runOnFeed(ctx, source, {
    args: (input) => subtitleArgs(input, stream),
    timeoutMs: options.timeoutMs ?? SUBTITLE_TIMEOUT_MS,
    stdoutBytes: SUBTITLE_MAX_BYTES,
    stderrBytes: STDERR_BYTES,
    signal: options.signal,
  })
  if (run.timedOut) throw new TranscodeError('timeout')
  if (run.overflowed === 'stdout') throw new TranscodeError('too-large')
  const text = run.stdout.toString('utf8')
  if (run.exit.code !== 0 || !text.startsWith('WEBVTT'))
    throw new TranscodeError('failed', sanitizedReason(run.exit.stderr))
  return text
}
