/** How fast an archive is sent: a first burst, then a bounded multiple of real time. */
export interface StreamPace {
  /** Media seconds sent at once, so a player fills its buffer quickly. */
  burstSeconds: number
  /** Then no faster than this many media seconds per second. */
  speed: number
}

export const DEFAULT_PACE: StreamPace = { burstSeconds: 30, speed: 4 }

/** How long to wait before sending media that starts `mediaSeconds` in, `elapsedMs` after the start. */
export function paceDelayMs(mediaSeconds: number, elapsedMs: number, pace: StreamPace): number {
  const allowedAt = ((mediaSeconds - pace.burstSeconds) / pace.speed) * 1000
  return Math.max(0, Math.ceil(allowedAt - elapsedMs))
}

/**
 * `count` chunks of `chunkSeconds` each, made by `chunkAt(i)` only when the reader asks for
 * more (a client that stops reading costs nothing) and no earlier than the pace allows. A cancel
 * (client gone) drops the pending wait.
 */
export function pacedStream(
  count: number,
  chunkSeconds: number,
  chunkAt: (index: number) => Uint8Array,
  pace: StreamPace,
  clockMs: () => number = () => performance.now(),
): ReadableStream<Uint8Array> {
  const begun = clockMs()
  let next = 0
  let cancelled = false
  let waiting: { timer: NodeJS.Timeout; done: () => void } | undefined
  const wait = (ms: number) =>
    new Promise<void>((done) => {
      waiting = { timer: setTimeout(done, ms), done }
    })
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (next >= count) return controller.close()
        const delay = paceDelayMs(next * chunkSeconds, clockMs() - begun, pace)
        if (delay > 0) await wait(delay)
        waiting = undefined
        if (cancelled) return
        const chunk = chunkAt(next++)
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if (next >= count) controller.close()
      },
      cancel() {
        cancelled = true
        if (waiting) {
          clearTimeout(waiting.timer)
          waiting.done()
        }
      },
    },
    // Nothing is made ahead of the reader beyond the chunk it is about to ask for.
    { highWaterMark: 0 },
  )
}
