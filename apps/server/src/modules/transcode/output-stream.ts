import type { FfmpegRun } from './ffmpeg-process'
import { sanitizedReason } from './ffmpeg-process'
import { firstBlockPadding } from './first-block-padding'
import { TranscodeError } from './transcode-error'

/**
 * Waits for ffmpeg's first output bytes (so a stream that cannot start fails as an error, not as an
 * empty 200), then answers its stdout as a pull-based web stream: one chunk is read only when the
 * response has room for it (a paused viewer pauses ffmpeg through the pipe), and cancelling it (the
 * viewer left) kills the process. The first fragment is padded to Chromium's demuxer block
 * (first-block-padding.ts).
 */
export async function firstOutput(
  run: FfmpegRun,
  options: { timeoutMs: number; signal: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const chunks = run.stdout[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let timer: NodeJS.Timeout | undefined
  let onAbort: (() => void) | undefined
  const stopped = new Promise<'timeout' | 'aborted'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), options.timeoutMs)
    onAbort = () => resolve('aborted')
    options.signal.addEventListener('abort', onAbort, { once: true })
    if (options.signal.aborted) onAbort()
  })
  const first = await Promise.race([chunks.next(), stopped]).finally(() => {
    clearTimeout(timer)
    if (onAbort) options.signal.removeEventListener('abort', onAbort)
  })
  if (first === 'timeout' || first === 'aborted') {
    run.kill()
    void chunks.return?.()
    if (first === 'aborted') throw options.signal.reason
    throw new TranscodeError('timeout')
  }
  if (first.done) {
    // ffmpeg closed its output: it is ending on its own.
    const exit = await run.exited
    throw new TranscodeError('failed', sanitizedReason(exit.stderr))
  }
  const pad = firstBlockPadding()
  let held: Buffer | null = pad(first.value)
  const toBytes = (chunk: Buffer) =>
    new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (held) {
          controller.enqueue(toBytes(held))
          held = null
          return
        }
        try {
          const next = await chunks.next()
          if (next.done) controller.close()
          else controller.enqueue(toBytes(pad(next.value)))
        } catch (error) {
          run.kill()
          controller.error(error)
        }
      },
      cancel: () => {
        run.kill()
        void chunks.return?.()
      },
    },
    { highWaterMark: 0 },
  )
}
