import { gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/** Below this a JSON answer goes as it is: the bytes saved would not pay for the CPU. */
export const JSON_COMPRESSION_MIN_BYTES = 2048
// Level 1: a 15 KB catalogue page goes to ~3.5 KB for ~55 µs of CPU on this machine, level 6
// saves ~8% more for ~1.6× the CPU (bench/README.md "First load").
const GZIP_LEVEL = 1

const acceptsGzip = (header: string | undefined) =>
  header !== undefined &&
  header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false
    return !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param))
  })

/**
 * Gzips JSON answers of a few KB and more for clients that accept it. Only JSON: media, images
 * and other bytes are compressed already, or streamed with ranges that must stay exact.
 */
export function jsonCompression({ except = [] }: { except?: string[] } = {}): MiddlewareHandler {
  return async (c, next) => {
    if (except.some((base) => c.req.path.startsWith(base))) return next()
    await next()
    const response = c.res
    if (!acceptsGzip(c.req.header('accept-encoding'))) return
    if (!response.headers.get('content-type')?.startsWith('application/json')) return
    if (response.headers.has('content-encoding') || !response.body) return
    const body = Buffer.from(await response.arrayBuffer())
    // Hono copies the old answer's headers onto a new one, so the new ones are set after.
    const small = body.length < JSON_COMPRESSION_MIN_BYTES
    const sent = small ? body : gzipSync(body, { level: GZIP_LEVEL })
    c.res = new Response(sent, response)
    c.res.headers.append('Vary', 'Accept-Encoding')
    if (small) return
    c.res.headers.set('Content-Encoding', 'gzip')
    c.res.headers.set('Content-Length', String(sent.length))
  }
}
