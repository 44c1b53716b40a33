/**
 * Why a probe, a stream's start or a subtitle failed. The message names the kind and, at most,
 * ffmpeg's last line with every address removed: safe to log.
 */
export type TranscodeErrorKind =
  /** No ffmpeg runs on this instance, or it is shutting down. */
  | 'unavailable'
  /** ffmpeg or the provider took longer than allowed. */
  | 'timeout'
  /** ffmpeg read no media from the stream (an error page, a dead link, garbage). */
  | 'unreadable'
  /** A subtitle larger than allowed. */
  | 'too-large'
  /** ffmpeg ended with an error. */
  | 'failed'

export class TranscodeError extends Error {
  override readonly name = 'TranscodeError'

  constructor(
    readonly kind: TranscodeErrorKind,
    readonly reason = '',
  ) {
    super(reason ? `ffmpeg ${kind}: ${reason}` : `ffmpeg ${kind}`)
  }
}

export const isTranscodeError = (error: unknown): error is TranscodeError =>
  error instanceof TranscodeError
