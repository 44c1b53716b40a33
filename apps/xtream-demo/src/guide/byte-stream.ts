import { Readable, pipeline } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { createGzip } from 'node:zlib'

/** How a guide stream ended: read to the end, or given up by the client (or by the panel). */
export type StreamState = 'open' | 'done' | 'cancelled'

export interface ByteStreamOptions {
  /** `latin1` encodes the text as ISO-8859-1 bytes (the wrong-encoding fault). */
  encoding: 'utf8' | 'latin1'
  /** Called with the bytes generated so far after every chunk, and once more at the end. */
  progress(bytes: number, state: StreamState): void
}

/** About 64 KB per chunk: large enough to be cheap, small enough to honour backpressure. */
const CHUNK_CHARS = 64 * 1024

/**
 * Pulls text from `pieces` only when the reader wants more, so a guide of hundreds of MB is
 * generated as the socket drains and never held whole; a cancel (client gone) stops the generator.
 */
export function byteStream(
  pieces: Iterable<string>,
  options: ByteStreamOptions,
): ReadableStream<Uint8Array> {
  const iterator = pieces[Symbol.iterator]()
  let bytes = 0
  const emit = (controller: ReadableStreamDefaultController<Uint8Array>, text: string) => {
    const buffer = Buffer.from(text, options.encoding)
    bytes += buffer.length
    controller.enqueue(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length))
  }
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let text = ''
      while (text.length < CHUNK_CHARS) {
        const next = iterator.next()
        if (next.done) {
          if (text) emit(controller, text)
          controller.close()
          options.progress(bytes, 'done')
          return
        }
        text += next.value
      }
      emit(controller, text)
      options.progress(bytes, 'open')
    },
    cancel() {
      iterator.return?.(undefined)
      options.progress(bytes, 'cancelled')
    },
  })
}

/**
 * Yields `pieces` up to exactly `budget` bytes (UTF-8): whole pieces while they fit before `tail`,
 * then spaces and `tail`. A guide that declares its Content-Length keeps its word to the byte.
 */
export function* exactly(pieces: Iterable<string>, budget: number, tail: string) {
  let left = budget - Buffer.byteLength(tail)
  for (const piece of pieces) {
    const size = Buffer.byteLength(piece)
    if (size > left) break
    left -= size
    yield piece
  }
  const pad = ' '.repeat(Math.min(left, 1024 * 1024))
  while (left > 0) {
    const part = left >= pad.length ? pad : pad.slice(0, left)
    left -= part.length
    yield part
  }
  yield tail
}

/**
 * gzip through Node's zlib, read only as fast as the client reads (the web CompressionStream ran
 * ahead of a slow reader); a cancel tears the pipeline down, which cancels the source.
 */
export function gzipStream(plain: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gzip = createGzip()
  pipeline(Readable.fromWeb(plain as WebReadableStream<Uint8Array>), gzip, () => undefined)
  const chunks: AsyncIterator<Buffer> = gzip[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next()
      if (next.done) controller.close()
      else
        controller.enqueue(
          new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length),
        )
    },
    cancel() {
      gzip.destroy()
    },
  })
}
