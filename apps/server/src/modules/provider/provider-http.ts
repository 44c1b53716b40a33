import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { request } from 'undici'
import type { Dispatcher } from 'undici'
import { acquireHostSlot } from './host-limiter'
import { checkUrl } from './net-guard'
import type { NetPolicy } from './net-guard'
import { ProviderError } from './provider-error'

export type HttpSettings = {
  policy: NetPolicy
  dispatcher: Dispatcher
  userAgent: string
  /** Until the status line and headers arrive. PHP panels send them only once the JSON is built. */
  headersTimeoutMs: number
  /** One attempt from the first byte sent to the last one read; big lists take tens of seconds. */
  totalTimeoutMs: number
  maxBytes: number
  retries: number
  retryBaseMs: number
  /** Cap for one backoff wait; a longer Retry-After gives up instead of waiting. */
  retryMaxMs: number
  maxRedirects: number
  maxConcurrentPerHost: number
  /** The body as sent, never decoded (the caller reads `encoding`); `maxBytes` counts it as sent. */
  rawBody?: boolean
  /** With rawBody: the cap on a declared length of a compressed body (`maxBytes` otherwise). */
  maxEncodedBytes?: number
  acceptEncoding?: string
}

/** `body` is decoded from `bytes` on first use (a big list is read from the bytes instead). */
export type HttpAnswer = { status: number; bytes: Buffer; readonly body: string }

const REDIRECTS = new Set([301, 302, 303, 307, 308])
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
])
const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
])

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return null
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

function backoffMs(attempt: number, s: HttpSettings): number {
  const ceiling = Math.min(s.retryMaxMs, s.retryBaseMs * 2 ** attempt)
  // Jitter keeps many users of one provider from retrying in lock-step.
  return Math.round(ceiling * (0.5 + Math.random() * 0.5))
}

/** Turns whatever undici, zlib or the guard threw into a ProviderError, never quoting the URL. */
function classify(error: unknown): ProviderError {
  const found = findProviderError(error)
  if (found) return found
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'string' && TIMEOUT_CODES.has(code))
    return new ProviderError('timeout', { code })
  if (typeof code === 'string' && code.startsWith('Z_'))
    return new ProviderError('invalid-answer', { reason: 'malformed-json', code })
  return new ProviderError('unreachable', { code: typeof code === 'string' ? code : undefined })
}

function findProviderError(error: unknown): ProviderError | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof ProviderError) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function decoded(body: Readable, encoding: string): Readable {
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null
  if (!decoder) return body
  body.on('error', (error) => decoder.destroy(error))
  return body.pipe(decoder)
}

/** Drops a body we will not read; undici reports that as an abort error nobody needs. */
function discard(stream: Readable): void {
  stream.on('error', () => undefined)
  stream.destroy()
}

/** The decoded body, chunk by chunk; throws ProviderError('too-large') past `maxBytes`. */
async function* cappedChunks(
  body: Readable,
  encoding: string,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  const stream = decoded(body, encoding)
  let size = 0
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer
      size += bytes.length
      // Counted after decompression, so a small gzip bomb is stopped too.
      if (size > maxBytes) throw new ProviderError('too-large')
      yield bytes
    }
  } finally {
    // Read to the end, or given up on (too large, a bad list): either way the socket is done.
    if (!stream.readableEnded) {
      discard(stream)
      discard(body)
    }
  }
}

/** What a consumer of a provider answer gets: its status and its body as it arrives. */
export type ProviderResponse = {
  status: number
  chunks: AsyncIterable<Buffer>
  /** The length of the body as `chunks` yields it, when the panel declared it; else NaN. */
  declaredLength: number
  /** Content-Encoding, lower case ('' for none); already decoded unless `rawBody`. */
  encoding: string
}

/** The whole body in one buffer. */
export async function readAll(res: ProviderResponse): Promise<HttpAnswer> {
  // A declared length lets a body land in one buffer, not in chunks plus a concatenated copy.
  let exact = Number.isSafeInteger(res.declaredLength)
    ? Buffer.allocUnsafe(res.declaredLength)
    : null
  const chunks: Buffer[] = []
  let size = 0
  for await (const bytes of res.chunks) {
    size += bytes.length
    if (exact && size <= exact.length) bytes.copy(exact, size - bytes.length)
    else {
      if (exact) chunks.push(exact.subarray(0, size - bytes.length))
      exact = null
      chunks.push(bytes)
    }
  }
  return httpAnswer(res.status, exact ? exact.subarray(0, size) : Buffer.concat(chunks))
}

