import { discard, header, type UpstreamAnswer } from '../media/media-upstream'

/** Times one answer is asked for again before the relay gives up (ffmpeg then sees it fail). */
export const MAX_RESUMES = 3

/** The bytes an answer carries, first and last, inclusive; null when it does not say them. */
export interface ByteSpan {
  from: number
  to: number
}

/**
 * The bytes a provider's answer says it carries, when it could be asked again from any of them: a
 * 206's Content-Range, or a whole 200's length unless it says `Accept-Ranges: none` (panels write
 * `Accept-Ranges: 0-N`, or nothing, and still answer ranges; xtream-api.md). Null otherwise (a live
 * channel has no length): such an answer is relayed as it comes. Asked again, a panel without
 * ranges answers 200, which `resumingBody` refuses.
 */
export function resumableSpan(answer: UpstreamAnswer): ByteSpan | null {
  if (answer.status === 206) {
    const found = /^bytes (\d+)-(\d+)\/\d+$/.exec(header(answer.headers, 'content-range') ?? '')
    return found ? { from: Number(found[1]), to: Number(found[2]) } : null
  }
  const length = header(answer.headers, 'content-length')
  const noRanges = header(answer.headers, 'accept-ranges')?.trim().toLowerCase() === 'none'
  if (answer.status !== 200 || noRanges || !length || !/^\d+$/.test(length)) return null
  return Number(length) > 0 ? { from: 0, to: Number(length) - 1 } : null
}

export interface ResumeDeps {
  /** The same address asked for again from `from` (Range: bytes=from-). */
  reopen(from: number): Promise<UpstreamAnswer>
  /** Longest wait for the provider's next bytes while the reader wants them. */
  stallMs: number
  /** The reader left: nothing is asked again. */
  signal: AbortSignal
  onResume?(at: number, attempt: number): void
}

const STALLED = Symbol('stalled')

async function nextWithin<T>(chunks: AsyncIterator<T>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const stalled = new Promise<typeof STALLED>((resolve) => {
    timer = setTimeout(() => resolve(STALLED), ms)
  })
  try {
    return await Promise.race([chunks.next(), stalled])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The bytes of `span`, from `first` and then, when the provider drops the answer or goes silent
 * while the reader waits, from the same address asked again where it stopped (at most MAX_RESUMES
 * times, each answer checked to start there). A paused reader pulls nothing, so it never counts as
 * silence. ffmpeg reads some titles from their start in one request (`-seekable 0`: an AVI, a TS),
 * and its own reconnect would then start over from byte 0; a feed that resumes keeps that answer
 * whole (docs/decisions.md).
 */
export async function* resumingBody(
  first: { body: UpstreamAnswer['body']; chunks: AsyncIterable<Buffer> },
  span: ByteSpan,
  deps: ResumeDeps,
): AsyncGenerator<Buffer> {
  let body = first.body
  let chunks = first.chunks[Symbol.asyncIterator]()
  let at = span.from
  let attempt = 0
  try {
    while (at <= span.to) {
      const next = await nextWithin(chunks, deps.stallMs).catch((error: unknown) => {
        if (deps.signal.aborted) throw error
        return null
      })
      if (next !== null && next !== STALLED && !next.done) {
        const chunk = next.value.subarray(0, span.to - at + 1)
        at += chunk.length
        yield chunk
        continue
      }
      // Ended early, failed or went silent: ask again from here, unless the reader has gone.
      discard(body)
      if (deps.signal.aborted || attempt >= MAX_RESUMES) throw new Error('provider answer cut')
      attempt += 1
      deps.onResume?.(at, attempt)
      const again = await deps.reopen(at)
      body = again.body
      if (again.status !== 206 || resumableSpan(again)?.from !== at) {
        throw new Error(`provider answered ${again.status} when asked again`)
      }
      chunks = again.body[Symbol.asyncIterator]() as AsyncIterator<Buffer>
    }
  } finally {
    discard(body)
  }
}
