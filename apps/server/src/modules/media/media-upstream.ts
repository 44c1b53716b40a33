import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import { request } from 'undici'
import type { Dispatcher } from 'undici'
import { checkUrl } from '../provider/net-guard'
import type { NetPolicy } from '../provider/net-guard'
import { ProviderError } from '../provider/provider-error'

export interface UpstreamDeps {
  policy: NetPolicy
  /** The process-wide guarded dispatcher (clouds' ProviderFactory): it re-checks every connection. */
  dispatcher: Dispatcher
  userAgent: string
}

export interface UpstreamRequest {
  method: 'GET' | 'HEAD'
  /** Forwarded as they are on every hop (Range above all: panels bake it into their tokens). */
  headers: Record<string, string>
  signal: AbortSignal
  /** Until the status line arrives, per hop. */
  headersTimeoutMs: number
  /** Longest silence while reading the body; 0 for a stream the client may pause at will. */
  bodyTimeoutMs: number
}

export interface UpstreamAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Readable
  /** The address that answered, after redirects: relative playlist URIs resolve against it. */
  url: URL
  /** host:port of every address visited, the first one included. */
  chain: string[]
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])
export const MAX_REDIRECTS = 5

/** Drops a body we will not read; undici reports the abort as an error nobody needs. */
export function discard(body: Readable): void {
  body.on('error', () => undefined)
  body.destroy()
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** Whatever undici or the guard threw, as a ProviderError whose message never quotes the URL. */
export function asProviderError(error: unknown): ProviderError {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof ProviderError) return current
    current = (current as { cause?: unknown }).cause
  }
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'string' && /TIMEOUT/.test(code))
    return new ProviderError('timeout', { code })
  return new ProviderError('unreachable', { code: typeof code === 'string' ? code : undefined })
}

/**
 * Opens a provider address, following up to 5 redirects by hand so each hop passes the SSRF guard
 * (checkUrl before dialling, the guarded dispatcher at connect time) and keeps the Range header,
 * which a redirect through fetch() would not guarantee. The body is left unread for the caller.
 */
export async function openUpstream(
  start: URL,
  req: UpstreamRequest,
  deps: UpstreamDeps,
): Promise<UpstreamAnswer> {
  let url = start
  const chain: string[] = []
  for (let hop = 0; ; hop += 1) {
    try {
      await checkUrl(url, deps.policy)
      chain.push(url.host)
      const res = await request(url, {
        method: req.method,
        dispatcher: deps.dispatcher,
        signal: req.signal,
        headersTimeout: req.headersTimeoutMs,
        bodyTimeout: req.bodyTimeoutMs,
        headers: {
          ...req.headers,
          'user-agent': deps.userAgent,
          // Media is already compressed; identity keeps Content-Length and Range meaningful.
          'accept-encoding': 'identity',
        },
      })
      const location = header(res.headers, 'location')
      if (REDIRECTS.has(res.statusCode) && location) {
        discard(res.body)
        if (hop >= MAX_REDIRECTS) throw new ProviderError('http', { status: res.statusCode })
        url = new URL(location, url)
        continue
      }
      return { status: res.statusCode, headers: res.headers, body: res.body, url, chain }
    } catch (error) {
      if (req.signal.aborted) throw req.signal.reason
      throw asProviderError(error)
    }
  }
}

/**
 * Reads an undici body chunk by chunk, with room to put chunks back, so the first bytes can be
 * sniffed (is this a playlist?) and still be sent.
 */
export class BodySource {
  private readonly chunks: AsyncIterator<unknown>
  private readonly pending: Buffer[] = []

  constructor(readonly body: Readable) {
    this.chunks = body[Symbol.asyncIterator]()
  }

  async next(): Promise<Buffer | null> {
    const held = this.pending.shift()
    if (held) return held
    const next = await this.chunks.next()
    return next.done ? null : (next.value as Buffer)
  }

  unshift(chunk: Buffer): void {
    this.pending.unshift(chunk)
  }

  /** The rest of the body, chunks put back first: for a relay that looked at how it begins. */
  async *remaining(): AsyncGenerator<Buffer> {
    for (let chunk = await this.next(); chunk; chunk = await this.next()) yield chunk
  }

  discard(): void {
    discard(this.body)
  }

  /**
   * The first bytes, at least `bytes` of them when the body is that long (fewer when it ends
   * sooner), put back so that they are still sent.
   */
  async readHead(bytes: number): Promise<Buffer> {
    const parts: Buffer[] = []
    let size = 0
    while (size < bytes) {
      const chunk = await this.next()
      if (!chunk) break
      parts.push(chunk)
      size += chunk.length
    }
    const head = Buffer.concat(parts)
    if (head.length > 0) this.unshift(head)
    return head
  }

  /** The whole body if it is at most `maxBytes`; null when longer (the rest is dropped unread). */
  async readCapped(maxBytes: number): Promise<Buffer | null> {
    const parts: Buffer[] = []
    let size = 0
    for (let chunk = await this.next(); chunk; chunk = await this.next()) {
      size += chunk.length
      if (size > maxBytes) {
        this.discard()
        return null
      }
      parts.push(chunk)
    }
    return Buffer.concat(parts)
  }

  /**
   * A pull-based web stream: one chunk is read only when the HTTP response has room for it
   * (backpressure all the way to the provider socket), and cancelling it (the client went away)
   * destroys the body, which closes the upstream connection. `onChunk` may throw to abort;
   * `onEnd` runs once, however the stream ends (read to the end, failed or cancelled).
   */
  toWebStream(
    hooks: { onChunk?: (chunk: Buffer) => void; onEnd?: () => void } = {},
  ): ReadableStream<Uint8Array> {
    const end = () => hooks.onEnd?.()
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          try {
            const chunk = await this.next()
            if (!chunk) {
              end()
              return controller.close()
            }
            hooks.onChunk?.(chunk)
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          } catch (error) {
            this.discard()
            end()
            controller.error(error)
          }
        },
        cancel: () => {
          this.discard()
          end()
        },
      },
      { highWaterMark: 0 },
    )
  }
}