export function httpAnswer(status: number, bytes: Buffer): HttpAnswer {
  let text: string | undefined
  return {
    status,
    bytes,
    get body() {
      return (text ??= bytes.toString('utf8'))
    },
  }
}

/**
 * One try: follows redirects by hand (each hop re-checked by the guard) and hands the answer to
 * `consume`, which reads its body within the try (a connection lost mid-body is retried).
 */
async function once<T>(
  start: URL,
  s: HttpSettings,
  signal: AbortSignal,
  consume: (res: ProviderResponse) => Promise<T>,
): Promise<T> {
  let url = start
  for (let hop = 0; ; hop += 1) {
    await checkUrl(url, s.policy)
    const res = await request(url, {
      method: 'GET',
      dispatcher: s.dispatcher,
      signal,
      headersTimeout: s.headersTimeoutMs,
      bodyTimeout: s.totalTimeoutMs,
      headers: {
        'user-agent': s.userAgent,
        accept: 'application/json, */*;q=0.8',
        'accept-encoding': s.acceptEncoding ?? 'gzip, deflate, br',
      },
    })
    const location = res.headers.location
    if (REDIRECTS.has(res.statusCode) && typeof location === 'string') {
      await res.body.dump()
      if (hop >= s.maxRedirects) throw new ProviderError('http', { status: res.statusCode })
      url = new URL(location, url)
      continue
    }
    const length = Number(res.headers['content-length'] ?? NaN)
    const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase()
    const encoded = s.rawBody && encoding !== '' && encoding !== 'identity'
    if (length > (encoded ? (s.maxEncodedBytes ?? s.maxBytes) : s.maxBytes)) {
      discard(res.body)
      throw new ProviderError('too-large')
    }
    if (res.statusCode === 429 || (res.statusCode >= 500 && res.statusCode <= 599)) {
      await res.body.dump().catch(() => undefined)
      throw new ProviderError(res.statusCode === 429 ? 'rate-limited' : 'http', {
        status: res.statusCode,
        retryAfterMs: retryAfterMs(res.headers['retry-after']) ?? undefined,
      })
    }
    const decoding = s.rawBody ? '' : encoding
    return consume({
      status: res.statusCode,
      chunks: cappedChunks(res.body, decoding, s.maxBytes),
      declaredLength: decoding === '' ? length : NaN,
      encoding,
    })
  }
}

function isRetryable(error: ProviderError): boolean {
  if (error.kind === 'rate-limited') return true
  if (error.kind === 'http') return (error.status ?? 0) >= 500 && (error.status ?? 0) <= 599
  // A refused or reset connection is often a panel restarting; a timeout is not retried because
  // a panel that took the whole budget once will most likely do it again.
  return error.kind === 'unreachable' && NETWORK_CODES.has(error.code ?? '')
}

/**
 * GET with the provider rules: guard, host limiter, time budget, size cap, retries with backoff.
 * Returns any final non-5xx/429 answer, read whole; the caller decides what 200/401/404 bodies mean.
 */
export function providerGet(
  target: URL,
  s: HttpSettings,
  callerSignal?: AbortSignal,
): Promise<HttpAnswer> {
  return providerRequest(target, s, readAll, callerSignal)
}

/** providerGet with the body read by `consume` as it arrives (see once). */
export async function providerRequest<T>(
  target: URL,
  s: HttpSettings,
  consume: (res: ProviderResponse) => Promise<T>,
  callerSignal?: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    // The slot comes first and the time budget starts once it is held: waiting behind other
    // calls to the same panel is not the panel being slow.
    const release = await acquireHostSlot(target.host, s.maxConcurrentPerHost, callerSignal)
    const budget = new AbortController()
    const timer = setTimeout(
      () => budget.abort(new ProviderError('timeout', { code: 'total' })),
      s.totalTimeoutMs,
    )
    const signal = callerSignal ? AbortSignal.any([callerSignal, budget.signal]) : budget.signal
    let wait = 0
    try {
      return await once(target, s, signal, consume)
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason
      if (budget.signal.aborted) throw budget.signal.reason
      const failure = classify(error)
      const hinted = failure.retryAfterMs
      if (attempt >= s.retries || !isRetryable(failure) || (hinted ?? 0) > s.retryMaxMs)
        throw failure
      wait = hinted ?? backoffMs(attempt, s)
    } finally {
      clearTimeout(timer)
      release()
    }
    await sleep(wait, callerSignal)
  }
}
