import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { isProviderError, ProviderError } from './provider-error'
import type { ProviderResponse } from './provider-http'

export type XmltvBodyLimits = {
  /** Bytes of gzip as sent (a Content-Encoding gzip body, or a .gz file served as is). */
  maxCompressedBytes: number
  /** Bytes of XML, after gunzip. */
  maxBytes: number
}

const GZIP_MAGIC = [0x1f, 0x8b]

/**
 * The guide's XML bytes. Gunzipped when the panel says Content-Encoding gzip or when the body
 * starts with gzip's magic bytes (some panels serve their cached xmltv.gz as is); both sides of the
 * gunzip are counted, so a small gzip bomb stops at `maxBytes`.
 */
async function* xmltvBytes(res: ProviderResponse, limits: XmltvBodyLimits): AsyncGenerator<Buffer> {
  const { encoding } = res
  if (!['', 'identity', 'gzip', 'x-gzip'].includes(encoding))
    throw new ProviderError('invalid-answer', { code: 'content-encoding' })
  // A declared length over the cap was refused by the request (maxEncodedBytes), before a byte.
  const source = res.chunks[Symbol.asyncIterator]()
  const head: Buffer[] = []
  let headBytes = 0
  let ended = false
  while (headBytes < GZIP_MAGIC.length) {
    const next = await source.next()
    if (next.done) {
      ended = true
      break
    }
    head.push(next.value)
    headBytes += next.value.length
  }
  const first = Buffer.concat(head)
  async function* body(): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first
    if (ended) return
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value
  }
  const gzipped =
    encoding === 'gzip' ||
    encoding === 'x-gzip' ||
    (first.length >= 2 && first[0] === GZIP_MAGIC[0] && first[1] === GZIP_MAGIC[1])
  // Read to the end or given up on: either way the request's own reader lets go of the socket.
  try {
    // Not gzip: the request already caps the raw body at the XML's limit.
    if (!gzipped) return yield* body()
    yield* gunzipped(body(), limits)
  } finally {
    await source.return?.()
  }
}

async function* gunzipped(
  body: AsyncIterable<Buffer>,
  limits: XmltvBodyLimits,
): AsyncGenerator<Buffer> {
  let compressed = 0
  async function* counted() {
    for await (const bytes of body) {
      compressed += bytes.length
      if (compressed > limits.maxCompressedBytes) throw new ProviderError('too-large')
      yield bytes
    }
  }
  const input = Readable.from(counted())
  const gunzip = createGunzip()
  input.on('error', (error) => gunzip.destroy(error))
  input.pipe(gunzip)
  let size = 0
  try {
    for await (const chunk of gunzip) {
      const bytes = chunk as Buffer
      size += bytes.length
      if (size > limits.maxBytes) throw new ProviderError('too-large')
      yield bytes
    }
  } catch (error) {
    if (isProviderError(error)) throw error
    const code = (error as { code?: unknown }).code
    // zlib's own errors (a truncated or corrupt gzip) are the panel's answer being bad.
    if (typeof code === 'string' && code.startsWith('Z_'))
      throw new ProviderError('invalid-answer', { code: 'gzip' })
    throw error
  } finally {
    input.destroy()
    gunzip.destroy()
  }
}

/** What consumeXmltv hands back: the consumer's value, or what the consumer itself threw. */
type XmltvOutcome<T> = { value: T } | { failure: unknown }

/**
 * Runs `consume` on the XML bytes inside a provider request. The panel's faults are thrown (so the
 * request may be retried, until the first byte is handed over); the consumer's own failures come
 * back as `failure`, untouched by the request's error classification.
 */
export async function consumeXmltv<T>(
  res: ProviderResponse,
  limits: XmltvBodyLimits,
  consume: (bytes: AsyncIterable<Buffer>) => Promise<T>,
): Promise<XmltvOutcome<T>> {
  let started = false
  let streamError: unknown = undefined
  async function* tracked(): AsyncGenerator<Buffer> {
    try {
      for await (const bytes of xmltvBytes(res, limits)) {
        started = true
        yield bytes
      }
    } catch (error) {
      streamError = error
      throw error
    }
  }
  try {
    return { value: await consume(tracked()) }
  } catch (error) {
    if (streamError === undefined || error !== streamError) return { failure: error }
    if (!started || isProviderError(error)) throw error
    // Not retried: the consumer has taken part of the guide already.
    throw new ProviderError('unreachable', { code: 'body' })
  }
}
